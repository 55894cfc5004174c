import { describe, expect, it } from 'vitest';
import { testCustomer } from '../../../test/test-stone';
import { missingRequiredFields } from './required-fields';

const complete = testCustomer();

describe('missingRequiredFields', () => {
  it('is empty for a complete form with a delivery method and valid discounts', () => {
    expect(
      missingRequiredFields(complete, 'will_call', [
        { brand: 'MSI', color: 'Black Pearl', discountPercent: 10, discountValid: true },
        { brand: 'MSI', color: 'Absolute', discountPercent: 0, discountValid: false },
      ]),
    ).toEqual([]);
  });

  it('lists every missing field by name, in form order, blanks counting as missing', () => {
    const empty = { ...complete, firstName: ' ', email: '', zipCode: '' };
    expect(missingRequiredFields(empty, '', [])).toEqual([
      'First Name',
      'Email',
      'Zip Code',
      'Delivery Method',
    ]);
  });

  it('phone, company and country are optional', () => {
    expect(
      missingRequiredFields({ ...complete, phone: '', company: '', country: '' }, 'delivery', []),
    ).toEqual([]);
  });

  it('asks to fix each discount above 0 that is not valid', () => {
    expect(
      missingRequiredFields(complete, 'delivery', [
        { brand: 'Caesarstone', color: 'Calacatta Nuvo', discountPercent: 30, discountValid: false },
      ]),
    ).toEqual(['Fix discount for Caesarstone Calacatta Nuvo']);
  });
});
