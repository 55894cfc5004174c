import { ORDER_COUNTRIES } from '@stonetool/contracts/orders';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { FABRICATOR_CONTACT_WINDOW, type fabricationRangeLines } from './fabrication-lead';
import type { OrderFormValues } from './use-order-form';
import type { CustomerForm } from './required-fields';

type Form = UseFormReturn<OrderFormValues>;
type FieldName = Parameters<Form['register']>[0];

/**
 * A field's message from the order contract, shown only for a field that holds something (a
 * malformed e-mail, a text too long): a blank required field is listed by the Required Fields
 * Missing dialog instead, in the spec's words.
 */
function fieldError(form: Form, name: FieldName): string | undefined {
  const message = get<typeof form.formState.errors, { message?: string } | undefined>(
    form.formState.errors,
    name,
  )?.message;
  const value = form.getValues(name);
  return typeof value === 'string' && value.trim() !== '' ? message : undefined;
}

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

export function CustomerFieldset({ form }: { form: Form }) {
  return (
    <Fieldset legend="Customer Information">
      <div className="grid gap-4 sm:grid-cols-2">
        {CUSTOMER_FIELDS.map(({ key, label, type, required, wide, hint }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            autoComplete={key === 'email' ? 'off' : undefined}
            requiredMark={required}
            className={wide ? 'sm:col-span-2' : undefined}
            hint={hint}
            error={fieldError(form, `customer.${key}`)}
            {...form.register(`customer.${key}`)}
          />
        ))}
        <CountrySelect label="Country" {...form.register('customer.country')} />
      </div>
    </Fieldset>
  );
}

export function OrderDetailsFieldset({ form }: { form: Form }) {
  return (
    <Fieldset legend="Order Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Project Name"
          error={fieldError(form, 'details.projectName')}
          {...form.register('details.projectName')}
        />
        <TextField label="Delivery Date" type="date" {...form.register('details.deliveryDate')} />
        <div className="sm:col-span-2">
          <label htmlFor="order-notes" className="field-label">
            Order Notes
          </label>
          <textarea id="order-notes" className="field-input min-h-24" {...form.register('details.notes')} />
        </div>
      </div>
    </Fieldset>
  );
}

export function DeliveryFieldset({
  form,
  willCall,
  sameAsCustomerAddress,
  onSameAsCustomerAddress,
}: {
  form: Form;
  willCall: boolean;
  sameAsCustomerAddress: boolean;
  onSameAsCustomerAddress: (same: boolean) => void;
}) {
  return (
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
              className="size-5"
              value={value}
              {...form.register('details.deliveryMethod')}
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
          checked={sameAsCustomerAddress}
          onChange={(e) => onSameAsCustomerAddress(e.target.checked)}
        />
        Same as customer address
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {DELIVERY_FIELDS.map(({ key, label, wide }) => (
          <TextField
            key={key}
            label={label}
            disabled={willCall}
            className={wide ? 'sm:col-span-2' : undefined}
            {...form.register(`details.${key}`)}
          />
        ))}
        <CountrySelect
          label="Delivery Country"
          disabled={willCall}
          {...form.register('details.deliveryCountry')}
        />
      </div>
      {willCall ? (
        <p className="text-sm text-stone-700">Will call: the client collects the slabs from the showroom.</p>
      ) : null}
    </fieldset>
  );
}

export function SalesTaxFieldset({
  taxRatePercent,
  includeSalesTax,
  onIncludeSalesTax,
}: {
  taxRatePercent: number;
  includeSalesTax: boolean;
  onIncludeSalesTax: (include: boolean) => void;
}) {
  return (
    <Fieldset legend="Sales Tax">
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5"
          checked={includeSalesTax}
          onChange={(e) => onIncludeSalesTax(e.target.checked)}
        />
        Include sales tax ({taxRatePercent}%)
      </label>
    </Fieldset>
  );
}

export function FabricationFieldset({
  form,
  needsFabricationLead,
  ranges,
}: {
  form: Form;
  needsFabricationLead: boolean;
  ranges: ReturnType<typeof fabricationRangeLines>;
}) {
  return (
    <Fieldset legend="Fabrication">
      <label className="flex min-h-10 items-start gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="mt-0.5 size-5" {...form.register('details.needsFabricationLead')} />
        My client also needs fabrication (send a fabrication lead)
      </label>
      {needsFabricationLead ? (
        <div className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
          <p className="font-semibold">Estimated fabrication price per sq ft</p>
          <ul className="mt-1 list-inside list-disc">
            {ranges.map((range) => (
              <li key={range.stoneType}>{range.label}</li>
            ))}
          </ul>
          <p className="mt-2">A fabricator will contact your client within {FABRICATOR_CONTACT_WINDOW}.</p>
        </div>
      ) : null}
    </Fieldset>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function CountrySelect({ label, ...select }: { label: string } & ComponentPropsWithRef<'select'>) {
  const id = `country-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" {...select}>
        {ORDER_COUNTRIES.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </select>
    </div>
  );
}
