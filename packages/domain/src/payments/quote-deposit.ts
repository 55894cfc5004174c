import { percentOfCents } from '../money';

/** The share of an accepted quote a business asks as a deposit until its owner sets another (issue 25). */
export const DEFAULT_DEPOSIT_PERCENT = 50;

/** A deposit is a whole percent from 0 (no deposit asked) to 100 (the whole quote up front). */
export const MIN_DEPOSIT_PERCENT = 0;
export const MAX_DEPOSIT_PERCENT = 100;

/**
 * The deposit on an accepted quote: `percent` % of the quote's total, rounded once to a whole
 * cent (halves up). 50 % of $4,321.05 is $2,160.53.
 */
export function depositCents(totalCents: number, percent: number): number {
  return percentOfCents(totalCents, percent);
}

/** Whether accepting a quote asks for a deposit: a positive percent of a positive total. */
export function asksDeposit(totalCents: number, percent: number): boolean {
  return depositCents(totalCents, percent) > 0;
}
