import type {
  TSaveWholesalePricingRequest,
  TWholesalePricingRow,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { DEFAULT_WHOLESALE_TERMS, type WholesalePricingType } from '@stonetool/domain/pricing/stone-price';
import {
  switchWholesalePricingType,
  wholesalePricingError,
} from '@stonetool/domain/pricing/wholesale-pricing';

/** One brand row of the Pricing tab as typed: percents as the input's text. */
export interface WholesaleDraft {
  brand: string;
  pricingType: WholesalePricingType;
  markupText: string;
  discountText: string;
  isActive: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The saved row of a brand, or the defaults (cost + 50 %, shown) for a brand without one. */
export function toWholesaleDraft(brand: string, row: TWholesalePricingRow | undefined): WholesaleDraft {
  if (!row) {
    return {
      brand,
      pricingType: DEFAULT_WHOLESALE_TERMS.pricingType,
      markupText: text(DEFAULT_WHOLESALE_TERMS.markupPercent),
      discountText: '',
      isActive: true,
    };
  }
  return {
    brand,
    pricingType: row.pricing_type,
    markupText: text(row.your_markup_percent),
    discountText: text(row.your_discount_percent),
    isActive: row.is_active,
  };
}

function percent(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** The domain's terms of a draft, with the other type's figure cleared (spec 03 section 4). */
export function draftTerms(draft: WholesaleDraft) {
  return switchWholesalePricingType(
    {
      pricingType: draft.pricingType,
      markupPercent: percent(draft.markupText),
      discountPercent: percent(draft.discountText),
    },
    draft.pricingType,
  );
}

/** The section 5 rules as the server checks them; the first message, or null. */
export function wholesaleDraftError(draft: WholesaleDraft, hasMsrp: boolean): string | null {
  const terms = draftTerms(draft);
  const typed = terms.pricingType === 'markup_from_cost' ? terms.markupPercent : terms.discountPercent;
  if (typed !== null && Number.isNaN(typed)) return `Enter a number for ${draft.brand}`;
  return wholesalePricingError({ brand: draft.brand, ...terms }, hasMsrp);
}

export function toWholesaleRequest(showroomId: string, draft: WholesaleDraft): TSaveWholesalePricingRequest {
  const terms = draftTerms(draft);
  return {
    showroom_id: showroomId,
    brand: draft.brand,
    pricing_type: terms.pricingType,
    your_markup_percent: terms.markupPercent,
    your_discount_percent: terms.discountPercent,
    is_active: draft.isActive,
  };
}
