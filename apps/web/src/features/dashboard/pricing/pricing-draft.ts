import type { TBrandPricingEntry, TSaveBrandPricingRequest } from '@stonetool/contracts/showroom-pricing';
import { dollarsToCents } from '@stonetool/domain/money';
import {
  brandPricingError,
  previewBrandPrice,
  switchMarkupType,
  type BrandPricingInput,
} from '@stonetool/domain/pricing/brand-pricing';
import type {
  ClientMarkupType,
  ClientPricingStrategy,
  StonePrice,
} from '@stonetool/domain/pricing/stone-price';
import { DEFAULT_CLIENT_TERMS } from '@stonetool/domain/pricing/stone-price';

/**
 * A brand card's form as the owner types it: the inputs hold text, so an emptied field stays
 * empty instead of becoming 0. The preview and the save read it through the domain's rules.
 */
export interface PricingDraft {
  brand: string;
  strategy: ClientPricingStrategy;
  markupType: ClientMarkupType;
  markupPercent: string;
  fixedAmount: string;
  msrpDiscountPercent: string;
  minimumMarginPercent: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

function number(value: string): number | null {
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

export function toDraft(entry: TBrandPricingEntry): PricingDraft {
  return {
    brand: entry.brand,
    strategy: entry.pricing_strategy,
    markupType: entry.markup_type,
    markupPercent: text(entry.client_markup_percent),
    fixedAmount: text(entry.fixed_markup_amount),
    msrpDiscountPercent: text(entry.discount_from_msrp_percent),
    minimumMarginPercent: text(entry.minimum_margin_percent),
  };
}

export function toInput(draft: PricingDraft): BrandPricingInput {
  const fixed = number(draft.fixedAmount);
  return {
    brand: draft.brand,
    strategy: draft.strategy,
    markupType: draft.markupType,
    markupPercent: number(draft.markupPercent),
    fixedMarkupCents: fixed === null || Number.isNaN(fixed) ? fixed : dollarsToCents(fixed),
    msrpDiscountPercent: number(draft.msrpDiscountPercent),
    minimumMarginPercent: number(draft.minimumMarginPercent),
  };
}

/** Spec 03 section 4: percentage clears the fixed amount, fixed clears the percents. */
export function withMarkupType(draft: PricingDraft, markupType: ClientMarkupType): PricingDraft {
  const switched = switchMarkupType(toInput(draft), markupType);
  const keep = (value: number | null, typed: string) => (value === null ? '' : typed);
  return {
    ...draft,
    markupType: switched.markupType,
    markupPercent: keep(switched.markupPercent, draft.markupPercent),
    fixedAmount: keep(switched.fixedMarkupCents, draft.fixedAmount),
    msrpDiscountPercent: keep(switched.msrpDiscountPercent, draft.msrpDiscountPercent),
  };
}

/** The first section 5 rule the draft breaks, by the server's own check. */
export function draftError(draft: PricingDraft, entry: TBrandPricingEntry): string | null {
  return brandPricingError(toInput(draft), {
    hasMsrp: entry.has_msrp,
    isStrategyLocked: entry.is_strategy_locked,
  });
}

/**
 * The card's preview (sample customer price, profit, floor price) by the catalog's formulas; null
 * while a field holds something that is not a number.
 */
export function draftPreview(draft: PricingDraft, entry: TBrandPricingEntry): StonePrice | null {
  const input = toInput(draft);
  const figures = [
    input.markupPercent,
    input.fixedMarkupCents,
    input.msrpDiscountPercent,
    input.minimumMarginPercent,
  ];
  if (figures.some((figure) => figure !== null && Number.isNaN(figure))) return null;
  return previewBrandPrice(
    {
      sampleWholesaleCents: dollarsToCents(entry.sample_wholesale_price),
      brandMsrpCents: entry.brand_msrp === null ? null : dollarsToCents(entry.brand_msrp),
    },
    {
      strategy: entry.is_strategy_locked ? entry.wholesale_pricing_type : input.strategy,
      markupType: input.markupType,
      markupPercent: input.markupPercent,
      fixedMarkupCents: input.fixedMarkupCents,
      msrpDiscountPercent: input.msrpDiscountPercent,
      minimumMarginPercent: input.minimumMarginPercent ?? DEFAULT_CLIENT_TERMS.minimumMarginPercent,
    },
  );
}

/** The PUT body of one brand (spec 03 section 7); fixed_markup_amount is null unless fixed. */
export function toRequest(draft: PricingDraft): TSaveBrandPricingRequest {
  const input = toInput(draft);
  const fixed = number(draft.fixedAmount);
  return {
    brand: draft.brand,
    pricing_strategy: draft.strategy,
    client_markup_percent: input.markupPercent,
    discount_from_msrp_percent: input.msrpDiscountPercent,
    minimum_margin_percent: input.minimumMarginPercent,
    markup_type: draft.markupType,
    fixed_markup_amount: draft.markupType === 'fixed' ? fixed : null,
  };
}
