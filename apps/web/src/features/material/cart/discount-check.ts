import { DISCOUNT_MESSAGES, MAX_DISCOUNT_PERCENT } from '@stonetool/domain/pricing/discount';
import { VALID_DISCOUNT, type CartItem, type DiscountValidation } from '../state/material-state';

/**
 * The per-item discount of the cart (spec 01 sections 4 and 5) as pure steps on a cart line:
 * the checkbox enables it at 0 percent; each edit is pending for 1.5 s, then the server
 * validates it (valid, invalid, requires_override); a manager override turns it valid;
 * unchecking resets it to valid. `use-discount-check.ts` runs the timer and the calls.
 */

/** Discount validation debounce (spec 01 section 9). */
export const DISCOUNT_DEBOUNCE_MS = 1500;
/** Shown before any call when the entry is above 50 or not a whole number ("8.5", "-5"). */
export const DISCOUNT_RANGE_ERROR = DISCOUNT_MESSAGES.outOfRange;
export const DISCOUNT_VALIDATION_FAILED = 'Unable to validate discount.';
export const DISCOUNT_NETWORK_ERROR = 'Network error during validation.';

export type DiscountStatus = 'pending' | 'valid' | 'invalid' | 'requires_override';

export type DiscountPatch = Pick<CartItem, 'discountPercent' | 'discountEnabled' | 'discountValidation'>;

/** What POST /api/showroom/validate-discount answers (spec 01 section 7). */
export type DiscountAnswer = {
  valid: boolean;
  warning?: string | null | undefined;
  error?: string | null | undefined;
  requires_override?: boolean | undefined;
  override_id?: string | null | undefined;
};

export function discountStatus(validation: DiscountValidation): DiscountStatus {
  if (validation.pending) return 'pending';
  if (validation.valid) return 'valid';
  return validation.requires_override ? 'requires_override' : 'invalid';
}

/** Enabling starts at 0 percent; unchecking resets to valid (spec 01 section 4). */
export function toggleDiscount(enabled: boolean): DiscountPatch {
  return { discountEnabled: enabled, discountPercent: 0, discountValidation: VALID_DISCOUNT };
}

/**
 * A new entry in the percent field, as typed. No discount (an empty field or 0) is always allowed;
 * above 50 is refused at once; an entry that is not a whole number ("8.5") is refused at once and
 * counts as no discount, never as the digits it contains (85); anything else waits for the server.
 */
export function editDiscount(text: string): DiscountPatch {
  const draft = text.trim();
  if (draft !== '' && !/^\d+$/.test(draft)) {
    return {
      discountEnabled: true,
      discountPercent: 0,
      discountValidation: { ...VALID_DISCOUNT, valid: false, error: DISCOUNT_RANGE_ERROR },
    };
  }
  const percent = draft === '' ? 0 : Number(draft);
  if (percent === 0) return toggleDiscount(true);
  if (percent > MAX_DISCOUNT_PERCENT) {
    return {
      discountEnabled: true,
      discountPercent: percent,
      discountValidation: { ...VALID_DISCOUNT, valid: false, error: DISCOUNT_RANGE_ERROR },
    };
  }
  return {
    discountEnabled: true,
    discountPercent: percent,
    discountValidation: { ...VALID_DISCOUNT, valid: false, pending: true },
  };
}

/** The server's verdict on a pending entry. */
export function answeredDiscount(answer: DiscountAnswer): DiscountValidation {
  if (answer.valid) {
    return { ...VALID_DISCOUNT, warning: answer.warning ?? null, overrideId: answer.override_id ?? null };
  }
  return {
    valid: false,
    error: answer.error || DISCOUNT_VALIDATION_FAILED,
    warning: answer.warning ?? null,
    requires_override: answer.requires_override === true,
  };
}

export function failedDiscount(message: string): DiscountValidation {
  return { ...VALID_DISCOUNT, valid: false, error: message };
}

/**
 * The server answer is applied only while the line still waits for that same percent: an answer to
 * an entry the user has since changed, or a line that was removed, is dropped.
 */
export function isAnswerCurrent(item: CartItem | undefined, percent: number): item is CartItem {
  return (
    item !== undefined &&
    item.discountEnabled &&
    item.discountPercent === percent &&
    item.discountValidation.pending === true
  );
}

/** A manager can approve what the server refused (an override can make an invalid discount valid). */
export function canRequestOverride(item: DiscountPatch): boolean {
  const status = discountStatus(item.discountValidation);
  return (
    item.discountEnabled &&
    item.discountPercent > 0 &&
    item.discountPercent <= MAX_DISCOUNT_PERCENT &&
    (status === 'requires_override' || status === 'invalid')
  );
}

/** A line's discount blocks checkout while it is above 0 and not valid (spec 01 section 5). */
export function discountBlocksCheckout(item: DiscountPatch): boolean {
  return (
    item.discountEnabled && item.discountPercent > 0 && discountStatus(item.discountValidation) !== 'valid'
  );
}
