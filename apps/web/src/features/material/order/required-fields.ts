/** The order form's fields a person fills in (spec 01 section 3, customer input). */
export type CustomerForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export type DeliveryMethod = 'delivery' | 'will_call';

/** Required fields of the order form, by the name the 'Required Fields Missing' dialog lists (spec 01 section 5). */
const REQUIRED_CUSTOMER_FIELDS: readonly [keyof CustomerForm, string][] = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['streetAddress', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'Zip Code'],
];

/** A cart line as far as its discount decides whether the order may go (spec 01 section 5). */
export type DiscountLine = { brand: string; color: string; discountPercent: number; discountValid: boolean };

/**
 * Everything that keeps the order from being submitted, one entry per missing field by name,
 * then 'Fix discount for {brand} {color}' for each line whose discount above 0 is not valid.
 */
export function missingRequiredFields(
  customer: CustomerForm,
  deliveryMethod: DeliveryMethod | '',
  lines: readonly DiscountLine[],
): string[] {
  const missing = REQUIRED_CUSTOMER_FIELDS.filter(([key]) => customer[key].trim() === '').map(
    ([, label]) => label,
  );
  if (deliveryMethod === '') missing.push('Delivery Method');
  for (const line of lines) {
    if (line.discountPercent > 0 && !line.discountValid) {
      missing.push(`Fix discount for ${line.brand} ${line.color}`);
    }
  }
  return missing;
}
