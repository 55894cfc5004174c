import { ZErrorResponse } from '@stonetool/contracts/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer } from '../testing/api-as';
import { useMaterialTestApp } from '../modules/orders/material-test-setup';
import { TIERED_DELIVERY_RULE } from '../testing/delivery-rule';
import { seedExpertBusiness } from '../testing/fabricator-business';

/**
 * Issue 21: a refused request names its field and, in a list, its row, through the one formatter
 * of the error handler, whichever route refused it.
 */

const world = useMaterialTestApp();
let fabricator = '';

beforeAll(async () => {
  await seedExpertBusiness(world.t.database.db, {
    name: 'Messages Fabrication',
    email: 'messages@example.test',
    password: 'Owner-messages-1',
  });
  fabricator = await accessToken(world.t.app, 'messages@example.test', 'Owner-messages-1');
});

async function refusal(url: string, token: string, payload: object): Promise<string> {
  const response = await world.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(400);
  const body = ZErrorResponse.parse(response.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.error).not.toMatch(/Invalid input|received/);
  return body.error;
}

const top = { brand: 'MSI', type: 'Quartz', color: 'Calacatta', width: '96', depth: '25 1/2', quantity: '1' };

describe('validation messages', () => {
  it('a quote whose second piece has 2.5 pieces names the piece and the rule', async () => {
    const message = await refusal('/api/quotes/save', fabricator, {
      customer_data: { first_name: 'Maria', last_name: 'Rivera', email: 'maria@example.test' },
      quote_data: { products: [top, { ...top, quantity: 2.5 }] },
    });
    expect(message).toBe('Piece 2: quantity must be a whole number from 1 to 999');
  });

  it('a NUL character in a piece name names the piece as every other refusal does', async () => {
    const message = await refusal('/api/quotes/save', fabricator, {
      customer_data: { first_name: 'Maria', last_name: 'Rivera', email: 'maria@example.test' },
      quote_data: { products: [top, { ...top, customName: 'Island\u0000' }] },
    });
    expect(message).toBe('Piece 2, customName: must not contain a NUL character');
  });

  it('a delivery rule without its second tier amount names the field', async () => {
    const { tier_2_amount: _left, ...withoutAmount } = TIERED_DELIVERY_RULE;
    const message = await refusal('/api/admin/delivery-pricing', world.logins.tokens.admin, withoutAmount);
    expect(message).toBe('tier_2_amount: expected a number');
  });

  it('a cart line of 2.5 slabs names the item', async () => {
    const message = await refusal('/api/delivery-pricing', world.logins.tokens.salesA, {
      cartItems: [
        { brand: 'Cambria', quantity: 2 },
        { brand: 'Cambria', quantity: 2.5 },
      ],
    });
    expect(message).toBe('Item 2: quantity must be a whole number from 1 to 999');
  });
});
