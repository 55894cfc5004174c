import { ZCreateDeliveryRuleRequest } from '@stonetool/contracts/admin-delivery-pricing';
import { ZSaveQuoteRequest } from '@stonetool/contracts/quotes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TIERED_DELIVERY_RULE } from '../testing/delivery-rule';
import { fromFastifyValidation, fromZodIssue, issueMessage, validationMessage } from './validation-message';

/** The message of the first issue a schema finds in a value. */
function messageOf(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value to be refused');
  return validationMessage(parsed.error.issues.map(fromZodIssue), 'Invalid request');
}

const customer = { first_name: 'Maria', last_name: 'Rivera', email: 'maria@example.test' };
const piece = { brand: 'MSI', type: 'Quartz', color: 'Calacatta', width: '96', depth: '25.5', quantity: 1 };

describe('the validation message of a refused request', () => {
  it("names the field instead of zod's 'Invalid input: expected number, received undefined'", () => {
    const { tier_2_amount: _left, ...withoutAmount } = TIERED_DELIVERY_RULE;
    expect(messageOf(ZCreateDeliveryRuleRequest, withoutAmount)).toBe('tier_2_amount: expected a number');
    expect(messageOf(ZCreateDeliveryRuleRequest, { ...TIERED_DELIVERY_RULE, tier_2_amount: '250' })).toBe(
      'tier_2_amount: expected a number',
    );
  });

  it('names the row of a list and the field, in the contract’s own words', () => {
    const save = (products: unknown[]) => ({ customer_data: customer, quote_data: { products } });
    expect(messageOf(ZSaveQuoteRequest, save([piece, { ...piece, quantity: 2.5 }]))).toBe(
      'Piece 2: quantity must be a whole number from 1 to 999',
    );
    expect(messageOf(ZSaveQuoteRequest, save([{ ...piece, quantity: '1000' }]))).toBe(
      'Piece 1: quantity must be a whole number from 1 to 999',
    );
    expect(messageOf(ZSaveQuoteRequest, save([piece, piece, { ...piece, width: 'ninety' }]))).toBe(
      `Piece 3: width must be a length in inches or feet, such as 25 1/2 or 7' 6"`,
    );
  });

  it('names nested rows and says zod’s rules plainly', () => {
    const schema = z.object({
      groups: z.array(
        z.object({ pieces: z.array(z.object({ width: z.number().max(200), qty: z.number().int() })) }),
      ),
    });
    const value = (width: unknown, qty: unknown) => ({
      groups: [
        {
          pieces: [
            { width: 10, qty: 1 },
            { width, qty },
          ],
        },
      ],
    });
    expect(messageOf(schema, value(300, 1))).toBe('Group 1, piece 2, width: must be at most 200');
    expect(messageOf(schema, value(20, 1.5))).toBe('Group 1, piece 2, qty: must be a whole number');
  });

  it.each([
    [z.object({ name: z.string().min(1) }), { name: '' }, 'name: is required'],
    [z.object({ notes: z.string().max(3) }), { notes: 'long' }, 'notes: must be at most 3 characters'],
    [z.object({ rate: z.number().min(0) }), { rate: -1 }, 'rate: must be at least 0'],
    [z.object({ kind: z.enum(['flat', 'tiered']) }), { kind: 'x' }, 'kind: must be one of flat, tiered'],
    [
      z.object({
        shape: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('rectangle') }),
          z.object({ kind: z.literal('l'), legB: z.number() }),
        ]),
      }),
      { shape: { kind: 'triangle' } },
      'kind: must be one of rectangle, l',
    ],
    [z.object({ email: z.email() }), { email: 'nope' }, 'email: must be a valid email address'],
    [z.object({ id: z.uuid() }), { id: 'nope' }, 'id: must be a valid id'],
    [z.object({ tags: z.array(z.string()).min(1) }), { tags: [] }, 'tags: must not be empty'],
    [z.object({ on: z.boolean() }), { on: 'yes' }, 'on: expected true or false'],
    [z.object({ a: z.number() }), null, 'Expected an object'],
  ])('%#: says %j plainly', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('keeps a message the schema wrote, even one that starts like zod’s', () => {
    expect(messageOf(z.object({ name: z.string().min(1, 'Name is required') }), { name: '' })).toBe(
      'Name is required',
    );
    expect(messageOf(z.object({ payment_id: z.uuid('Invalid payment id') }), { payment_id: 'x' })).toBe(
      'Invalid payment id',
    );
    expect(
      messageOf(z.object({ pins: z.array(z.string().min(4, 'PIN is too short')) }), { pins: ['1'] }),
    ).toBe('pins item 1: PIN is too short');
    expect(
      messageOf(z.object({ items: z.array(z.uuid('Cart Contains Invalid Items')) }), { items: ['x'] }),
    ).toBe('Item 1: Cart Contains Invalid Items');
  });

  it('names a field the strict schema does not know before anything else', () => {
    expect(messageOf(z.strictObject({ a: z.number() }), { b: 1 })).toBe(
      'Unrecognized key: "b" is not accepted',
    );
    expect(messageOf(z.strictObject({ a: z.strictObject({}) }), { a: { x: 1, y: 2 } })).toBe(
      'Unrecognized keys: "a.x", "a.y" are not accepted',
    );
  });

  it('says the same of an issue whether zod threw it or Fastify’s validator passed it on', () => {
    const parsed = z
      .object({ items: z.array(z.object({ quantity: z.number() })) })
      .safeParse({ items: [{}] });
    const issue = parsed.error!.issues[0]!;
    const { path, code, message, ...params } = issue;
    const fromFastify = fromFastifyValidation({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      message,
      params,
    });
    expect(issueMessage(fromFastify)).toBe('Item 1, quantity: expected a number');
    expect(issueMessage(fromZodIssue(issue))).toBe('Item 1, quantity: expected a number');
  });

  it('falls back to the catalogue message when there is no issue', () => {
    expect(validationMessage([], 'Invalid request')).toBe('Invalid request');
  });
});
