/**
 * Material Mode state (spec 01 sections 3 and 4): the consultation session, the cart, the
 * comparison, the current view and the quote the cart was saved as. Everything here is a pure
 * function of its inputs; ids and clock readings come in the actions, so the reducer can be
 * replayed in tests. `material-context.tsx` wraps it for React and `material-storage.ts` keeps
 * it in local storage.
 *
 * API for the cart, order and load-quote screens (dispatch through `useMaterial().dispatch`,
 * or the named helpers `useMaterial()` returns):
 * - `{ type: 'cart/add', stone, id, now }`: the same stone (brand, type, color, thickness, finish,
 *   slab size) adds 1 to its line (at most 999); otherwise a new line. Refused without Brand, Type,
 *   Color and a slab cost or client price (`ADD_TO_CART_INCOMPLETE` in `state.notice`).
 * - `{ type: 'cart/quantity', itemId, quantity }`: whole numbers, at most 999; 0 or less removes.
 * - `{ type: 'cart/remove', itemId }`, `{ type: 'cart/clear' }`, `{ type: 'cart/notes', itemId, notes }`.
 * - `{ type: 'cart/discount', itemId, patch }`: sets any of discountPercent, discountEnabled and
 *   discountValidation of one line (the caller runs the 1.5 s debounce and the server check).
 * - `{ type: 'cart/special-pricing', prices }`: `specialPricing` per line id (null clears it).
 * - `{ type: 'cart/replace', items, quote }`: a loaded saved cart or a claimed shared cart.
 * - `{ type: 'quote/set', quote }`: the quote id and number after Save Cart.
 * - `{ type: 'view/set', view }` and `{ type: 'view/back-from-order' }` (to the cart when it has
 *   items, else to the catalog).
 * - `{ type: 'order/placed', orderData, now }`: marks the session's order and shows the catalog;
 *   3 s later the order screen dispatches `{ type: 'consultation/new-client' }`.
 * - `{ type: 'consultation/new-client' }`: clears session, cart, comparison and quote number and
 *   reopens the consultation dialog (the provider also drops the kept client draft).
 */
import { COMPARE_LIMIT_MESSAGE, MAX_COMPARED_STONES } from '@stonetool/contracts/consultations';
import type { TStone } from '@stonetool/contracts/stones';
import { MAX_QUANTITY, MIN_QUANTITY } from '@stonetool/domain/limits';

export const MATERIAL_VIEWS = ['catalog', 'comparison', 'cart', 'order'] as const;
export type MaterialView = (typeof MATERIAL_VIEWS)[number];

export const ADD_TO_CART_INCOMPLETE = 'Unable to add stone to cart. Stone data is incomplete.';

/** Asked before New Client or Load Saved Cart replaces a cart with unsaved changes. */
export const REPLACE_UNSAVED_CART = 'This cart has unsaved changes. Discard them?';

export const APPLICATIONS = [
  'Countertops',
  'Wall Cladding',
  'Flooring',
  'Fireplace',
  'Furniture',
  'Outdoor',
  'Other',
] as const;
export type Application = (typeof APPLICATIONS)[number];

/** Client info of spec 01 section 3; country defaults to United States. */
export type ClientInfo = {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  email: string;
  company: string;
  application: string;
};

export const EMPTY_CLIENT: ClientInfo = {
  firstName: '',
  lastName: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'United States',
  phone: '',
  email: '',
  company: '',
  application: '',
};

export type Interaction = {
  type: 'view' | 'compare' | 'add_to_cart';
  stoneId: string;
  at: string;
};

/** Consultation session of spec 01 section 3. `client` is null while the salesperson browses. */
export type ConsultationSession = {
  sessionId: string;
  showroomId: string | null;
  client: ClientInfo | null;
  salesperson_id: string | null;
  stonesViewed: string[];
  stonesCompared: string[];
  interactions: Interaction[];
  createdAt: string;
  status: 'active' | 'browsing';
  source: 'in_person_consultation';
  orderPlaced: boolean;
  orderData: unknown;
  sessionEnd: string | null;
};

/**
 * The server's answer on a line's discount (spec 01 section 3), plus `pending` while the 1.5 s
 * debounce or the call runs. A disabled discount is `VALID_DISCOUNT`.
 */
export type DiscountValidation = {
  valid: boolean;
  error: string | null;
  warning: string | null;
  requires_override: boolean;
  pending?: boolean;
  /** The recorded manager override that made this discount valid; the order sends it back. */
  overrideId?: string | null;
};

export const VALID_DISCOUNT: DiscountValidation = {
  valid: true,
  error: null,
  warning: null,
  requires_override: false,
};

export type SpecialPricing = { specialPrice: number };

/** Cart item of spec 01 section 3. */
export type CartItem = {
  id: string;
  stone: TStone;
  quantity: number;
  addedAt: string;
  notes: string;
  discountPercent: number;
  discountEnabled: boolean;
  discountValidation: DiscountValidation;
  specialPricing: SpecialPricing | null;
  /**
   * Put here by Expert Mode's Order Material: the line then says that its price is the client
   * price, not the cost per slab the estimate used (decision 084).
   */
  fromEstimate?: boolean;
};

export type CurrentQuote = {
  quoteId: string;
  quoteNumber: string;
  /** The cart as it was saved or loaded (`cartKey`): a cart that differs has unsaved changes. */
  savedCart?: string;
};

export type MaterialState = {
  session: ConsultationSession | null;
  /** The new-client consultation dialog; it opens whenever Material Mode has no session. */
  consultationDialogOpen: boolean;
  cart: CartItem[];
  comparison: TStone[];
  view: MaterialView;
  quote: CurrentQuote | null;
  /** The last refusal to show (comparison limit, incomplete stone); cleared by the next change. */
  notice: string | null;
};

export const INITIAL_MATERIAL_STATE: MaterialState = {
  session: null,
  consultationDialogOpen: true,
  cart: [],
  comparison: [],
  view: 'catalog',
  quote: null,
  notice: null,
};

export type MaterialAction =
  | { type: 'consultation/open' }
  | { type: 'consultation/close' }
  | { type: 'consultation/start'; session: ConsultationSession }
  | {
      type: 'consultation/skip';
      sessionId: string;
      showroomId: string | null;
      salespersonId: string | null;
      now: string;
    }
  | { type: 'consultation/new-client' }
  | { type: 'stone/viewed'; stoneId: string; now: string }
  | { type: 'cart/add'; stone: TStone; id: string; now: string; quantity?: number; fromEstimate?: boolean }
  | { type: 'cart/quantity'; itemId: string; quantity: number }
  | { type: 'cart/remove'; itemId: string }
  | { type: 'cart/clear' }
  | { type: 'cart/notes'; itemId: string; notes: string }
  | {
      type: 'cart/discount';
      itemId: string;
      patch: Partial<Pick<CartItem, 'discountPercent' | 'discountEnabled' | 'discountValidation'>>;
    }
  | { type: 'cart/special-pricing'; prices: Record<string, SpecialPricing | null> }
  | { type: 'cart/replace'; items: CartItem[]; quote?: CurrentQuote | null }
  | { type: 'compare/toggle'; stone: TStone; now: string }
  | { type: 'compare/clear' }
  | { type: 'quote/set'; quote: CurrentQuote | null }
  | { type: 'view/set'; view: MaterialView }
  | { type: 'view/back-from-order' }
  | { type: 'order/placed'; orderData: unknown; now: string }
  | { type: 'notice/dismiss' };

/** The fields that make two cart lines the same stone (spec 01 section 4). */
export function sameStoneKey(stone: TStone): string {
  return [
    stone.Brand,
    stone.Type,
    stone.Color,
    stone.Thickness,
    stone.Finish,
    stone['Slab Width'],
    stone['Slab Height'],
  ]
    .map((part) => String(part).trim().toLowerCase())
    .join('|');
}

/** What a saved cart keeps of its lines, to tell whether the cart still matches it. */
export function cartKey(cart: readonly CartItem[]): string {
  return JSON.stringify(
    cart.map((item) => [
      sameStoneKey(item.stone),
      item.quantity,
      item.notes,
      item.discountEnabled,
      item.discountPercent,
    ]),
  );
}

/** A cart with lines that were never saved, or changed since it was saved or loaded. */
export function hasUnsavedCart(state: Pick<MaterialState, 'cart' | 'quote'>): boolean {
  return state.cart.length > 0 && state.quote?.savedCart !== cartKey(state.cart);
}

/** Adding to cart needs Brand, Type, Color and a slab cost or client price (spec 01 section 5). */
export function isCompleteStone(stone: TStone): boolean {
  const hasPrice = (stone['Slab Cost'] ?? 0) > 0 || (stone.client_price ?? 0) > 0;
  return Boolean(stone.Brand.trim() && stone.Type.trim() && stone.Color.trim()) && hasPrice;
}

/** A whole quantity within 1 to 999; anything not a number counts as 1 (spec 01 section 5). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

export function newCartItem(
  stone: TStone,
  id: string,
  now: string,
  quantity = 1,
  fromEstimate = false,
): CartItem {
  return {
    ...(fromEstimate ? { fromEstimate } : {}),
    id,
    stone,
    quantity: clampQuantity(quantity),
    addedAt: now,
    notes: '',
    discountPercent: 0,
    discountEnabled: false,
    discountValidation: VALID_DISCOUNT,
    specialPricing: null,
  };
}

/** Same stone: add to its quantity (capped at 999); otherwise a new line at the end. */
export function addToCart(
  cart: CartItem[],
  stone: TStone,
  id: string,
  now: string,
  quantity = 1,
  fromEstimate = false,
): CartItem[] {
  const key = sameStoneKey(stone);
  const index = cart.findIndex((item) => sameStoneKey(item.stone) === key);
  if (index === -1) return [...cart, newCartItem(stone, id, now, quantity, fromEstimate)];
  return cart.map((item, i) =>
    i === index
      ? {
          ...item,
          quantity: clampQuantity(item.quantity + clampQuantity(quantity)),
          ...(fromEstimate ? { fromEstimate } : {}),
        }
      : item,
  );
}

/** The quantity update removes a line at 0 or less (spec 01 section 4) and caps at 999. */
export function updateQuantity(cart: CartItem[], itemId: string, quantity: number): CartItem[] {
  if (Number.isFinite(quantity) && quantity <= 0) return cart.filter((item) => item.id !== itemId);
  return cart.map((item) => (item.id === itemId ? { ...item, quantity: clampQuantity(quantity) } : item));
}

export type CompareResult = { comparison: TStone[]; added: boolean; error: string | null };

/** Toggles a stone in or out of the comparison; a fifth stone is refused with the spec's message. */
export function toggleComparison(comparison: TStone[], stone: TStone): CompareResult {
  if (comparison.some((entry) => entry.id === stone.id)) {
    return { comparison: comparison.filter((entry) => entry.id !== stone.id), added: false, error: null };
  }
  if (comparison.length >= MAX_COMPARED_STONES)
    return { comparison, added: false, error: COMPARE_LIMIT_MESSAGE };
  return { comparison: [...comparison, stone], added: true, error: null };
}

/** Adds to a session's record of what was viewed, compared or carted (null while there is none). */
function track(
  session: ConsultationSession | null,
  interaction: Interaction,
  list?: 'stonesViewed' | 'stonesCompared',
): ConsultationSession | null {
  if (!session) return null;
  const next = { ...session, interactions: [...session.interactions, interaction] };
  if (list && !session[list].includes(interaction.stoneId)) {
    next[list] = [...session[list], interaction.stoneId];
  }
  return next;
}

/** The cart a cleared state starts from: New Client keeps nothing of the last client. */
function clearedClientState(state: MaterialState): MaterialState {
  return {
    ...state,
    session: null,
    consultationDialogOpen: true,
    cart: [],
    comparison: [],
    quote: null,
    view: 'catalog',
    notice: null,
  };
}

export function materialReducer(state: MaterialState, action: MaterialAction): MaterialState {
  switch (action.type) {
    case 'consultation/open':
      return { ...state, consultationDialogOpen: true };
    case 'consultation/close':
      return { ...state, consultationDialogOpen: false };
    case 'consultation/start':
      return { ...state, session: action.session, consultationDialogOpen: false };
    case 'consultation/skip':
      // Escape keeps the session already running; without one the salesperson browses.
      return {
        ...state,
        consultationDialogOpen: false,
        session: state.session ?? {
          sessionId: action.sessionId,
          showroomId: action.showroomId,
          client: null,
          salesperson_id: action.salespersonId,
          stonesViewed: [],
          stonesCompared: [],
          interactions: [],
          createdAt: action.now,
          status: 'browsing',
          source: 'in_person_consultation',
          orderPlaced: false,
          orderData: null,
          sessionEnd: null,
        },
      };
    case 'consultation/new-client':
      return clearedClientState(state);
    case 'stone/viewed':
      return {
        ...state,
        session: track(
          state.session,
          { type: 'view', stoneId: action.stoneId, at: action.now },
          'stonesViewed',
        ),
      };
    case 'cart/add': {
      if (!isCompleteStone(action.stone)) return { ...state, notice: ADD_TO_CART_INCOMPLETE };
      return {
        ...state,
        cart: addToCart(
          state.cart,
          action.stone,
          action.id,
          action.now,
          action.quantity,
          action.fromEstimate,
        ),
        session: track(state.session, { type: 'add_to_cart', stoneId: action.stone.id, at: action.now }),
        notice: null,
      };
    }
    case 'cart/quantity':
      return { ...state, cart: updateQuantity(state.cart, action.itemId, action.quantity) };
    case 'cart/remove':
      return { ...state, cart: state.cart.filter((item) => item.id !== action.itemId) };
    case 'cart/clear':
      return { ...state, cart: [] };
    case 'cart/notes':
      return {
        ...state,
        cart: state.cart.map((item) => (item.id === action.itemId ? { ...item, notes: action.notes } : item)),
      };
    case 'cart/discount':
      return {
        ...state,
        cart: state.cart.map((item) => (item.id === action.itemId ? { ...item, ...action.patch } : item)),
      };
    case 'cart/special-pricing':
      return {
        ...state,
        cart: state.cart.map((item) =>
          item.id in action.prices ? { ...item, specialPricing: action.prices[item.id] ?? null } : item,
        ),
      };
    case 'cart/replace':
      return {
        ...state,
        cart: action.items,
        quote: action.quote === undefined ? state.quote : action.quote,
        notice: null,
      };
    case 'compare/toggle': {
      const result = toggleComparison(state.comparison, action.stone);
      return {
        ...state,
        comparison: result.comparison,
        notice: result.error,
        session: result.added
          ? track(
              state.session,
              { type: 'compare', stoneId: action.stone.id, at: action.now },
              'stonesCompared',
            )
          : state.session,
      };
    }
    case 'compare/clear':
      return {
        ...state,
        comparison: [],
        notice: null,
        view: state.view === 'comparison' ? 'catalog' : state.view,
      };
    case 'quote/set':
      return { ...state, quote: action.quote };
    case 'view/set':
      return { ...state, view: action.view, notice: null };
    case 'view/back-from-order':
      return { ...state, view: state.cart.length > 0 ? 'cart' : 'catalog' };
    case 'order/placed':
      return {
        ...state,
        view: 'catalog',
        session: state.session
          ? { ...state.session, orderPlaced: true, orderData: action.orderData, sessionEnd: action.now }
          : null,
      };
    case 'notice/dismiss':
      return { ...state, notice: null };
  }
}

/** Slabs in the cart: the sum of the lines' quantities. */
export function cartSlabCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}
