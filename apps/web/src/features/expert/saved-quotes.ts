import type { KeyValueStorage } from '../../lib/session';
import type { EntryMode, EstimatorSettings, GroupDraft, ProductDraft } from './estimator-model';

/**
 * The local saved-quotes list lives in browser storage under this key. The spec lists no key for
 * it; it sits beside the spec's keys with the same naming.
 */
export const SAVED_QUOTES_KEY = 'saved_quotes';

/** User info (spec 02 section 3): name is first and last joined. */
export interface UserInfo {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
}

/** A saved quote (local): id, name, date, userInfo.name and products, with what reloads the estimator. */
export interface SavedQuote {
  id: string;
  name: string;
  /** ISO time of saving. */
  date: string;
  userInfo: UserInfo;
  products: ProductDraft[];
  groups?: GroupDraft[];
  entryMode?: EntryMode;
  settings?: EstimatorSettings;
  /** The server quote it was also saved as, so Calculate can store results on it. */
  serverQuoteId?: string | null;
  quoteNumber?: string | null;
  /** The accepted quote the server quote revises, if any. */
  revisionOf?: string | null;
}

export function userInfoOf(contact: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}): UserInfo {
  const firstName = contact.firstName.trim();
  const lastName = contact.lastName.trim();
  return {
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' '),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
  };
}

/** The stored list, newest first; an unreadable store reads as empty. */
export function readSavedQuotes(storage: KeyValueStorage): SavedQuote[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVED_QUOTES_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SavedQuote[]) : [];
  } catch {
    return [];
  }
}

/** Adds the quote at the top, replacing an earlier save with the same id. */
export function storeSavedQuote(storage: KeyValueStorage, quote: SavedQuote): SavedQuote[] {
  const list = [quote, ...readSavedQuotes(storage).filter((saved) => saved.id !== quote.id)];
  storage.setItem(SAVED_QUOTES_KEY, JSON.stringify(list));
  return list;
}

export function deleteSavedQuote(storage: KeyValueStorage, id: string): SavedQuote[] {
  const list = readSavedQuotes(storage).filter((saved) => saved.id !== id);
  storage.setItem(SAVED_QUOTES_KEY, JSON.stringify(list));
  return list;
}

/** The number of products a saved quote holds (Bulk: its pieces). */
export function savedQuoteProductCount(quote: SavedQuote): number {
  return quote.entryMode === 'bulk' && quote.groups
    ? quote.groups.reduce((sum, group) => sum + group.pieces.length, 0)
    : quote.products.length;
}
