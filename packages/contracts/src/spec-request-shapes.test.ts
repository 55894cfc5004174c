import { QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateShowroomAccountRequest } from './admin-showroom-accounts';
import { ZCreateSpecialPricingRequest, ZSpecialPricingPostRequest } from './admin-special-pricing';
import { ZAddStoneRequest } from './admin-stones';
import { ZUpdateTaxSettingsRequest } from './admin-tax-settings';
import { ZParseProductsRequest } from './ai-import';
import { ZChangePasswordRequest, ZForgotPasswordRequest, ZLoginRequest } from './auth';
import { ZSaveCartRequest } from './carts';
import { ZSalesConsultationRequest } from './consultations';
import { ZGetCustomerRequest } from './customers';
import { ZDeliveryPricingRequest, ZSpecialPricingCheckRequest, ZValidateDiscountRequest } from './pricing';

/**
 * Section 7 of each spec names the calls and their request fields. A body written exactly as it
 * says must pass its contract, and a malformed one must be refused with a message that names the
 * field, so the person (or the client's author) knows what to fix.
 */

const SHOWROOM = '6f1c2b7e-3c51-4a8e-9d1f-0b6a9f4c2e11';
const STONE = '0d4f6a2b-8e3c-4b1a-a7d5-2c9e8f1b3a60';

/** The refusal as the person reads it: each issue with the path of the field it is about. */
function refusal(schema: z.ZodType, body: unknown): string {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return z.prettifyError(result.error);
}

/** The paths of the fields a refusal names, as dotted strings. */
function refusedFields(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('spec 01 section 7, bodies as written', () => {
  const written: [string, z.ZodType, unknown][] = [
    [
      'POST /api/auth/login-enhanced',
      ZLoginRequest,
      { email: 'owner@stonetool.test', password: 'Owner-demo-2026' },
    ],
    ['POST /api/auth/forgot-password', ZForgotPasswordRequest, { email: 'owner@stonetool.test' }],
    [
      'POST /api/auth/change-password',
      ZChangePasswordRequest,
      {
        access_token: 'header.payload.signature',
        current_password: 'Old-pass-2026',
        new_password: 'New-pass-2026',
      },
    ],
    [
      'POST /api/showroom/special-pricing-check',
      ZSpecialPricingCheckRequest,
      { cartItems: [{ stone: { id: STONE, Brand: 'Caesarstone', Color: 'Pure White' }, quantity: 1 }] },
    ],
    [
      'POST /api/showroom/validate-discount',
      ZValidateDiscountRequest,
      {
        brand: 'Caesarstone',
        catalog_price: 3045,
        discount_amount: 10,
        manager_override: true,
        manager_password: '2468',
      },
    ],
    [
      'POST /api/delivery-pricing',
      ZDeliveryPricingRequest,
      { cartItems: [{ brand: 'Caesarstone', quantity: 2 }] },
    ],
    ['POST /api/get-customer', ZGetCustomerRequest, { email: 'ann.lee@example.test', showroomId: SHOWROOM }],
    [
      'POST /api/material-carts/save',
      ZSaveCartRequest,
      {
        showroom_id: SHOWROOM,
        customer_data: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann.lee@example.test',
          phone: '512-555-0101',
          projectType: 'Kitchen',
        },
        cart_items: [{ id: 'line-1', stone: { id: STONE, Brand: 'Caesarstone' }, quantity: 1 }],
        cart_name: 'Kitchen',
        session_id: 'session-1',
        quote_id: null,
      },
    ],
    [
      'POST /api/sales-consultations',
      ZSalesConsultationRequest,
      {
        sessionId: 'session-1',
        showroomId: SHOWROOM,
        client: { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.test' },
        stonesViewed: [STONE],
        salesperson_id: null,
        stonesCompared: [],
        interactions: [],
      },
    ],
  ];

  it.each(written)('%s is accepted', (_call, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });
});

describe('spec 02 section 7, bodies as written', () => {
  it('POST /api/claude-parse-products {text, availableStones} is accepted', () => {
    const body = {
      text: 'Kitchen counter 96 x 25.5, quantity 1',
      availableStones: ['Caesarstone Quartz Pure White'],
    };
    expect(ZParseProductsRequest.safeParse(body).success).toBe(true);
  });
});

describe('spec 03 section 7, bodies as written', () => {
  const written: [string, z.ZodType, unknown][] = [
    [
      'POST /api/admin/create-showroom-account',
      ZCreateShowroomAccountRequest,
      {
        name: 'Spec Showroom',
        email: 'spec-showroom@example.test',
        phone: '512-555-0142',
        address: '1 Main St, Austin TX',
        temporary_password: 'Spec-temp-2026',
        brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
        wholesale_tax_enabled: false,
        wholesale_tax_rate: 0,
      },
    ],
    [
      'POST /api/admin/add-stone',
      ZAddStoneRequest,
      {
        brand: 'Spec Quartz',
        type: 'Quartz',
        color: 'Spec White',
        thickness: '3cm',
        finish: 'Polished',
        slab_height: 63,
        slab_width: 126,
        slab_cost: 1200,
        fab_cost: 0,
        mark_up: 1.2,
      },
    ],
    [
      'POST /api/admin/special-pricing (create)',
      ZSpecialPricingPostRequest,
      {
        showroom_id: SHOWROOM,
        brand: 'Caesarstone',
        color: 'Pure White',
        thickness: '',
        finish: '',
        special_discount_percent: 5,
        max_uses: null,
        valid_days: 30,
        notes: '',
        promo_code: 'SPEC5',
      },
    ],
    [
      'POST /api/admin/special-pricing (get_stone_pricing)',
      ZSpecialPricingPostRequest,
      { action: 'get_stone_pricing', showroom_id: SHOWROOM, brand: 'Caesarstone', color: 'Pure White' },
    ],
    [
      'PUT /api/admin/tax-settings {tax_enabled}',
      ZUpdateTaxSettingsRequest,
      { showroom_id: SHOWROOM, tax_enabled: true },
    ],
    [
      'PUT /api/admin/tax-settings {sales_tax_rate}',
      ZUpdateTaxSettingsRequest,
      { showroom_id: SHOWROOM, sales_tax_rate: 8.25 },
    ],
  ];

  it.each(written)('%s is accepted', (_call, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });
});

describe('malformed bodies are refused, naming the field', () => {
  it('an e-mail that is not one', () => {
    expect(refusedFields(ZLoginRequest, { email: 'owner-at-stonetool', password: 'x' })).toEqual(['email']);
    expect(refusal(ZLoginRequest, { email: 'owner-at-stonetool', password: 'x' })).toContain('email');
    expect(refusedFields(ZGetCustomerRequest, { email: 'ann.lee', showroomId: SHOWROOM })).toEqual(['email']);
  });

  it('a field the call does not have', () => {
    const message = refusal(ZForgotPasswordRequest, { email: 'owner@stonetool.test', username: 'owner' });
    expect(message).toContain('username');
  });

  it('a new password under 8 characters', () => {
    const body = { current_password: 'Old-pass-2026', new_password: 'short' };
    expect(refusedFields(ZChangePasswordRequest, body)).toEqual(['new_password']);
    expect(refusal(ZChangePasswordRequest, body)).toContain('Password must be at least 8 characters long');
  });

  it('a discount sent as text', () => {
    const body = { brand: 'Caesarstone', catalog_price: 3045, discount_amount: '10' };
    expect(refusedFields(ZValidateDiscountRequest, body)).toEqual(['discount_amount']);
  });

  it('a tax settings change that changes nothing, and a showroom id that is not one', () => {
    expect(refusal(ZUpdateTaxSettingsRequest, { showroom_id: SHOWROOM })).toMatch(/tax/i);
    expect(refusedFields(ZUpdateTaxSettingsRequest, { showroom_id: 'demo', tax_enabled: true })).toEqual([
      'showroom_id',
    ]);
  });

  it('a special price without a brand', () => {
    const body = {
      showroom_id: SHOWROOM,
      brand: '',
      special_discount_percent: 5,
      max_uses: null,
      valid_days: 30,
    };
    expect(refusedFields(ZCreateSpecialPricingRequest, body)).toContain('brand');
  });
});

describe('delivery pricing quantities (property)', () => {
  const brand = fc.string({ minLength: 1, maxLength: 200 });

  it('accepts every cart of whole slab counts from 1 to 999', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ brand, quantity: fc.integer({ min: 1, max: 999 }) }), { maxLength: 20 }),
        (cartItems) => {
          expect(ZDeliveryPricingRequest.safeParse({ cartItems }).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a count that is not a whole number from 1 to 999, naming the line and its quantity', () => {
    const badQuantity = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 1000 }),
      fc.double({ min: 1, max: 999, noNaN: true }).filter((value) => !Number.isInteger(value)),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ brand, quantity: fc.integer({ min: 1, max: 999 }) }), { maxLength: 5 }),
        fc.nat({ max: 5 }),
        badQuantity,
        (good, at, quantity) => {
          const index = Math.min(at, good.length);
          const cartItems = [
            ...good.slice(0, index),
            { brand: 'Caesarstone', quantity },
            ...good.slice(index),
          ];
          const result = ZDeliveryPricingRequest.safeParse({ cartItems });
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
            [`cartItems.${index}.quantity`, QUANTITY_MESSAGE],
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('sign-in addresses (property)', () => {
  it('accepts any address with a local part, an @ and a dotted domain, stored trimmed and in lower case', () => {
    const label = fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/);
    fc.assert(
      fc.property(label, label, fc.constantFrom('com', 'test', 'co.uk'), (local, domain, tld) => {
        const email = ` ${local}@${domain}.${tld} `;
        const parsed = ZLoginRequest.safeParse({ email, password: 'Secret-pass-1' });
        expect(parsed.success).toBe(true);
        expect(parsed.data?.email).toBe(email.trim().toLowerCase());
      }),
      { numRuns: 200 },
    );
  });

  it('refuses any text without an @, naming the email field', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((text) => !text.includes('@')),
        (email) => {
          expect(refusedFields(ZLoginRequest, { email, password: 'Secret-pass-1' })).toContain('email');
        },
      ),
      { numRuns: 200 },
    );
  });
});
