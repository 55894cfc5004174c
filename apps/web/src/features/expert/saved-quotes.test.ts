import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { newGroup, newProduct } from './estimator-model';
import {
  SAVED_QUOTES_KEY,
  deleteSavedQuote,
  readSavedQuotes,
  savedQuoteProductCount,
  storeSavedQuote,
  userInfoOf,
  type SavedQuote,
} from './saved-quotes';

const quote = (id: string): SavedQuote => ({
  id,
  name: `Quote ${id}`,
  date: '2026-11-20T10:00:00.000Z',
  userInfo: userInfoOf({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', phone: '' }),
  products: [newProduct(), newProduct()],
});

describe('local saved quotes', () => {
  it('keeps the newest first and replaces a quote saved again', () => {
    const storage = memoryStorage();
    storeSavedQuote(storage, quote('a'));
    storeSavedQuote(storage, quote('b'));
    const list = storeSavedQuote(storage, { ...quote('a'), name: 'renamed' });
    expect(list.map((q) => q.name)).toEqual(['renamed', 'Quote b']);
    expect(readSavedQuotes(storage)).toEqual(list);
    expect(deleteSavedQuote(storage, 'a').map((q) => q.id)).toEqual(['b']);
  });

  it('reads a broken store as empty', () => {
    expect(readSavedQuotes(memoryStorage({ [SAVED_QUOTES_KEY]: '{not json' }))).toEqual([]);
  });

  it('joins first and last name into the user name', () => {
    expect(quote('a').userInfo.name).toBe('Ada Lovelace');
  });

  it('counts Bulk pieces as products', () => {
    const group = newGroup(1);
    expect(savedQuoteProductCount({ ...quote('a'), entryMode: 'bulk', groups: [group, group] })).toBe(2);
    expect(savedQuoteProductCount(quote('a'))).toBe(2);
  });
});
