import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NO_VALID_ITEMS, ORDER_COUNTRIES } from '@stonetool/contracts/orders';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { PageMain } from '../../../components/page-main';
import { TextField } from '../../../components/text-field';
import { PendingDiscountCheck } from '../cart/pending-discount-check';
import { discountBlocksCheckout } from '../cart/discount-check';
import { useSpecialPricing } from '../cart/use-special-pricing';
import { useMaterial } from '../state/material-context';
import {
  confirmationEmailFailed,
  CUSTOMER_LOOKUP_DEBOUNCE_MS,
  EMAIL_CONFIRMATION_FAILED,
  lookUpCustomer,
  ORDER_FAILED,
  ORDER_FAILED_TOAST,
  submitMaterialOrder,
  useDeliveryPricing,
  useTaxSettings,
} from './api/order-api';
import { useFabricationLeadPricing } from './api/get-fabrication-lead-pricing';
import { fabricationRangeLines, FABRICATOR_CONTACT_WINDOW } from './fabrication-lead';
import { showMaterialToast } from '../../../components/material-toasts';
import {
  buildOrderRequest,
  customerFromClient,
  EMPTY_DETAILS,
  withSameAddress,
  type OrderDetailsForm,
} from './order-form';
import { orderableItems, orderSummary } from './order-summary';
import { OrderSummaryPanel } from './order-summary-panel';
import { missingRequiredFields, type CustomerForm } from './required-fields';

/** The customer form in the order a person fills it; the required ones are spec 01 section 5's. */
const CUSTOMER_FIELDS: readonly {
  key: Exclude<keyof CustomerForm, 'country'>;
  label: string;
  type?: string;
  required?: boolean;
  wide?: boolean;
  hint?: string;
}[] = [
  {
    key: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    wide: true,
    hint: "A known client's details fill in by themselves.",
  },
  { key: 'firstName', label: 'First Name', required: true },
  { key: 'lastName', label: 'Last Name', required: true },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'company', label: 'Company' },
  { key: 'streetAddress', label: 'Street Address', required: true, wide: true },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'zipCode', label: 'Zip Code', required: true },
];

/** The delivery address; will call disables it (spec 01 section 4). */
const DELIVERY_FIELDS: readonly {
  key: 'deliveryStreetAddress' | 'deliveryCity' | 'deliveryState' | 'deliveryZipCode';
  label: string;
  wide?: boolean;
}[] = [
  { key: 'deliveryStreetAddress', label: 'Delivery Street Address', wide: true },
  { key: 'deliveryCity', label: 'Delivery City' },
  { key: 'deliveryState', label: 'Delivery State' },
  { key: 'deliveryZipCode', label: 'Delivery Zip Code' },
];

/** Session and cart are cleared this long after a successful order (spec 01 section 9). */
export const RESET_AFTER_ORDER_MS = 3_000;

/**
 * The order (checkout) view of Material Mode (spec 01 sections 2, 4, 5 and 8): the summary, the
 * customer form with the e-mail lookup, order details, delivery or will call, tax options, the
 * fabrication lead option, and Submit Material Order.
 */
export function OrderScreen() {
  const { state, dispatch, showroomId } = useMaterial();
  const items = state.cart;
  useSpecialPricing(items, dispatch);
  const leadPricing = useFabricationLeadPricing();

  const [customer, setCustomer] = useState<CustomerForm>(() => customerFromClient(state.session?.client));
  const [details, setDetails] = useState<OrderDetailsForm>(EMPTY_DETAILS);
  const [missing, setMissing] = useState<string[]>([]);
  // Kept apart from the list, so the list is still there when focus returns after closing.
  const [missingOpen, setMissingOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The spec's message, and beneath it the server's reason when it gave one (e.g. changed prices).
  const [failure, setFailure] = useState<{ message: string; reason: string | null } | null>(null);
  // One checkout attempt, one key: a double click, or a retry after a lost answer, replays the first
  // order. A refused submit stores nothing on the server, so the same key serves the corrected retry.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const running = useRef(false);

  const tax = useTaxSettings(showroomId);
  const taxRate = tax.data?.ratePercent ?? 0;
  const [taxTouched, setTaxTouched] = useState(false);
  const includeSalesTax = taxTouched ? details.includeSalesTax : (tax.data?.enabled ?? true);

  const deliveryLines = useMemo(
    () => orderableItems(items).map((item) => ({ brand: item.stone.Brand, quantity: item.quantity })),
    [items],
  );
  const isDelivery = details.deliveryMethod === 'delivery';
  const delivery = useDeliveryPricing(deliveryLines, isDelivery);
  const deliveryQuote = delivery.data ?? { deliveryCents: 0, breakdown: [] };

  const { lines, totals } = useMemo(
    () =>
      orderSummary(items, {
        includeSalesTax,
        taxRatePercent: taxRate,
        deliveryMethod: isDelivery ? 'delivery' : 'will_call',
        deliveryCents: isDelivery ? deliveryQuote.deliveryCents : 0,
      }),
    [items, includeSalesTax, taxRate, isDelivery, deliveryQuote.deliveryCents],
  );

  useCustomerLookup(showroomId, customer.email, (found) =>
    setCustomer((current) => ({
      ...current,
      firstName: found.firstName || current.firstName,
      lastName: found.lastName || current.lastName,
      phone: found.phone || current.phone,
      company: found.company || current.company,
      streetAddress: found.streetAddress || current.streetAddress,
      city: found.city || current.city,
      state: found.state || current.state,
      zipCode: found.zipCode || current.zipCode,
      country: found.country || current.country,
    })),
  );

  const setField = (key: keyof CustomerForm, value: string) => {
    const next = { ...customer, [key]: value };
    setCustomer(next);
    if (details.sameAsCustomerAddress) setDetails(withSameAddress(details, next, true));
  };
  const setDetail = <K extends keyof OrderDetailsForm>(key: K, value: OrderDetailsForm[K]) =>
    setDetails((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    if (running.current) return;
    if (lines.length === 0) {
      setFailure({ message: NO_VALID_ITEMS, reason: null });
      return;
    }
    const list = missingRequiredFields(
      customer,
      details.deliveryMethod,
      lines.map(({ item }) => ({
        brand: item.stone.Brand,
        color: item.stone.Color,
        discountPercent: item.discountEnabled ? item.discountPercent : 0,
        discountValid: !discountBlocksCheckout(item),
      })),
    );
    if (list.length > 0) {
      setMissing(list);
      setMissingOpen(true);
      return;
    }
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const order = await submitMaterialOrder(
        buildOrderRequest({
          items: lines.map((line) => line.item),
          customer,
          details: { ...details, includeSalesTax },
          totals,
          taxRatePercent: taxRate,
          delivery: deliveryQuote,
          showroomId,
          session: state.session,
          existingQuoteId: state.quote?.quoteId ?? null,
        }),
        idempotencyKey,
      );
      showMaterialToast('success', `Order submitted successfully! Order number: ${order.quoteNumber}`);
      // The order stands whatever the mails do; a failure shows as a warning on the catalog.
      void confirmationEmailFailed(order).then((failed) => {
        if (failed) showMaterialToast('warning', EMAIL_CONFIRMATION_FAILED);
      });
      dispatch({ type: 'order/placed', orderData: order.emailData.orderData, now: new Date().toISOString() });
      // The order view is gone by then; the provider's dispatch still clears the session and cart.
      window.setTimeout(() => dispatch({ type: 'consultation/new-client' }), RESET_AFTER_ORDER_MS);
    } catch (error) {
      const reason = error instanceof Error && error.message !== ORDER_FAILED ? error.message : null;
      setFailure({ message: ORDER_FAILED, reason: reason || null });
      showMaterialToast('error', ORDER_FAILED_TOAST);
      running.current = false;
      setSubmitting(false);
    }
  };

  const willCall = details.deliveryMethod === 'will_call';
  const ranges = fabricationRangeLines(
    lines.map((line) => line.item.stone.Type),
    leadPricing.data ?? [],
  );

  return (
    <PageMain className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => dispatch({ type: 'view/back-from-order' })}
        >
          {items.length > 0 ? 'Back to Cart' : 'Back to Catalog'}
        </button>
      </div>
      {state.quote ? (
        <p className="mt-1 text-sm text-stone-700">Reference number: {state.quote.quoteNumber}</p>
      ) : null}
      {items.map((item) => (
        <PendingDiscountCheck key={item.id} item={item} />
      ))}

      <form
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="min-w-0 space-y-6">
          <Fieldset legend="Customer Information">
            <div className="grid gap-4 sm:grid-cols-2">
              {CUSTOMER_FIELDS.map(({ key, label, type, required, wide, hint }) => (
                <TextField
                  key={key}
                  label={label}
                  type={type}
                  autoComplete={key === 'email' ? 'off' : undefined}
                  value={customer[key]}
                  onChange={(e) => setField(key, e.target.value)}
                  requiredMark={required}
                  className={wide ? 'sm:col-span-2' : undefined}
                  hint={hint}
                />
              ))}
              <CountrySelect
                label="Country"
                value={customer.country}
                onChange={(value) => setField('country', value)}
              />
            </div>
          </Fieldset>

          <Fieldset legend="Order Details">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Project Name"
                value={details.projectName}
                onChange={(e) => setDetail('projectName', e.target.value)}
              />
              <TextField
                label="Delivery Date"
                type="date"
                value={details.deliveryDate}
                onChange={(e) => setDetail('deliveryDate', e.target.value)}
              />
              <div className="sm:col-span-2">
                <label htmlFor="order-notes" className="field-label">
                  Order Notes
                </label>
                <textarea
                  id="order-notes"
                  className="field-input min-h-24"
                  value={details.notes}
                  onChange={(e) => setDetail('notes', e.target.value)}
                />
              </div>
            </div>
          </Fieldset>

          <fieldset className="card space-y-4 p-4">
            <legend className="px-1 text-lg font-semibold text-stone-900">
              Delivery Method{' '}
              <span className="text-sm text-red-700" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  ['delivery', 'Delivery'],
                  ['will_call', 'Will Call'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-10 items-center gap-2 font-medium text-stone-800">
                  <input
                    type="radio"
                    name="delivery-method"
                    className="size-5"
                    checked={details.deliveryMethod === value}
                    onChange={() => setDetail('deliveryMethod', value)}
                  />
                  {label}
                </label>
              ))}
            </div>
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="size-5"
                disabled={willCall}
                checked={details.sameAsCustomerAddress}
                onChange={(e) => setDetails((d) => withSameAddress(d, customer, e.target.checked))}
              />
              Same as customer address
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              {DELIVERY_FIELDS.map(({ key, label, wide }) => (
                <TextField
                  key={key}
                  label={label}
                  value={details[key]}
                  disabled={willCall}
                  onChange={(e) => setDetail(key, e.target.value)}
                  className={wide ? 'sm:col-span-2' : undefined}
                />
              ))}
              <CountrySelect
                label="Delivery Country"
                value={details.deliveryCountry}
                disabled={willCall}
                onChange={(value) => setDetail('deliveryCountry', value)}
              />
            </div>
            {willCall ? (
              <p className="text-sm text-stone-700">
                Will call: the client collects the slabs from the showroom.
              </p>
            ) : null}
          </fieldset>

          <Fieldset legend="Sales Tax">
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="size-5"
                checked={includeSalesTax}
                onChange={(e) => {
                  setTaxTouched(true);
                  setDetail('includeSalesTax', e.target.checked);
                }}
              />
              Include sales tax ({taxRate}%)
            </label>
          </Fieldset>

          <Fieldset legend="Fabrication">
            <label className="flex min-h-10 items-start gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5"
                checked={details.needsFabricationLead}
                onChange={(e) => setDetail('needsFabricationLead', e.target.checked)}
              />
              My client also needs fabrication (send a fabrication lead)
            </label>
            {details.needsFabricationLead ? (
              <div className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
                <p className="font-semibold">Estimated fabrication price per sq ft</p>
                <ul className="mt-1 list-inside list-disc">
                  {ranges.map((range) => (
                    <li key={range.stoneType}>{range.label}</li>
                  ))}
                </ul>
                <p className="mt-2">
                  A fabricator will contact your client within {FABRICATOR_CONTACT_WINDOW}.
                </p>
              </div>
            ) : null}
          </Fieldset>
        </div>

        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <OrderSummaryPanel
            lines={lines}
            totals={totals}
            taxRatePercent={taxRate}
            includeSalesTax={includeSalesTax}
            showDelivery={!willCall}
            delivery={deliveryQuote}
            deliveryLoading={isDelivery && delivery.isFetching}
          />
          {failure ? (
            <Alert tone="error">
              <p>{failure.message}</p>
              {failure.reason ? <p className="mt-1">{failure.reason}</p> : null}
            </Alert>
          ) : null}
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            {submitting ? 'Processing...' : 'Submit Material Order'}
          </button>
        </div>
      </form>

      <Modal
        open={missingOpen}
        onOpenChange={setMissingOpen}
        returnFocus={() => firstMissingControl(missing)}
        title="Required Fields Missing"
        description="Please complete the following before submitting the order:"
      >
        <ul className="list-inside list-disc space-y-1 text-stone-900" aria-label="Missing fields">
          {missing.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn btn-primary" onClick={() => setMissingOpen(false)}>
            OK
          </button>
        </div>
      </Modal>
    </PageMain>
  );
}

/** The control of the first missing field, so the keyboard continues where the form needs it. */
function firstMissingControl(missing: readonly string[]): HTMLElement | null {
  const first = missing[0];
  if (!first) return null;
  if (first === 'Delivery Method')
    return document.querySelector<HTMLElement>('input[name="delivery-method"]');
  const label = Array.from(document.querySelectorAll('label')).find((entry) => entry.textContent === first);
  return label?.control ?? null;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function CountrySelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = `country-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {ORDER_COUNTRIES.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </select>
    </div>
  );
}

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
