/**
 * The per-item discount of the cart (spec 01 sections 4 and 5) as a pure state machine: the
 * checkbox enables it at 0 percent; each edit waits 1.5 s, then the server validates it
 * (pending, valid, invalid, requires_override); a manager override turns it valid; unchecking
 * resets it to valid. The hook that runs the timer and the call is `use-discount-check.ts`.
 */

/** Discount validation debounce (spec 01 section 9). */
export const DISCOUNT_DEBOUNCE_MS = 1500;
/** Discount percent is an integer 0 to 50 (spec 01 sections 5 and 9). */
export const MAX_DISCOUNT_PERCENT = 50;
/** Shown before any call when the entry is not a whole number from 0 to 50. */
export const DISCOUNT_RANGE_ERROR = `Discount must be a whole number from 0 to ${MAX_DISCOUNT_PERCENT}.`;
export const DISCOUNT_VALIDATION_FAILED = 'Unable to validate discount.';
export const DISCOUNT_NETWORK_ERROR = 'Network error during validation.';

export type DiscountStatus = 'pending' | 'valid' | 'invalid' | 'requires_override';

export type DiscountCheck = {
  status: DiscountStatus;
  error: string | null;
  warning: string | null;
  /** Set once a manager approved this exact percent; the order carries it to the server. */
  overrideId: string | null;
  /** Counts edits, so an answer to an older edit is ignored. */
  revision: number;
};

export type DiscountState = {
  enabled: boolean;
  /** What the field shows, kept as typed so an empty field can be edited. */
  input: string;
  /** The last entry that parsed as a whole number from 0 to 50. */
  percent: number;
  check: DiscountCheck;
};

/** What POST /api/showroom/validate-discount answers (spec 01 section 7). */
export type DiscountAnswer = {
  valid: boolean;
  warning?: string | null | undefined;
  error?: string | null | undefined;
  requires_override?: boolean | undefined;
  override_id?: string | null | undefined;
};

export type DiscountEvent =
  | { type: 'toggle'; enabled: boolean }
  | { type: 'input'; text: string }
  | { type: 'answer'; revision: number; answer: DiscountAnswer }
  | { type: 'failed'; revision: number; message: string }
  | { type: 'override_approved'; revision: number; overrideId: string };

const validCheck = (revision: number): DiscountCheck => ({
  status: 'valid',
  error: null,
  warning: null,
  overrideId: null,
  revision,
});

export const initialDiscountState: DiscountState = {
  enabled: false,
  input: '0',
  percent: 0,
  check: validCheck(0),
};

/** A whole number from 0 to 50, or null. An empty field reads as 0, which needs no approval. */
export function parseDiscountPercent(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_DISCOUNT_PERCENT ? value : null;
}

export function discountReducer(state: DiscountState, event: DiscountEvent): DiscountState {
  const next = state.check.revision + 1;
  switch (event.type) {
    case 'toggle':
      // Enabling starts at 0 percent; unchecking resets to valid (spec 01 section 4).
      return { enabled: event.enabled, input: '0', percent: 0, check: validCheck(next) };
    case 'input': {
      if (!state.enabled) return state;
      const percent = parseDiscountPercent(event.text);
      if (percent === null) {
        return {
          ...state,
          input: event.text,
          check: { ...validCheck(next), status: 'invalid', error: DISCOUNT_RANGE_ERROR },
        };
      }
      // No discount is always allowed; anything above waits for the server.
      const check = percent === 0 ? validCheck(next) : { ...validCheck(next), status: 'pending' as const };
      return { ...state, input: event.text, percent, check };
    }
    case 'answer': {
      if (event.revision !== state.check.revision || state.check.status !== 'pending') return state;
      const { answer } = event;
      const status: DiscountStatus = answer.valid
        ? 'valid'
        : answer.requires_override
          ? 'requires_override'
          : 'invalid';
      return {
        ...state,
        check: {
          status,
          error: answer.valid ? null : answer.error || DISCOUNT_VALIDATION_FAILED,
          warning: answer.warning ?? null,
          overrideId: answer.valid ? (answer.override_id ?? null) : null,
          revision: state.check.revision,
        },
      };
    }
    case 'failed':
      if (event.revision !== state.check.revision || state.check.status !== 'pending') return state;
      return { ...state, check: { ...state.check, status: 'invalid', error: event.message } };
    case 'override_approved':
      if (event.revision !== state.check.revision) return state;
      return {
        ...state,
        check: { ...validCheck(state.check.revision), overrideId: event.overrideId },
      };
  }
}

/** The server is asked only about a pending entry, once the typing has paused. */
export function needsServerCheck(state: DiscountState): boolean {
  return state.enabled && state.check.status === 'pending';
}

/** A manager can approve what the server refused (spec 01 section 4: an override can make an invalid discount valid). */
export function canRequestOverride(state: DiscountState): boolean {
  return (
    state.enabled &&
    state.percent > 0 &&
    (state.check.status === 'requires_override' || state.check.status === 'invalid') &&
    state.check.error !== DISCOUNT_RANGE_ERROR
  );
}

/** An item's discount blocks checkout while it is above 0 and not valid (spec 01 section 5). */
export function discountBlocksCheckout(state: Pick<DiscountState, 'enabled' | 'percent' | 'check'>): boolean {
  return state.enabled && state.percent > 0 && state.check.status !== 'valid';
}
