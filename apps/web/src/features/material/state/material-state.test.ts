import { COMPARE_LIMIT_MESSAGE } from '@stonetool/contracts/consultations';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@stonetool/domain/limits';
import { testStone } from '../../../test/test-stone';
import {
  ADD_TO_CART_INCOMPLETE,
  INITIAL_MATERIAL_STATE,
  addToCart,
  cartKey,
  cartSlabCount,
  clampQuantity,
  hasUnsavedCart,
  isCompleteStone,
  materialReducer,
  toggleComparison,
  updateQuantity,
  type ConsultationSession,
  type MaterialAction,
  type MaterialState,
} from './material-state';

const now = '2026-11-22T10:00:00.000Z';
const run = (actions: MaterialAction[], from: MaterialState = INITIAL_MATERIAL_STATE) =>
  actions.reduce(materialReducer, from);

const activeSession: ConsultationSession = {
  sessionId: 'session-1',
  showroomId: 'showroom-1',
  client: null,
  salesperson_id: 'member-1',
  stonesViewed: [],
  stonesCompared: [],
  interactions: [],
  createdAt: now,
  status: 'active',
  source: 'in_person_consultation',
  orderPlaced: false,
  orderData: null,
  sessionEnd: null,
};

describe('cart', () => {
  it('adding the same stone again increments its quantity', () => {
    const stone = testStone();
    const cart = addToCart(addToCart([], stone, 'a', now), { ...stone, id: 'other-row' }, 'b', now);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: 'a', quantity: 2 });
  });

  it('a different thickness, finish or slab size is a new line', () => {
    const stone = testStone();
    let cart = addToCart([], stone, 'a', now);
    cart = addToCart(cart, { ...stone, Thickness: '2cm' }, 'b', now);
    cart = addToCart(cart, { ...stone, Finish: 'Honed' }, 'c', now);
    cart = addToCart(cart, { ...stone, 'Slab Width': 130 }, 'd', now);
    expect(cart.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a new line starts with no discount, a valid discount state and no special price', () => {
    const [item] = addToCart([], testStone(), 'a', now);
    expect(item).toMatchObject({
      quantity: 1,
      discountPercent: 0,
      discountEnabled: false,
      discountValidation: { valid: true, requires_override: false },
      specialPricing: null,
      addedAt: now,
      notes: '',
    });
  });

  it('quantity stays a whole number between 1 and 999', () => {
    expect(clampQuantity(1000)).toBe(MAX_QUANTITY);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    const stone = testStone();
    const cart = addToCart([], stone, 'a', now, 998);
    expect(addToCart(cart, stone, 'b', now, 5)[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it('updating the quantity to 0 or less removes the line', () => {
    const cart = addToCart(addToCart([], testStone(), 'a', now), testStone({ Color: 'Other' }), 'b', now);
    expect(updateQuantity(cart, 'a', 0).map((item) => item.id)).toEqual(['b']);
    expect(updateQuantity(cart, 'a', -3).map((item) => item.id)).toEqual(['b']);
    expect(updateQuantity(cart, 'a', 12)[0]?.quantity).toBe(12);
  });

  it('refuses a stone without brand, type, color or any price', () => {
    expect(isCompleteStone(testStone({ 'Slab Cost': null, client_price: null }))).toBe(false);
    expect(isCompleteStone(testStone({ 'Slab Cost': undefined, client_price: 10 }))).toBe(true);
    expect(isCompleteStone(testStone({ Type: ' ' }))).toBe(false);
    const state = run([{ type: 'cart/add', stone: testStone({ Color: '' }), id: 'a', now }]);
    expect(state.cart).toEqual([]);
    expect(state.notice).toBe(ADD_TO_CART_INCOMPLETE);
  });

  it('sets discount fields and special prices per line, and clears the cart', () => {
    const stone = testStone();
    let state = run([
      { type: 'cart/add', stone, id: 'a', now },
      { type: 'cart/discount', itemId: 'a', patch: { discountEnabled: true, discountPercent: 12 } },
      { type: 'cart/special-pricing', prices: { a: { specialPrice: 1200 } } },
    ]);
    expect(state.cart[0]).toMatchObject({
      discountEnabled: true,
      discountPercent: 12,
      specialPricing: { specialPrice: 1200 },
    });
    state = run([{ type: 'cart/special-pricing', prices: { a: null } }, { type: 'cart/clear' }], state);
    expect(state.cart).toEqual([]);
  });

  it('counts slabs over every line', () => {
    const cart = addToCart(addToCart([], testStone(), 'a', now, 3), testStone({ Color: 'X' }), 'b', now, 4);
    expect(cartSlabCount(cart)).toBe(7);
  });

  it('the slab count always equals the sum of what was added, capped per line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 20 }), (quantities) => {
        const stone = testStone();
        const cart = quantities.reduce(
          (acc, quantity, i) => addToCart(acc, stone, `i${i}`, now, quantity),
          [] as ReturnType<typeof addToCart>,
        );
        const expected = quantities.reduce((sum, quantity) => Math.min(MAX_QUANTITY, sum + quantity), 0);
        expect(cartSlabCount(cart)).toBe(expected);
      }),
    );
  });
});

describe('comparison', () => {
  it('toggles a stone in and out', () => {
    const stone = testStone();
    const added = toggleComparison([], stone);
    expect(added).toMatchObject({ added: true, error: null });
    expect(toggleComparison(added.comparison, stone).comparison).toEqual([]);
  });

  it('refuses a fifth stone with the spec message', () => {
    const four = [testStone(), testStone(), testStone(), testStone()];
    const result = toggleComparison(four, testStone());
    expect(result).toEqual({ comparison: four, added: false, error: COMPARE_LIMIT_MESSAGE });
    // Taking one out still works at the limit.
    expect(toggleComparison(four, four[0]!).comparison).toHaveLength(3);
  });

  it('the reducer keeps the message until the next change and records compared stones', () => {
    const stones = [testStone(), testStone(), testStone(), testStone(), testStone()];
    let state = run([{ type: 'consultation/start', session: activeSession }]);
    state = run(
      stones.map((stone) => ({ type: 'compare/toggle', stone, now })),
      state,
    );
    expect(state.comparison).toHaveLength(4);
    expect(state.notice).toBe(COMPARE_LIMIT_MESSAGE);
    expect(state.session?.stonesCompared).toEqual(stones.slice(0, 4).map((stone) => stone.id));
    state = run([{ type: 'compare/toggle', stone: stones[0]!, now }], state);
    expect(state.notice).toBeNull();
  });

  it('clearing the comparison leaves the comparison view', () => {
    const state = run([
      { type: 'compare/toggle', stone: testStone(), now },
      { type: 'view/set', view: 'comparison' },
      { type: 'compare/clear' },
    ]);
    expect(state).toMatchObject({ comparison: [], view: 'catalog' });
  });
});

describe('consultation', () => {
  it('starts with the dialog open and no session', () => {
    expect(INITIAL_MATERIAL_STATE).toMatchObject({ session: null, consultationDialogOpen: true });
  });

  it('skipping starts a browsing session that keeps the team member id', () => {
    const state = run([
      { type: 'consultation/skip', sessionId: 's', showroomId: 'r', salespersonId: 'member-1', now },
    ]);
    expect(state.consultationDialogOpen).toBe(false);
    expect(state.session).toMatchObject({
      sessionId: 's',
      status: 'browsing',
      salesperson_id: 'member-1',
      client: null,
      source: 'in_person_consultation',
    });
  });

  it('skipping a reopened dialog keeps the running session', () => {
    const state = run([
      { type: 'consultation/start', session: activeSession },
      { type: 'consultation/open' },
      { type: 'consultation/skip', sessionId: 'new', showroomId: 'r', salespersonId: null, now },
    ]);
    expect(state.session).toBe(activeSession);
  });

  it('New Client clears session, cart, comparison and quote number and reopens the dialog', () => {
    const state = run([
      { type: 'consultation/start', session: activeSession },
      { type: 'cart/add', stone: testStone(), id: 'a', now },
      { type: 'compare/toggle', stone: testStone(), now },
      { type: 'quote/set', quote: { quoteId: 'q', quoteNumber: 'MQ-1' } },
      { type: 'view/set', view: 'cart' },
      { type: 'consultation/new-client' },
    ]);
    expect(state).toEqual(INITIAL_MATERIAL_STATE);
  });

  it('records viewed stones once each, with every interaction', () => {
    const stone = testStone();
    const state = run([
      { type: 'consultation/start', session: activeSession },
      { type: 'stone/viewed', stoneId: stone.id, now },
      { type: 'stone/viewed', stoneId: stone.id, now },
      { type: 'cart/add', stone, id: 'a', now },
    ]);
    expect(state.session?.stonesViewed).toEqual([stone.id]);
    expect(state.session?.interactions.map((entry) => entry.type)).toEqual(['view', 'view', 'add_to_cart']);
  });
});

describe('views and orders', () => {
  it('leaving the order goes to the cart when it has items, else to the catalog', () => {
    const withItems = run([
      { type: 'cart/add', stone: testStone(), id: 'a', now },
      { type: 'view/set', view: 'order' },
      { type: 'view/back-from-order' },
    ]);
    expect(withItems.view).toBe('cart');
    const empty = run([{ type: 'view/set', view: 'order' }, { type: 'view/back-from-order' }]);
    expect(empty.view).toBe('catalog');
  });

  it('a placed order ends the session and shows the catalog', () => {
    const state = run([
      { type: 'consultation/start', session: activeSession },
      { type: 'view/set', view: 'order' },
      { type: 'order/placed', orderData: { quoteNumber: 'MQ-7' }, now },
    ]);
    expect(state.view).toBe('catalog');
    expect(state.session).toMatchObject({
      orderPlaced: true,
      orderData: { quoteNumber: 'MQ-7' },
      sessionEnd: now,
    });
  });

  it('replacing the cart keeps the quote unless a new one is given', () => {
    const quote = { quoteId: 'q', quoteNumber: 'MQ-1' };
    const [item] = addToCart([], testStone(), 'a', now);
    let state = run([
      { type: 'quote/set', quote },
      { type: 'cart/replace', items: [item!] },
    ]);
    expect(state.quote).toEqual(quote);
    state = run([{ type: 'cart/replace', items: [], quote: null }], state);
    expect(state.quote).toBeNull();
  });
});

describe('unsaved cart', () => {
  const stone = testStone();

  it('an empty cart has nothing to lose; a cart never saved has', () => {
    expect(hasUnsavedCart(INITIAL_MATERIAL_STATE)).toBe(false);
    const added = run([{ type: 'cart/add', stone, id: 'a', now }]);
    expect(hasUnsavedCart(added)).toBe(true);
  });

  it('a cart as it was saved or loaded is saved; a change to it is not', () => {
    const added = run([{ type: 'cart/add', stone, id: 'a', now, quantity: 2 }]);
    const saved = run(
      [{ type: 'quote/set', quote: { quoteId: 'q1', quoteNumber: 'MQ-1', savedCart: cartKey(added.cart) } }],
      added,
    );
    expect(hasUnsavedCart(saved)).toBe(false);
    for (const change of [
      { type: 'cart/quantity', itemId: 'a', quantity: 3 },
      { type: 'cart/notes', itemId: 'a', notes: 'book-matched' },
      { type: 'cart/discount', itemId: 'a', patch: { discountEnabled: true, discountPercent: 5 } },
      { type: 'cart/add', stone: testStone({ Color: 'Other' }), id: 'b', now },
    ] satisfies MaterialAction[]) {
      expect(hasUnsavedCart(run([change], saved))).toBe(true);
    }
  });
});
