import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZEmail, ZSuccessResponse } from './common';

const text = (max: number) => z.string().trim().max(max);

/**
 * Client info of spec 01 section 3, as the consultation dialog and the order form hold it. Every
 * field is optional here: each call says which ones it needs (an order its required fields, a
 * comparison the e-mail). Country defaults to United States. Strict: a key the spec does not name
 * is refused by name.
 */
export const ZClientInfo = z.strictObject({
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  streetAddress: text(MAX_TEXT_LENGTH).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zipCode: text(20).optional(),
  country: text(100).optional(),
  phone: text(50).optional(),
  email: text(254).optional(),
  company: text(MAX_TEXT_LENGTH).optional(),
  application: text(100).optional(),
});
export type TClientInfo = z.infer<typeof ZClientInfo>;

/** GET /api/customers/search?showroom_id&q: name, e-mail, phone or company containing q. */
export const ZCustomerSearchQuery = z.strictObject({
  showroom_id: z.string().optional(),
  q: text(100).default(''),
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

/** Spec 01 section 3 "Customer": id, first_name, last_name, email, phone (plus what helps pick one). */
export const ZCustomerListEntry = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** Saved carts and quotes of this customer. */
  quotes_count: z.number().int(),
  updated_at: z.string(),
});
export type TCustomerListEntry = z.infer<typeof ZCustomerListEntry>;

export const ZCustomerSearchResponse = ZSuccessResponse.extend({ data: z.array(ZCustomerListEntry) });
export type TCustomerSearchResponse = z.infer<typeof ZCustomerSearchResponse>;

/** POST /api/get-customer: the order form's lookup of a known client by e-mail. */
export const ZGetCustomerRequest = z.strictObject({
  email: ZEmail,
  showroomId: z.string().nullish(),
});
export type TGetCustomerRequest = z.infer<typeof ZGetCustomerRequest>;

export const ZCustomerDetails = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  company: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type TCustomerDetails = z.infer<typeof ZCustomerDetails>;

/** `customer` is null when the showroom has no client with that e-mail (not an error). */
export const ZGetCustomerResponse = ZSuccessResponse.extend({ customer: ZCustomerDetails.nullable() });
export type TGetCustomerResponse = z.infer<typeof ZGetCustomerResponse>;
