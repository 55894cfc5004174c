import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ZCreateSpecialPricingRequest,
  type TCreateSpecialPricingRequest,
  type TStonePricingResponse,
} from '@stonetool/contracts/admin-special-pricing';
import type { TStone } from '@stonetool/contracts/stones';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import {
  DEFAULT_SPECIAL_PRICING_VALID_DAYS,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  specialUnitCents,
} from '@stonetool/domain/pricing/special-pricing';
import { Alert } from '../../../components/alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { optionalNumber } from '../../../lib/forms/form-text';
import { ShowroomSelect } from '../showroom-select';
import { getStonePricing } from './api/special-pricing';
import { DiscountPercentField, MaxUsesField } from './special-pricing-fields';

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** What the create form's fields hold, named as the request names them. */
type CreateValues = Record<
  | 'showroom_id'
  | 'brand'
  | 'color'
  | 'thickness'
  | 'finish'
  | 'special_discount_percent'
  | 'max_uses'
  | 'valid_days'
  | 'notes'
  | 'promo_code',
  string
>;

const REQUIRED = 'Showroom, brand, discount percent and valid days are required';

/** The contract's create body, after the form's one message for its four required fields. */
const ZCreateForm = z
  .custom<z.input<typeof ZCreateSpecialPricingRequest>>()
  .superRefine((body, issues) => {
    if (
      !body.showroom_id ||
      !body.brand ||
      body.special_discount_percent === null ||
      body.valid_days === null
    )
      issues.addIssue({ code: 'custom', message: REQUIRED });
  })
  .pipe(ZCreateSpecialPricingRequest);

function toCreateRequest(values: CreateValues) {
  return {
    showroom_id: values.showroom_id,
    brand: values.brand,
    color: values.color || null,
    thickness: values.thickness || null,
    finish: values.finish || null,
    special_discount_percent: optionalNumber(values.special_discount_percent),
    max_uses: optionalNumber(values.max_uses),
    valid_days: optionalNumber(values.valid_days),
    notes: values.notes.trim() || null,
    promo_code: values.promo_code || null,
  } as z.input<typeof ZCreateSpecialPricingRequest>;
}

/**
 * The create form of the Special Pricing tab (spec 03 sections 5 and 9): showroom, brand,
 * optional color, thickness and finish suggested from the catalog and narrowed by the choices
 * before them, discount, max uses, valid days (30), notes and promo code (forced to upper-case
 * letters and digits), checked by the create request's contract. The preview looks up the
 * showroom's wholesale cost and the real stones the rule would cover, and shows each one's
 * special cost and special price by the domain's specialUnitCents, as checkout computes them
 * (decision 087: no example at a made-up $750 cost).
 */
export function CreateSpecialPricingForm({
  stones,
  pending,
  onSubmit,
}: {
  stones: readonly TStone[];
  pending: boolean;
  onSubmit: (body: TCreateSpecialPricingRequest) => void;
}) {
  const id = useId();
  const form = useForm<CreateValues>({
    resolver: contractResolver(ZCreateForm, toCreateRequest),
    defaultValues: {
      showroom_id: '',
      brand: '',
      color: '',
      thickness: '',
      finish: '',
      special_discount_percent: '',
      max_uses: '',
      valid_days: String(DEFAULT_SPECIAL_PRICING_VALID_DAYS),
      notes: '',
      promo_code: '',
    },
  });
  const errors = form.formState.errors;
  const field = contractField(form);
  const [lookup, setLookup] = useState<{ result?: TStonePricingResponse; error?: string; pending?: boolean }>(
    {},
  );
  const [brand, color, thickness, discountText] = useWatch({
    control: form.control,
    name: ['brand', 'color', 'thickness', 'special_discount_percent'],
  });
  const clearLookup = () => setLookup({});

  const ofBrand = stones.filter((stone) => looseEquals(stone.Brand, brand));
  const ofColor = ofBrand.filter((stone) => color === '' || looseEquals(stone.Color, color));
  const ofThickness = ofColor.filter((stone) => thickness === '' || looseEquals(stone.Thickness, thickness));
  const brands = distinct(stones.map((stone) => stone.Brand));
  const discount = optionalNumber(discountText);

  const previewValid = discount !== null && !Number.isNaN(discount) && discount >= 0 && discount <= 100;
  const special = (dollars: number) =>
    formatUsd(specialUnitCents(dollarsToCents(dollars), { specialDiscountPercent: discount ?? 0 }));

  async function preview() {
    const values = form.getValues();
    if (!values.showroom_id || !values.brand || discount === null) {
      setLookup({ error: 'Choose a showroom, a brand and a discount to preview' });
      return;
    }
    setLookup({ pending: true });
    try {
      const result = await getStonePricing({
        showroom_id: values.showroom_id,
        brand: values.brand,
        color: values.color || null,
        thickness: values.thickness || null,
        finish: values.finish || null,
      });
      setLookup({ result });
    } catch (lookupError) {
      setLookup({ error: lookupError instanceof Error ? lookupError.message : 'Pricing lookup failed' });
    }
  }

  // Not awaited: the handler only hands the body on, so handleSubmit's promise never rejects.
  const submit = form.handleSubmit((values) =>
    onSubmit(ZCreateSpecialPricingRequest.parse(toCreateRequest(values))),
  );

  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="showroom_id"
        render={({ field }) => (
          <ShowroomSelect
            value={field.value}
            error={errors.showroom_id?.message}
            onChange={(showroomId) => {
              field.onChange(showroomId);
              clearLookup();
            }}
          />
        )}
      />
      <SelectField
        label="Brand"
        className="max-w-md"
        options={[
          { value: '', label: 'Select a brand' },
          ...brands.map((name) => ({ value: name, label: name })),
        ]}
        {...field('brand', {
          onChange: () => {
            for (const narrower of ['color', 'thickness', 'finish'] as const) form.setValue(narrower, '');
            clearLookup();
          },
        })}
      />
      <TextField
        label="Color (optional)"
        hint="Empty means every color"
        list={`${id}-colors`}
        {...field('color', { onChange: clearLookup })}
      />
      <datalist id={`${id}-colors`}>
        {distinct(ofBrand.map((stone) => stone.Color)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextField
        label="Thickness (optional)"
        list={`${id}-thicknesses`}
        {...field('thickness', { onChange: clearLookup })}
      />
      <datalist id={`${id}-thicknesses`}>
        {distinct(ofColor.map((stone) => stone.Thickness)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextField
        label="Finish (optional)"
        list={`${id}-finishes`}
        {...field('finish', { onChange: clearLookup })}
      />
      <datalist id={`${id}-finishes`}>
        {distinct(ofThickness.map((stone) => stone.Finish)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <DiscountPercentField requiredMark {...field('special_discount_percent')} />
      <MaxUsesField hint="Empty means unlimited" {...field('max_uses')} />
      <TextField
        label="Valid days"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        requiredMark
        {...field('valid_days')}
      />
      <TextField
        label="Promo code (optional)"
        hint="A reference only: the discount applies automatically, customers do not enter it"
        maxLength={PROMO_CODE_MAX_LENGTH}
        {...field('promo_code', {
          onChange: (event: { target: { value: string } }) =>
            form.setValue('promo_code', normalizePromoCode(event.target.value)),
        })}
      />
      <TextField label="Notes (optional)" {...field('notes')} />
      <div className="rounded-md border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void preview()}
          disabled={lookup.pending}
        >
          {lookup.pending ? 'Looking up...' : 'Preview Pricing'}
        </button>
        <div className="mt-2" aria-live="polite">
          {!previewValid ? (
            <p>Enter a discount to see the special cost</p>
          ) : lookup.result ? (
            <PreviewFigures result={lookup.result} special={special} />
          ) : (
            <p>
              Preview Pricing shows the special cost and price of the showroom&apos;s stones this rule covers
            </p>
          )}
        </div>
        {lookup.error ? <Alert tone="error">{lookup.error}</Alert> : null}
      </div>
      {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving...' : 'Create Special Pricing'}
      </button>
    </form>
  );
}

/** At most this many stones are listed; the rest are counted. */
const PREVIEW_STONES = 12;

/** The looked-up figures: the average wholesale cost, then each covered stone's cost and price. */
function PreviewFigures({
  result,
  special,
}: {
  result: TStonePricingResponse;
  special: (dollars: number) => string;
}) {
  const shown = result.stones.slice(0, PREVIEW_STONES);
  const more = result.stones.length - shown.length;
  return (
    <>
      <p>
        Wholesale cost {formatUsd(dollarsToCents(result.wholesale_cost))} becomes{' '}
        {special(result.wholesale_cost)} per slab
      </p>
      {shown.length > 0 ? (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Stones this rule covers, per slab</caption>
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Stone
              </th>
              <th scope="col" className="py-1 font-medium">
                Showroom cost
              </th>
              <th scope="col" className="py-1 font-medium">
                Client price
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((stone) => (
              <tr key={stone.stone_id}>
                <th scope="row" className="py-1 font-normal">
                  {stone.color} {stone.thickness} {stone.finish}
                </th>
                <td className="py-1">
                  {formatUsd(dollarsToCents(stone.wholesale_cost))} → {special(stone.wholesale_cost)}
                </td>
                <td className="py-1">
                  {formatUsd(dollarsToCents(stone.client_price))} → {special(stone.client_price)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {more > 0 ? (
        <p className="mt-1">
          and {more} more {more === 1 ? 'stone' : 'stones'}
        </p>
      ) : null}
    </>
  );
}
