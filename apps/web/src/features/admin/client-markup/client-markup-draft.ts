import {
  toClientMarkupInput,
  type TClientMarkupRow,
  type TSaveClientMarkupRequest,
} from '@stonetool/contracts/admin-client-markup';
import { clientMarkupError } from '@stonetool/domain/pricing/brand-pricing';
import { centsToDollars } from '@stonetool/domain/money';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_FIXED_MARKUP_CENTS,
  type ClientMarkupType,
} from '@stonetool/domain/pricing/stone-price';

/** One brand row of the Client Markup tab as typed. */
export interface ClientMarkupDraft {
  brand: string;
  markupType: ClientMarkupType;
  percentText: string;
  fixedText: string;
  minimumMarginText: string;
  isActive: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The saved row, or the spec's defaults (40 %, 15 % minimum margin) for a brand without one. */
export function toClientMarkupDraft(brand: string, row: TClientMarkupRow | undefined): ClientMarkupDraft {
  if (!row) {
    return {
      brand,
      markupType: DEFAULT_CLIENT_TERMS.markupType,
      percentText: text(DEFAULT_CLIENT_TERMS.markupPercent),
      fixedText: '',
      minimumMarginText: text(DEFAULT_CLIENT_TERMS.minimumMarginPercent),
      isActive: true,
    };
  }
  return {
    brand,
    markupType: row.markup_type,
    percentText: text(row.client_markup_percent),
    fixedText: text(row.fixed_markup_amount),
    minimumMarginText: text(row.minimum_margin_percent),
    isActive: row.is_active,
  };
}

/**
 * Spec 03 section 4: choosing percentage clears the fixed amount; choosing fixed clears the
 * percent, and offers the spec's default fixed amount ($600).
 */
export function switchDraftMarkupType(
  draft: ClientMarkupDraft,
  markupType: ClientMarkupType,
): ClientMarkupDraft {
  if (markupType === draft.markupType) return draft;
  return markupType === 'percentage'
    ? { ...draft, markupType, fixedText: '', percentText: text(DEFAULT_CLIENT_TERMS.markupPercent) }
    : { ...draft, markupType, percentText: '', fixedText: text(centsToDollars(DEFAULT_FIXED_MARKUP_CENTS)) };
}

function number(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

export function toClientMarkupRequest(
  showroomId: string,
  draft: ClientMarkupDraft,
): TSaveClientMarkupRequest {
  const fixed = draft.markupType === 'fixed';
  return {
    showroom_id: showroomId,
    brand: draft.brand,
    markup_type: draft.markupType,
    client_markup_percent: fixed ? null : number(draft.percentText),
    fixed_markup_amount: fixed ? number(draft.fixedText) : null,
    minimum_margin_percent: number(draft.minimumMarginText) ?? DEFAULT_CLIENT_TERMS.minimumMarginPercent,
    is_active: draft.isActive,
  };
}

/** Spec 03 section 5, client markup bounds, as the server checks them; the first message, or null. */
export function clientMarkupDraftError(showroomId: string, draft: ClientMarkupDraft): string | null {
  const request = toClientMarkupRequest(showroomId, draft);
  const typed = [request.client_markup_percent, request.fixed_markup_amount, request.minimum_margin_percent];
  if (typed.some((value) => value !== null && Number.isNaN(value)))
    return `Enter a number for ${draft.brand}`;
  return clientMarkupError(toClientMarkupInput(request));
}
