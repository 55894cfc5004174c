import { describe, expect, it } from 'vitest';
import { hasNameAndEmail, hasValidEmailIfAny, resolveCustomer } from './quote-customer';

describe("a quote's customer", () => {
  it('takes first and last name from their fields, else splits the full name at its first space', () => {
    expect(
      resolveCustomer({ first_name: ' Ada ', last_name: 'Lovelace', email: ' Ada@Example.COM ' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
    });
    expect(resolveCustomer({ name: 'Ada King Lovelace', phone: ' 555 0100 ' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      phone: '555 0100',
    });
    expect(resolveCustomer(null)).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });

  it('needs a first name, a last name and an e-mail to be saved or e-mailed', () => {
    expect(hasNameAndEmail({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe(true);
    expect(hasNameAndEmail({ name: 'Ada', email: 'ada@example.com' })).toBe(false);
    expect(hasNameAndEmail({ name: 'Ada Lovelace' })).toBe(false);
  });

  it('accepts no e-mail, or one of the basic pattern', () => {
    expect(hasValidEmailIfAny({})).toBe(true);
    expect(hasValidEmailIfAny({ email: 'ada@example.com' })).toBe(true);
    expect(hasValidEmailIfAny({ email: 'ada@example' })).toBe(false);
  });
});
