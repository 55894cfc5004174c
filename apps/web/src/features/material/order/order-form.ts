import type { TMaterialOrderRequest } from '@stonetool/contracts/orders';
import { centsToDollars } from '@stonetool/domain/money';
import type { OrderTotals } from '@stonetool/domain/pricing/order-totals';
import { cartLinesForServer } from '../cart/save-cart-rules';
import type { CartItem, ClientInfo, ConsultationSession } from '../state/material-state';
import type { DeliveryQuote } from './api/order-api';
import type { CustomerForm, DeliveryMethod } from './required-fields';

/** Spec 01 section 3 "Order details", as the form holds them. */
export type OrderDetailsForm = {
  deliveryMethod: DeliveryMethod | '';
  deliveryDate: string;
  projectName: string;
  notes: string;
  sameAsCustomerAddress: boolean;
  deliveryStreetAddress: string;
  deliveryCity: string;
  deliveryState: string;
  deliveryZipCode: string;
  deliveryCountry: string;
  needsFabricationLead: boolean;
  includeSalesTax: boolean;
};

export const EMPTY_DETAILS: OrderDetailsForm = {
  deliveryMethod: '',
  deliveryDate: '',
  projectName: '',
  notes: '',
  sameAsCustomerAddress: false,
  deliveryStreetAddress: '',
  deliveryCity: '',
  deliveryState: '',
  deliveryZipCode: '',
  deliveryCountry: 'United States',
  needsFabricationLead: false,
  includeSalesTax: true,
};

/** The customer part of the form starts from the consultation's client. */
export function customerFromClient(client: ClientInfo | null | undefined): CustomerForm {
  return {
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    company: client?.company ?? '',
    streetAddress: client?.streetAddress ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    zipCode: client?.zipCode ?? '',
    country: client?.country || 'United States',
  };
}

/** 'Same as customer address' copies the customer's address; unchecking clears it (spec 01 section 4). */
export function withSameAddress(
  details: OrderDetailsForm,
  customer: CustomerForm,
  same: boolean,
): OrderDetailsForm {
  return {
    ...details,
    sameAsCustomerAddress: same,
    deliveryStreetAddress: same ? customer.streetAddress : '',
    deliveryCity: same ? customer.city : '',
    deliveryState: same ? customer.state : '',
    deliveryZipCode: same ? customer.zipCode : '',
    deliveryCountry: same ? customer.country : 'United States',
  };
}

/** Order type: with a fabrication lead when the box is checked, else material only (spec 01 section 4). */
export function orderType(
  details: Pick<OrderDetailsForm, 'needsFabricationLead'>,
): TMaterialOrderRequest['orderType'] {
  return details.needsFabricationLead ? 'material_with_fabrication_lead' : 'material_only';
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The order payload of spec 01 section 3. The money figures are what the screen showed; the server
 * prices the order again from the stone ids and quantities and refuses a mismatch.
 */
export function buildOrderRequest(input: {
  items: readonly CartItem[];
  customer: CustomerForm;
  details: OrderDetailsForm;
  totals: OrderTotals;
  taxRatePercent: number;
  delivery: DeliveryQuote;
  showroomId: string | null;
  session: ConsultationSession | null;
  existingQuoteId: string | null;
}): TMaterialOrderRequest {
  const { customer, details, totals, session } = input;
  const willCall = details.deliveryMethod === 'will_call';
  const deliveryMethod: DeliveryMethod = details.deliveryMethod === '' ? 'delivery' : details.deliveryMethod;
  return {
    cartItems: cartLinesForServer(input.items),
    orderDetails: {
      deliveryMethod,
      notes: blankToNull(details.notes),
      deliveryDate: details.deliveryDate || null,
      projectName: blankToNull(details.projectName),
      deliveryStreetAddress: willCall ? null : blankToNull(details.deliveryStreetAddress),
      deliveryCity: willCall ? null : blankToNull(details.deliveryCity),
      deliveryState: willCall ? null : blankToNull(details.deliveryState),
      deliveryZipCode: willCall ? null : blankToNull(details.deliveryZipCode),
      deliveryCountry: willCall ? null : blankToNull(details.deliveryCountry),
      needsFabricationLead: details.needsFabricationLead,
      sameAsCustomerAddress: details.sameAsCustomerAddress,
      includeSalesTax: details.includeSalesTax,
      salesTaxRate: input.taxRatePercent,
    },
    customerInfo: {
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
      email: customer.email.trim(),
      phone: blankToNull(customer.phone),
      company: blankToNull(customer.company),
      streetAddress: customer.streetAddress.trim(),
      city: customer.city.trim(),
      state: customer.state.trim(),
      zipCode: customer.zipCode.trim(),
      country: (customer.country || 'United States') as TMaterialOrderRequest['customerInfo']['country'],
    },
    showroomId: input.showroomId,
    subtotal: centsToDollars(totals.subtotalCents),
    discountAmount: centsToDollars(totals.discountCents),
    specialPricingSavings: centsToDollars(totals.specialSavingsCents),
    needsFabricationLead: details.needsFabricationLead,
    salesTax: centsToDollars(totals.taxCents),
    salesTaxRate: input.taxRatePercent,
    includeSalesTax: details.includeSalesTax,
    deliveryCost: centsToDollars(totals.deliveryCents),
    deliveryBreakdown: willCall ? [] : input.delivery.breakdown,
    totalCost: centsToDollars(totals.totalCents),
    orderType: orderType(details),
    existingQuoteId: input.existingQuoteId,
    salesperson_id: session?.salesperson_id ?? null,
    consultationId: session?.sessionId ?? null,
    sessionData: session
      ? {
          sessionId: session.sessionId,
          stonesViewed: session.stonesViewed,
          stonesCompared: session.stonesCompared,
          interactions: session.interactions,
          createdAt: session.createdAt,
          status: session.status,
          source: session.source,
        }
      : null,
  };
}
