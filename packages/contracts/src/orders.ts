import { z } from 'zod';
import { ZCartLineInput } from './carts';
import { echoedObject, MAX_LINES, MAX_TEXT_LENGTH, ZEmail, ZSuccessResponse, ZWholeQuantity } from './common';
import { CONSULTATION_SESSION_KEYS } from './consultations';
import { ZDeliveryBreakdownLine } from './pricing';

export const ORDER_TYPES = ['material_only', 'material_with_fabrication_lead'] as const;
export const DELIVERY_METHODS = ['delivery', 'will_call'] as const;
/** Country options of the order form (spec 01 sections 5 and 9). */
export const ORDER_COUNTRIES = ['United States', 'Canada', 'Mexico'] as const;

export const NO_VALID_ITEMS = 'No valid items in cart to process.';

const required = (label: string) => {
  const message = `${label} is required`;
  return z.string({ error: message }).trim().min(1, message).max(MAX_TEXT_LENGTH);
};
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const dollars = z.number().finite().nullish();

/** Spec 01 section 3 "Customer input"; the required fields are those of spec 01 section 5. */
export const ZOrderCustomerInfo = z.strictObject({
  firstName: required('First Name'),
  lastName: required('Last Name'),
  email: required('Email').pipe(ZEmail),
  phone: optionalText(50),
  company: optionalText(MAX_TEXT_LENGTH),
  streetAddress: required('Street Address'),
  city: required('City'),
  state: required('State'),
  zipCode: required('Zip Code'),
  country: z
    .enum(ORDER_COUNTRIES, 'Country must be United States, Canada or Mexico')
    .default('United States'),
});
export type TOrderCustomerInfo = z.infer<typeof ZOrderCustomerInfo>;

/** Spec 01 section 3 "Order details". The delivery address is needed only for delivery. */
export const ZOrderDetails = z.strictObject({
  deliveryMethod: z.enum(DELIVERY_METHODS, 'Delivery Method is required'),
  quantity: ZWholeQuantity.nullish(),
  notes: optionalText(5000),
  deliveryDate: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .nullish()
    .or(z.literal('')),
  deliveryStreetAddress: optionalText(MAX_TEXT_LENGTH),
  deliveryCity: optionalText(100),
  deliveryState: optionalText(100),
  deliveryZipCode: optionalText(20),
  deliveryCountry: optionalText(100),
  projectName: optionalText(MAX_TEXT_LENGTH),
  needsFabricationLead: z.boolean().optional(),
  sameAsCustomerAddress: z.boolean().optional(),
  includeSalesTax: z.boolean().optional(),
  salesTaxRate: z.number().nullish(),
});
export type TOrderDetails = z.infer<typeof ZOrderDetails>;

/** The single-stone variant of the order payload (spec 01 section 3): a stone without a cart. */
export const ZSingleStoneInput = echoedObject(
  {
    id: z.uuid().optional(),
    brand: z.string().trim().min(1),
    type: z.string().trim().min(1),
    color: z.string().trim().min(1),
    finish: z.string().trim().optional(),
    thickness: z.string().trim().optional(),
    slabWidth: z.number().positive().optional(),
    slabHeight: z.number().positive().optional(),
  },
  // The spec's single stone carries its slab cost; the server prices from the catalog.
  ['slabCost'],
);

/**
 * POST /api/material-orders (spec 01 section 3 "Order payload"), with an Idempotency-Key header.
 * The money fields are what the client showed; the server prices the order again from the stone
 * ids and quantities and refuses it when `totalCost` differs by more than one cent.
 */
export const ZMaterialOrderRequest = z.strictObject({
  cartItems: z.array(ZCartLineInput).max(MAX_LINES).default([]),
  stone: ZSingleStoneInput.nullish(),
  orderDetails: ZOrderDetails,
  customerInfo: ZOrderCustomerInfo,
  showroomId: z.string().nullish(),
  subtotal: dollars,
  discountAmount: dollars,
  specialPricingSavings: dollars,
  needsFabricationLead: z.boolean().optional(),
  salesTax: dollars,
  salesTaxRate: z.number().nullish(),
  includeSalesTax: z.boolean().optional(),
  deliveryCost: dollars,
  deliveryBreakdown: z.unknown().optional(),
  totalCost: z.number({ error: 'totalCost is required' }).finite(),
  orderType: z.enum(ORDER_TYPES).optional(),
  existingQuoteId: z.uuid('Cart not found').nullish(),
  salesperson_id: z.uuid('Salesperson not found').nullish(),
  consultationId: z.string().trim().max(MAX_TEXT_LENGTH).nullish(),
  sessionData: echoedObject({ sessionId: z.string().nullish() }, CONSULTATION_SESSION_KEYS).nullish(),
});
export type TMaterialOrderRequest = z.infer<typeof ZMaterialOrderRequest>;

/** One priced line of a placed order, dollars at this edge. */
export const ZOrderLine = z.object({
  stone_id: z.string().nullable(),
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  thickness: z.string(),
  finish: z.string(),
  quantity: z.number().int(),
  quantity_sqft: z.number(),
  unit_price: z.number(),
  special_price: z.number().nullable(),
  discount_percent: z.number(),
  line_subtotal: z.number(),
  special_savings: z.number(),
  discount_amount: z.number(),
  line_total: z.number(),
  notes: z.string().nullable(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** What the confirmation e-mails say, as the server computed it (dollars). */
export const ZOrderEmailData = z.object({
  orderData: z.object({
    orderId: z.string(),
    quoteNumber: z.string(),
    orderDate: z.string(),
    orderType: z.enum(ORDER_TYPES),
    status: z.string(),
    items: z.array(ZOrderLine),
    totalSlabs: z.number().int(),
    quantitySqft: z.number(),
    subtotal: z.number(),
    specialPricingSavings: z.number(),
    discountAmount: z.number(),
    includeSalesTax: z.boolean(),
    salesTaxRate: z.number(),
    salesTax: z.number(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    deliveryCost: z.number(),
    deliveryBreakdown: z.array(ZDeliveryBreakdownLine),
    totalCost: z.number(),
    needsFabricationLead: z.boolean(),
    projectName: z.string().nullable(),
    notes: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    deliveryAddress: z
      .object({
        streetAddress: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        zipCode: z.string().nullable(),
        country: z.string().nullable(),
      })
      .nullable(),
    placedBy: z.string(),
  }),
  customerData: z.object({
    id: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
  showroomData: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type TOrderEmailData = z.infer<typeof ZOrderEmailData>;

export const ZMaterialOrderResponse = ZSuccessResponse.extend({
  data: z.object({ quoteNumber: z.string(), orderId: z.string(), emailData: ZOrderEmailData }),
});
export type TMaterialOrderResponse = z.infer<typeof ZMaterialOrderResponse>;

/**
 * POST /api/send-resend with emailType material_order_confirmation. The mails were queued with the
 * order; this call reports them (by orderData.quoteNumber) and never sends a second copy.
 */
export const ZOrderConfirmationEmailRequest = z.strictObject({
  emailType: z.literal('material_order_confirmation'),
  orderData: echoedObject(
    { quoteNumber: z.string({ error: 'Order not found' }).trim().min(1).max(50) },
    ZOrderEmailData.shape.orderData.keyof().options,
  ),
  customerData: z.unknown().optional(),
  showroomData: z.unknown().optional(),
});
export type TOrderConfirmationEmailRequest = z.infer<typeof ZOrderConfirmationEmailRequest>;

export const ZOrderConfirmationEmailResponse = ZSuccessResponse.extend({
  customerEmailSent: z.boolean(),
  showroomEmailSent: z.boolean(),
  adminEmailSent: z.boolean(),
  adminEmail: z.string(),
  /** True while a mail still waits for its first delivery attempt: ask again shortly. */
  pending: z.boolean(),
  /** Set when a delivery attempt of a mail failed; the web shows 'Email confirmation failed'. */
  error: z.string().nullable(),
});
export type TOrderConfirmationEmailResponse = z.infer<typeof ZOrderConfirmationEmailResponse>;
