import { useId, useState, type FormEvent } from 'react';
import type {
  TCreateSpecialPricingRequest,
  TStonePricingResponse,
} from '@stonetool/contracts/admin-special-pricing';
import type { TStone } from '@stonetool/contracts/stones';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import {
  DEFAULT_SPECIAL_PRICING_VALID_DAYS,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  specialPricingFiguresError,
  specialUnitCents,
} from '@stonetool/domain/pricing/special-pricing';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { ShowroomSelect } from '../showroom-select';
import { getStonePricing } from './api/special-pricing';
import { DiscountPercentField, MaxUsesField } from './special-pricing-fields';

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * The create form of the Special Pricing tab (spec 03 sections 5 and 9): showroom, brand,
 * optional color, thickness and finish suggested from the catalog and narrowed by the choices
 * before them, discount, max uses, valid days (30), notes and promo code (forced to upper-case
 * letters and digits). The preview looks up the showroom's wholesale cost and the real stones the
 * rule would cover, and shows each one's special cost and special price by the domain's
 * specialUnitCents, as checkout computes them (decision 087: no example at a made-up $750 cost).
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
  const [showroomId, setShowroomId] = useState('');
  const [brand, setBrand] = useState('');
  const [color, setColor] = useState('');
  const [thickness, setThickness] = useState('');
  const [finish, setFinish] = useState('');
  const [discountText, setDiscountText] = useState('');
  const [maxUsesText, setMaxUsesText] = useState('');
  const [validDaysText, setValidDaysText] = useState(String(DEFAULT_SPECIAL_PRICING_VALID_DAYS));
  const [notes, setNotes] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<{ result?: TStonePricingResponse; error?: string; pending?: boolean }>(
    {},
  );

  const ofBrand = stones.filter((stone) => looseEquals(stone.Brand, brand));
  const ofColor = ofBrand.filter((stone) => color === '' || looseEquals(stone.Color, color));
  const ofThickness = ofColor.filter((stone) => thickness === '' || looseEquals(stone.Thickness, thickness));
  const brands = distinct(stones.map((stone) => stone.Brand));
  const discount = optionalNumber(discountText);

  const previewValid = discount !== null && !Number.isNaN(discount) && discount >= 0 && discount <= 100;
  const special = (dollars: number) =>
    formatUsd(specialUnitCents(dollarsToCents(dollars), { specialDiscountPercent: discount ?? 0 }));

  async function preview() {
    if (!showroomId || !brand || discount === null) {
      setLookup({ error: 'Choose a showroom, a brand and a discount to preview' });
      return;
    }
    setLookup({ pending: true });
    try {
      const result = await getStonePricing({
        showroom_id: showroomId,
        brand,
        color: color || null,
        thickness: thickness || null,
        finish: finish || null,
      });
      setLookup({ result });
    } catch (lookupError) {
      setLookup({ error: lookupError instanceof Error ? lookupError.message : 'Pricing lookup failed' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const validDays = optionalNumber(validDaysText);
    if (!showroomId || !brand || discount === null || validDays === null) {
      setError('Showroom, brand, discount percent and valid days are required');
      return;
    }
    const maxUses = optionalNumber(maxUsesText);
    const problem = specialPricingFiguresError({
      specialDiscountPercent: discount,
      maxUses,
      validDays,
      promoCode,
    });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onSubmit({
      showroom_id: showroomId,
      brand,
      color: color || null,
      thickness: thickness || null,
      finish: finish || null,
      special_discount_percent: discount,
      max_uses: maxUses,
      valid_days: validDays,
      notes: notes.trim() || null,
      promo_code: promoCode || null,
    });
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <ShowroomSelect value={showroomId} onChange={setShowroomId} />
      <div>
        <label htmlFor={`${id}-brand`} className="field-label">
          Brand
        </label>
        <select
          id={`${id}-brand`}
          className="field-input w-full"
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value);
            setColor('');
            setThickness('');
            setFinish('');
            setLookup({});
          }}
        >
          <option value="">Select a brand</option>
          {brands.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Color (optional)"
        hint="Empty means every color"
        list={`${id}-colors`}
        value={color}
        onChange={(event) => {
          setColor(event.target.value);
          setLookup({});
        }}
      />
      <datalist id={`${id}-colors`}>
        {distinct(ofBrand.map((stone) => stone.Color)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextField
        label="Thickness (optional)"
        list={`${id}-thicknesses`}
        value={thickness}
        onChange={(event) => {
          setThickness(event.target.value);
          setLookup({});
        }}
      />
      <datalist id={`${id}-thicknesses`}>
        {distinct(ofColor.map((stone) => stone.Thickness)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextField
        label="Finish (optional)"
        list={`${id}-finishes`}
        value={finish}
        onChange={(event) => {
          setFinish(event.target.value);
          setLookup({});
        }}
      />
      <datalist id={`${id}-finishes`}>
        {distinct(ofThickness.map((stone) => stone.Finish)).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <DiscountPercentField
        value={discountText}
        onChange={(event) => setDiscountText(event.target.value)}
        requiredMark
      />
      <MaxUsesField
        hint="Empty means unlimited"
        value={maxUsesText}
        onChange={(event) => setMaxUsesText(event.target.value)}
      />
      <TextField
        label="Valid days"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={validDaysText}
        onChange={(event) => setValidDaysText(event.target.value)}
        requiredMark
      />
      <TextField
        label="Promo code (optional)"
        hint="A reference only: the discount applies automatically, customers do not enter it"
        maxLength={PROMO_CODE_MAX_LENGTH}
        value={promoCode}
        onChange={(event) => setPromoCode(normalizePromoCode(event.target.value))}
      />
      <TextField label="Notes (optional)" value={notes} onChange={(event) => setNotes(event.target.value)} />
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
      {error ? <Alert tone="error">{error}</Alert> : null}
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
