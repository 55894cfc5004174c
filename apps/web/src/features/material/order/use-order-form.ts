import { zodResolver } from '@hookform/resolvers/zod';
import { ZOrderCustomerInfo, ZOrderDetails } from '@stonetool/contracts/orders';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ClientInfo } from '../state/material-state';
import { CUSTOMER_LOOKUP_DEBOUNCE_MS, lookUpCustomer } from './api/order-api';
import { customerFromClient, EMPTY_DETAILS, withSameAddress, type OrderDetailsForm } from './order-form';
import type { CustomerForm } from './required-fields';

/** The checkout form as it is filled in: the customer and the order details (spec 01 section 3). */
export type OrderFormValues = { customer: CustomerForm; details: OrderDetailsForm };

/**
 * The checks of the order contract itself, so the form refuses what the server would: a required
 * field left blank, a malformed e-mail, a text too long. The form keeps its own text values and
 * the request is built from them (`buildOrderRequest`), not from the schema's parsed output.
 */
export const ZOrderForm = z.object({ customer: ZOrderCustomerInfo, details: ZOrderDetails });
const orderFormResolver = zodResolver(ZOrderForm) as unknown as Resolver<OrderFormValues>;

/**
 * The checkout form's state: react-hook-form on the order contract, the customer filled in from
 * a known client's e-mail, the delivery address kept equal to the customer's while 'Same as
 * customer address' is checked, and 'Include sales tax' following the showroom's setting until
 * the person changes it.
 */
export function useOrderForm(input: { client: ClientInfo | null | undefined; showroomId: string | null }) {
  const form = useForm<OrderFormValues>({
    resolver: orderFormResolver,
    defaultValues: { customer: customerFromClient(input.client), details: EMPTY_DETAILS },
    // The Required Fields Missing dialog takes the focus, and gives it back to the first field it lists.
    shouldFocusError: false,
  });
  const { setValue, getValues } = form;
  const values = useWatch({ control: form.control }) as OrderFormValues;

  const { streetAddress, city, state, zipCode, country } = values.customer;
  const sameAddress = values.details.sameAsCustomerAddress;
  useEffect(() => {
    if (sameAddress) setValue('details', withSameAddress(getValues('details'), getValues('customer'), true));
  }, [sameAddress, streetAddress, city, state, zipCode, country, getValues, setValue]);

  useCustomerLookup(input.showroomId, values.customer.email, (found) => {
    const current = getValues('customer');
    for (const key of LOOKUP_FIELDS) setValue(`customer.${key}`, found[key] || current[key]);
  });

  const [taxTouched, setTaxTouched] = useState(false);

  return {
    form,
    values,
    /** The person's own 'Include sales tax' choice; null until they change the box. */
    salesTaxChoice: taxTouched ? values.details.includeSalesTax : null,
    setIncludeSalesTax: (include: boolean) => {
      setTaxTouched(true);
      setValue('details.includeSalesTax', include);
    },
    setSameAsCustomerAddress: (same: boolean) =>
      setValue('details', withSameAddress(getValues('details'), getValues('customer'), same)),
  };
}

/** The customer fields a found client fills in, each only when the client has it. */
const LOOKUP_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies readonly (keyof CustomerForm)[];

/** Looks the client up by e-mail 500 ms after typing stops, only for an address with @ (spec 01 section 4). */
function useCustomerLookup(
  showroomId: string | null,
  email: string,
  onFound: (customer: NonNullable<Awaited<ReturnType<typeof lookUpCustomer>>>) => void,
) {
  const latest = useRef(onFound);
  useEffect(() => {
    latest.current = onFound;
  });
  useEffect(() => {
    if (!email.includes('@')) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void lookUpCustomer(showroomId, email).then((found) => {
        if (!cancelled && found) latest.current(found);
      });
    }, CUSTOMER_LOOKUP_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [showroomId, email]);
}
