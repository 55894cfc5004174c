import { MAX_COMPARED_STONES } from '@stonetool/contracts/consultations';
import type { TStone } from '@stonetool/contracts/stones';
import {
  EMPTY_CLIENT,
  INITIAL_MATERIAL_STATE,
  MATERIAL_VIEWS,
  type CartItem,
  type ClientInfo,
  type ConsultationSession,
  type CurrentQuote,
  type MaterialState,
  type MaterialView,
} from './material-state';

/**
 * Material Mode in local storage (spec 01 sections 3 and 9): keys prefixed material_ plus the
 * comparison selection, each an envelope `{ savedAt, owner, value }`. `owner` is the showroom
 * and the signed-in e-mail, so a tablet handed to another salesperson never shows the last
 * one's client; an envelope older than 24 hours is ignored and cleaned away.
 */
export const MATERIAL_KEYS = {
  session: 'material_session',
  cart: 'material_cart',
  quote: 'material_quote',
  view: 'material_view',
  clientDraft: 'material_client_draft',
} as const;
/** The comparison selection cache of spec 01 section 3 (not one of the material_ keys). */
export const COMPARISON_CACHE_KEY = 'comparison_selection';

export const MATERIAL_PREFIX = 'material_';
/** Local cache expiry (spec 01 section 9). */
export const MATERIAL_TTL_MS = 24 * 60 * 60 * 1000;
/** Cleanup limits for the material_ keys (spec 01 section 9). */
export const MATERIAL_MAX_ENTRIES = 100;
export const MATERIAL_MAX_BYTES = 5 * 1024 * 1024;
export const MATERIAL_CLEANUP_INTERVAL_MS = 30 * 60 * 1000;

/** Local storage as the cleanup needs it: it walks the keys. */
export type EnumerableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Envelope = { savedAt: number; owner: string; value: unknown };

function readEnvelope(storage: KeyValue, key: string): Envelope | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Envelope> | null;
    if (!parsed || typeof parsed.savedAt !== 'number' || typeof parsed.owner !== 'string') return null;
    return { savedAt: parsed.savedAt, owner: parsed.owner, value: parsed.value };
  } catch {
    return null;
  }
}

function isFresh(envelope: Envelope, now: number): boolean {
  return now - envelope.savedAt < MATERIAL_TTL_MS && envelope.savedAt <= now;
}

/** The stored value if it belongs to `owner` and is younger than 24 hours. */
function readOwned(storage: KeyValue, key: string, owner: string, now: number): unknown {
  const envelope = readEnvelope(storage, key);
  if (!envelope || envelope.owner !== owner || !isFresh(envelope, now)) return undefined;
  return envelope.value;
}

function write(storage: KeyValue, key: string, owner: string, value: unknown, now: number): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now, owner, value } satisfies Envelope));
  } catch {
    // A full storage (quota) only loses the copy that survives a reload; the app keeps its state.
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStone = (value: unknown): value is TStone =>
  isObject(value) && typeof value.id === 'string' && typeof value.Brand === 'string';

function readSession(value: unknown): ConsultationSession | null {
  if (!isObject(value) || typeof value.sessionId !== 'string') return null;
  if (value.status !== 'active' && value.status !== 'browsing') return null;
  return value as ConsultationSession;
}

function readCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CartItem =>
      isObject(item) &&
      typeof item.id === 'string' &&
      typeof item.quantity === 'number' &&
      isStone(item.stone),
  );
}

function readQuote(value: unknown): CurrentQuote | null {
  if (!isObject(value) || typeof value.quoteId !== 'string' || typeof value.quoteNumber !== 'string')
    return null;
  return {
    quoteId: value.quoteId,
    quoteNumber: value.quoteNumber,
    ...(typeof value.savedCart === 'string' ? { savedCart: value.savedCart } : {}),
  };
}

function readView(value: unknown): MaterialView {
  return MATERIAL_VIEWS.find((view) => view === value) ?? 'catalog';
}

/** The state a reload restores; the consultation dialog opens when no session was kept. */
export function loadMaterialState(storage: KeyValue, owner: string, now: number): MaterialState {
  const session = readSession(readOwned(storage, MATERIAL_KEYS.session, owner, now));
  const cart = readCart(readOwned(storage, MATERIAL_KEYS.cart, owner, now));
  const comparisonRaw = readOwned(storage, COMPARISON_CACHE_KEY, owner, now);
  const comparison = Array.isArray(comparisonRaw)
    ? comparisonRaw.filter(isStone).slice(0, MAX_COMPARED_STONES)
    : [];
  let view = readView(readOwned(storage, MATERIAL_KEYS.view, owner, now));
  // A restored view must still make sense: no order form or comparison without their contents.
  if ((view === 'order' && cart.length === 0) || (view === 'comparison' && comparison.length < 2)) {
    view = 'catalog';
  }
  return {
    ...INITIAL_MATERIAL_STATE,
    session,
    consultationDialogOpen: session === null,
    cart,
    comparison,
    quote: readQuote(readOwned(storage, MATERIAL_KEYS.quote, owner, now)),
    view,
  };
}

/** Writes what a reload should restore; an absent session or quote removes its key. */
export function saveMaterialState(storage: KeyValue, owner: string, state: MaterialState, now: number): void {
  if (state.session) write(storage, MATERIAL_KEYS.session, owner, state.session, now);
  else storage.removeItem(MATERIAL_KEYS.session);
  write(storage, MATERIAL_KEYS.cart, owner, state.cart, now);
  write(storage, COMPARISON_CACHE_KEY, owner, state.comparison, now);
  if (state.quote) write(storage, MATERIAL_KEYS.quote, owner, state.quote, now);
  else storage.removeItem(MATERIAL_KEYS.quote);
  write(storage, MATERIAL_KEYS.view, owner, state.view, now);
}

/** A draft is worth keeping once it has a first name, a last name or an e-mail (spec 01 section 4). */
export function isDraftWorthSaving(client: Pick<ClientInfo, 'firstName' | 'lastName' | 'email'>): boolean {
  return Boolean(client.firstName.trim() || client.lastName.trim() || client.email.trim());
}

export function saveClientDraft(storage: KeyValue, owner: string, client: ClientInfo, now: number): void {
  if (isDraftWorthSaving(client)) write(storage, MATERIAL_KEYS.clientDraft, owner, client, now);
}

export function readClientDraft(storage: KeyValue, owner: string, now: number): ClientInfo | null {
  const value = readOwned(storage, MATERIAL_KEYS.clientDraft, owner, now);
  if (!isObject(value)) return null;
  const draft = { ...EMPTY_CLIENT };
  for (const field of Object.keys(EMPTY_CLIENT) as (keyof ClientInfo)[]) {
    const entry = value[field];
    if (typeof entry === 'string') draft[field] = entry;
  }
  return draft;
}

export function removeClientDraft(storage: KeyValue): void {
  storage.removeItem(MATERIAL_KEYS.clientDraft);
}

/**
 * The periodic cleanup of spec 01 section 9: material_ keys that are unreadable or older than 24
 * hours go; then, while there are more than 100 of them or they take more than 5 MB (UTF-16, two
 * bytes a character), the oldest go first. Returns the keys removed.
 */
export function cleanMaterialStorage(storage: EnumerableStorage, now: number): string[] {
  const entries: { key: string; savedAt: number; bytes: number }[] = [];
  const removed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(MATERIAL_PREFIX)) {
      const envelope = readEnvelope(storage, key);
      const bytes = 2 * (key.length + (storage.getItem(key)?.length ?? 0));
      if (!envelope || !isFresh(envelope, now)) removed.push(key);
      else entries.push({ key, savedAt: envelope.savedAt, bytes });
    }
  }
  entries.sort((a, b) => a.savedAt - b.savedAt);
  let bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  while (entries.length > MATERIAL_MAX_ENTRIES || bytes > MATERIAL_MAX_BYTES) {
    const oldest = entries.shift();
    if (!oldest) break;
    bytes -= oldest.bytes;
    removed.push(oldest.key);
  }
  for (const key of removed) storage.removeItem(key);
  return removed;
}
