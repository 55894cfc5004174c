import { describe, expect, it } from 'vitest';
import { testStone } from '../../../test/test-stone';
import { addToCart, INITIAL_MATERIAL_STATE, type MaterialState } from './material-state';
import { storageOwner } from '../../../lib/storage-owner';
import {
  cleanMaterialStorage,
  COMPARISON_CACHE_KEY,
  loadMaterialState,
  MATERIAL_KEYS,
  MATERIAL_TTL_MS,
  readClientDraft,
  removeClientDraft,
  saveClientDraft,
  saveMaterialState,
  type EnumerableStorage,
} from './material-storage';
import { EMPTY_CLIENT } from './material-state';

/** A Map behind the Storage methods the module uses, including key() and length. */
function mapStorage(): EnumerableStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const owner = storageOwner('showroom-1', 'Sales@Example.test');
const t0 = Date.UTC(2026, 10, 22, 10);

function filledState(): MaterialState {
  const stone = testStone();
  return {
    ...INITIAL_MATERIAL_STATE,
    consultationDialogOpen: false,
    session: {
      sessionId: 's',
      showroomId: 'showroom-1',
      client: { ...EMPTY_CLIENT, firstName: 'Ada', lastName: 'Lovelace', application: 'Countertops' },
      salesperson_id: null,
      stonesViewed: [],
      stonesCompared: [],
      interactions: [],
      createdAt: new Date(t0).toISOString(),
      status: 'active',
      source: 'in_person_consultation',
      orderPlaced: false,
      orderData: null,
      sessionEnd: null,
    },
    cart: addToCart([], stone, 'line-1', new Date(t0).toISOString(), 3),
    comparison: [stone, testStone({ Color: 'Other' })],
    view: 'comparison',
    quote: { quoteId: 'q1', quoteNumber: 'MQ-2026-0001', savedCart: '[]' },
  };
}

describe('material storage', () => {
  it('restores session, cart, comparison, quote and view after a reload', () => {
    const storage = mapStorage();
    const state = filledState();
    saveMaterialState(storage, owner, state, t0);
    expect(loadMaterialState(storage, owner, t0 + 1000)).toEqual({ ...state, notice: null });
    expect(storage.map.has(COMPARISON_CACHE_KEY)).toBe(true);
  });

  it('opens the consultation dialog when no session was kept', () => {
    const storage = mapStorage();
    saveMaterialState(storage, owner, INITIAL_MATERIAL_STATE, t0);
    expect(storage.map.has(MATERIAL_KEYS.session)).toBe(false);
    expect(loadMaterialState(storage, owner, t0).consultationDialogOpen).toBe(true);
  });

  it("never restores another user's or another showroom's client", () => {
    const storage = mapStorage();
    saveMaterialState(storage, owner, filledState(), t0);
    const other = loadMaterialState(storage, storageOwner('showroom-1', 'manager@example.test'), t0);
    expect(other).toEqual(INITIAL_MATERIAL_STATE);
    expect(loadMaterialState(storage, storageOwner('showroom-2', 'sales@example.test'), t0).cart).toEqual([]);
  });

  it('forgets what is 24 hours old', () => {
    const storage = mapStorage();
    saveMaterialState(storage, owner, filledState(), t0);
    expect(loadMaterialState(storage, owner, t0 + MATERIAL_TTL_MS)).toEqual(INITIAL_MATERIAL_STATE);
  });

  it('falls back to the catalog when the restored view has nothing to show', () => {
    const storage = mapStorage();
    saveMaterialState(storage, owner, { ...filledState(), cart: [], view: 'order' }, t0);
    expect(loadMaterialState(storage, owner, t0).view).toBe('catalog');
  });

  it('ignores unreadable entries', () => {
    const storage = mapStorage();
    storage.setItem(MATERIAL_KEYS.cart, '{not json');
    storage.setItem(MATERIAL_KEYS.session, JSON.stringify({ savedAt: t0, owner, value: { status: 'odd' } }));
    expect(loadMaterialState(storage, owner, t0)).toEqual(INITIAL_MATERIAL_STATE);
  });

  it('keeps a client draft only once it has a first name, last name or e-mail, and removes it', () => {
    const storage = mapStorage();
    saveClientDraft(storage, owner, { ...EMPTY_CLIENT, phone: '555' }, t0);
    expect(readClientDraft(storage, owner, t0)).toBeNull();
    saveClientDraft(storage, owner, { ...EMPTY_CLIENT, email: 'a@b.c', phone: '555' }, t0);
    expect(readClientDraft(storage, owner, t0)).toEqual({ ...EMPTY_CLIENT, email: 'a@b.c', phone: '555' });
    removeClientDraft(storage);
    expect(readClientDraft(storage, owner, t0)).toBeNull();
  });
});

describe('material storage cleanup', () => {
  const put = (storage: EnumerableStorage, key: string, savedAt: number, value: unknown = 1) =>
    storage.setItem(key, JSON.stringify({ savedAt, owner, value }));

  it('removes expired and unreadable material_ keys and leaves other keys alone', () => {
    const storage = mapStorage();
    put(storage, 'material_old', t0 - MATERIAL_TTL_MS - 1);
    put(storage, 'material_new', t0 - 1000);
    storage.setItem('material_broken', 'x');
    storage.setItem('access_token', 'token');
    expect(cleanMaterialStorage(storage, t0).sort()).toEqual(['material_broken', 'material_old']);
    expect([...storage.map.keys()].sort()).toEqual(['access_token', 'material_new']);
  });

  it('over 100 entries, the oldest go first', () => {
    const storage = mapStorage();
    for (let i = 0; i < 103; i += 1) put(storage, `material_k${i}`, t0 - 10_000 + i);
    const removed = cleanMaterialStorage(storage, t0);
    expect(removed).toEqual(['material_k0', 'material_k1', 'material_k2']);
    expect(storage.map.size).toBe(100);
  });

  it('over 5 MB, the oldest go first', () => {
    const storage = mapStorage();
    const big = 'x'.repeat(1024 * 1024); // 2 MB as UTF-16
    for (let i = 0; i < 3; i += 1) put(storage, `material_big${i}`, t0 - 100 + i, big);
    expect(cleanMaterialStorage(storage, t0)).toEqual(['material_big0']);
  });
});
