import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  estimateProducts,
  newGroup,
  newGroupPiece,
  newProduct,
  toEngineSettings,
  type ProductDraft,
} from './estimator-model';
import {
  draftOf,
  estimatorReducer,
  freshEstimate,
  importedGroupNumber,
  initialEstimatorState,
  inputsKey,
  snapshotOf,
  type EstimatorAction,
  type EstimatorState,
} from './estimator-state';
import { blankDraft, NO_PASTED_LIST, workKey } from './expert-draft';
import type { SavedQuote } from './saved-quotes';

const run = (actions: EstimatorAction[], from: EstimatorState = initialEstimatorState(blankDraft(), [])) =>
  actions.reduce(estimatorReducer, from);

const contact = { firstName: 'Ada', lastName: 'Stone', email: 'ada@example.test', phone: '' };
const NUM_RUNS = 50;

/** What Calculate dispatches for the form as it stands. */
function finished(state: EstimatorState): EstimatorAction {
  const estimated = estimateProducts(state.entryMode, state.products, state.groups);
  return {
    type: 'estimate/finished',
    estimate: estimateQuote({ products: estimated, stones: [], settings: toEngineSettings(state.settings) }),
    estimated,
    estimatedKey: inputsKey(state),
    names: ['Type 1'],
  };
}

const savedQuote = (id: string): SavedQuote => ({
  id,
  name: `Quote ${id}`,
  date: '2026-11-28T06:00:00.000Z',
  userInfo: { ...contact, name: 'Ada Stone' },
  products: [newProduct()],
});

const filledProduct = (width: string) => newProduct({ brand: 'MSI', width, depth: '25' });

describe('opening', () => {
  it('opens on the draft: its form, view, quote, baseline and pasted list, with nothing estimated yet', () => {
    const draft = { ...blankDraft(), view: 'results' as const, calculated: true };
    const state = initialEstimatorState(draft, [savedQuote('a')]);
    expect(snapshotOf(state)).toEqual(draft.snapshot);
    expect(state).toMatchObject({
      view: 'results',
      current: null,
      baseline: draft.baseline,
      paste: NO_PASTED_LIST,
      recalculate: true,
      estimate: null,
      calculating: false,
      importRun: 0,
    });
    expect(state.savedQuotes.map((q) => q.id)).toEqual(['a']);
  });

  it('keeps as a draft what it opened with', () => {
    const draft = blankDraft();
    expect(draftOf(initialEstimatorState(draft, []), draft.contact)).toEqual(draft);
  });
});

describe('the form', () => {
  it('patches the settings, keeping the rest', () => {
    const state = run([{ type: 'settings/patch', patch: { kerfWidth: 0.125 } }]);
    expect(state.settings).toEqual({ ...DEFAULT_SETTINGS, kerfWidth: 0.125 });
  });

  it('switches the interface and the screen shown', () => {
    const state = run([
      { type: 'entry-mode/set', mode: 'bulk' },
      { type: 'view/set', view: 'saved' },
    ]);
    expect(state.entryMode).toBe('bulk');
    expect(state.view).toBe('saved');
  });

  it('adds, patches and removes type cards, never the last one', () => {
    const start = run([]);
    const first = start.products[0] as ProductDraft;
    const second = newProduct();
    const state = run(
      [
        { type: 'product/add', product: second },
        { type: 'product/patch', id: second.id, patch: { width: '96' } },
        { type: 'product/remove', id: first.id },
      ],
      start,
    );
    expect(state.products).toEqual([{ ...second, width: '96' }]);
    expect(run([{ type: 'product/remove', id: second.id }], state).products).toEqual(state.products);
  });

  it("puts a piece's moved seams back when its length, depth or shape changes, and keeps them otherwise", () => {
    const moved = newProduct({ width: '150', depth: '25.5', seamsAt: [{ axis: 'x', at: 60 }] });
    const start = run([{ type: 'product/add', product: moved }]);
    const renamed = run([{ type: 'product/patch', id: moved.id, patch: { customName: 'Run' } }], start);
    expect(renamed.products.at(-1)!.seamsAt).toEqual([{ axis: 'x', at: 60 }]);
    for (const patch of [{ width: '160' }, { depth: '30' }, { shape: { kind: 'l' as const, legB: 96 } }]) {
      const changed = run([{ type: 'product/patch', id: moved.id, patch }], start);
      expect(changed.products.at(-1)!.seamsAt).toEqual([]);
    }
  });

  it('keeps seams moved on the results on the piece they were moved on: a card in Standard, a row in Bulk', () => {
    const seamsAt = [{ axis: 'x' as const, at: 60 }];
    const card = newProduct({ width: '150', depth: '25.5' });
    const row = newGroupPiece({ width: '150', depth: '25.5' });
    const start = run([
      { type: 'product/add', product: card },
      { type: 'group/add', group: newGroup(2, { pieces: [newGroupPiece(), row] }) },
    ]);
    const standard = run([{ type: 'seams/move', pieceId: card.id, seamsAt }], start);
    expect(standard.products.at(-1)!.seamsAt).toEqual(seamsAt);
    expect(standard.groups).toEqual(start.groups);
    const bulk = run(
      [
        { type: 'entry-mode/set', mode: 'bulk' },
        { type: 'seams/move', pieceId: row.id, seamsAt },
      ],
      start,
    );
    expect(bulk.groups.at(-1)!.pieces.map((piece) => piece.seamsAt)).toEqual([[], seamsAt]);
    expect(bulk.products).toEqual(start.products);
  });

  it('adds a group and patches one', () => {
    const added = newGroup(2);
    const state = run([
      { type: 'group/add', group: added },
      { type: 'group/patch', id: added.id, patch: { name: 'Island' } },
    ]);
    expect(state.groups.map((g) => g.name)).toEqual(['Stone Group 1', 'Island']);
  });

  it('puts a duplicated group right after its original', () => {
    const [a, b] = [newGroup(1), newGroup(2)];
    const copy = newGroup(3, { name: 'Stone Group 1 (Copy)' });
    const from = { ...run([]), groups: [a, b] };
    const state = run([{ type: 'group/duplicate', id: a.id, copy }], from);
    expect(state.groups).toEqual([a, copy, b]);
  });

  it('deleting the last group leaves a blank one in its place', () => {
    const start = run([]);
    const blank = newGroup(1);
    const state = run([{ type: 'group/delete', id: start.groups[0]?.id ?? '', blank }], start);
    expect(state.groups).toEqual([blank]);
  });

  it('never leaves the Bulk interface without a group, whichever groups are deleted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.nat(), { maxLength: 8 }), (count, picks) => {
        let state = { ...run([]), groups: Array.from({ length: count }, (_, i) => newGroup(i + 1)) };
        for (const pick of picks) {
          const target = state.groups[pick % state.groups.length];
          state = estimatorReducer(state, { type: 'group/delete', id: target?.id ?? '', blank: newGroup(1) });
          expect(state.groups.length).toBeGreaterThan(0);
          expect(state.groups.map((g) => g.id)).not.toContain(target?.id);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('imports', () => {
  it('fills blank cards rather than adding beside them, and keeps every card with something in it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 4 }),
        (filled, imported) => {
          const products = filled.map((isFilled, i) =>
            isFilled ? filledProduct(String(i + 10)) : newProduct(),
          );
          const rows = Array.from({ length: imported }, (_, i) => filledProduct(String(i + 50)));
          const state = run([{ type: 'import/products', products: rows }], { ...run([]), products });
          expect(state.products).toEqual([...products.filter((_, i) => filled[i]), ...rows]);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('numbers imported groups after the groups it keeps, which replace blank ones', () => {
    const kept = newGroup(1, { brand: 'MSI' });
    const from = { ...run([]), groups: [kept, newGroup(2)] };
    expect(importedGroupNumber(from.groups)).toBe(2);
    const imported = newGroup(2, { brand: 'Caesarstone' });
    expect(run([{ type: 'import/groups', groups: [imported] }], from).groups).toEqual([kept, imported]);
  });

  it('marks the pasted list imported only while the field still holds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (typed, parsed) => {
        const state = run([
          { type: 'paste/set', paste: { text: typed, imported: false } },
          { type: 'paste/imported', text: parsed },
        ]);
        expect(state.paste).toEqual({ text: typed, imported: typed === parsed });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('drawings', () => {
  const reading = { units: 'in' as const, unitsAssumed: false, check: [], unread: [] };

  it('shows the analysis on its card, then its failure with the suggestions', () => {
    const state = run([
      { type: 'drawing/analyzing', targetId: 'card' },
      { type: 'drawing/failed', targetId: 'card', error: 'Analysis failed', suggestions: ['Try a PNG'] },
    ]);
    expect(state.drawings).toEqual({
      card: { status: 'failed', error: 'Analysis failed', suggestions: ['Try a PNG'] },
    });
  });

  it('moves a reading to the card that took the uploaded one’s place', () => {
    const state = run([
      { type: 'drawing/analyzing', targetId: 'card' },
      { type: 'drawing/read', targetId: 'card', shownOn: 'first-piece', reading },
    ]);
    expect(state.drawings).toEqual({ 'first-piece': { status: 'read', ...reading } });
  });

  it('replaces a type card with the drawing’s pieces, in its place', () => {
    const [a, b] = [newProduct(), newProduct()];
    const pieces = [filledProduct('60'), filledProduct('30')];
    const from = { ...run([]), products: [a, b] };
    expect(run([{ type: 'drawing/products', id: a.id, replacements: pieces }], from).products).toEqual([
      ...pieces,
      b,
    ]);
    expect(run([{ type: 'drawing/products', id: a.id, replacements: [] }], from)).toBe(from);
  });

  it('adds the drawing’s pieces to the group after the pieces it has, empty rows dropped', () => {
    const typed = newGroupPiece({ width: '40', depth: '20' });
    const group = newGroup(1, { pieces: [typed, newGroupPiece()] });
    const drawn = [newGroupPiece({ width: '60', depth: '25', aiExtracted: true })];
    const from = { ...run([]), groups: [group] };
    const state = run([{ type: 'drawing/group-pieces', id: group.id, pieces: drawn }], from);
    expect(state.groups[0]?.pieces).toEqual([typed, ...drawn]);
    expect(run([{ type: 'drawing/group-pieces', id: group.id, pieces: [] }], from)).toBe(from);
  });
});

describe('the estimate', () => {
  it('is calculating from start to finish or failure', () => {
    expect(run([{ type: 'estimate/started' }]).calculating).toBe(true);
    expect(run([{ type: 'estimate/started' }, { type: 'estimate/failed' }]).calculating).toBe(false);
    const state = run([{ type: 'estimate/started' }]);
    const done = estimatorReducer(state, finished(state));
    expect(done).toMatchObject({ calculating: false, names: ['Type 1'] });
    expect(freshEstimate(done)).toBe(done.estimate);
  });

  it('is out of date once a piece it was computed from changes, and fresh again when it is undone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (width) => {
        const blank = run([]);
        const id = blank.products[0]?.id ?? '';
        const start = run([{ type: 'product/patch', id, patch: { width: '50' } }], blank);
        const done = estimatorReducer(start, finished(start));
        const edited = run([{ type: 'product/patch', id, patch: { width: String(width) } }], done);
        expect(freshEstimate(edited) === null).toBe(width !== 50);
        expect(freshEstimate(run([{ type: 'product/patch', id, patch: { width: '50' } }], edited))).toBe(
          done.estimate,
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('stays fresh when only how it is shown changes', () => {
    const start = run([]);
    const done = estimatorReducer(start, finished(start));
    const shown = run(
      [
        { type: 'view/set', view: 'results' },
        { type: 'group/patch', id: done.groups[0]?.id ?? '', patch: { collapsed: true } },
      ],
      done,
    );
    expect(freshEstimate(shown)).toBe(done.estimate);
  });

  it('clears the pending recomputation of restored results', () => {
    const state = initialEstimatorState({ ...blankDraft(), calculated: true }, []);
    expect(estimatorReducer(state, { type: 'recalculate/done' }).recalculate).toBe(false);
  });
});

describe('quotes', () => {
  it('remembers the quote saved, its work as saved and the stored list', () => {
    const current = { serverId: 'q-1', quoteNumber: 'Q-0001', localId: 'local-1' };
    const state = run([
      { type: 'quote/saved', current, baseline: 'saved work', savedQuotes: [savedQuote('local-1')] },
    ]);
    expect(state).toMatchObject({ current, baseline: 'saved work' });
    expect(state.savedQuotes.map((q) => q.id)).toEqual(['local-1']);
    expect(run([{ type: 'saved-quotes/set', savedQuotes: [] }], state).savedQuotes).toEqual([]);
  });

  it('puts restored work in place of the form as saved work, afresh', () => {
    const snapshot = {
      entryMode: 'bulk' as const,
      products: [filledProduct('60')],
      groups: [newGroup(1, { brand: 'MSI' })],
      settings: { ...DEFAULT_SETTINGS, breakageBuffer: 10 },
    };
    const current = { serverId: 'q-2', quoteNumber: 'Q-0002', localId: 'local-2' };
    const before = run([
      { type: 'drawing/analyzing', targetId: 'card' },
      { type: 'paste/set', paste: { text: 'Island 96x42', imported: true } },
      { type: 'view/set', view: 'results' },
    ]);
    const done = estimatorReducer(before, finished(before));
    const state = run([{ type: 'work/restore', snapshot, contact, current, withResults: true }], done);
    expect(snapshotOf(state)).toEqual(snapshot);
    expect(state).toMatchObject({
      drawings: {},
      estimate: null,
      view: 'edit',
      current,
      baseline: workKey(snapshot, contact),
      paste: NO_PASTED_LIST,
      importRun: done.importRun + 1,
      recalculate: true,
    });
    expect(draftOf(state, contact).calculated).toBe(true);
  });
});

describe('a type card’s cutouts', () => {
  it('are added, changed and removed by their place on the card, and change what the estimate reads', () => {
    const start = initialEstimatorState(blankDraft(), []);
    const id = start.products[0]!.id;
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 2, y: 2 };
    const faucet = { type: 'faucet_hole' as const, width: 1.5, depth: 1.5, x: 40, y: 20 };
    const withBoth = run(
      [
        { type: 'cutout/add', productId: id, cutout: sink },
        { type: 'cutout/add', productId: id, cutout: faucet },
        { type: 'cutout/patch', productId: id, index: 0, patch: { x: 33 } },
      ],
      start,
    );
    expect(withBoth.products[0]!.cutouts).toEqual([{ ...sink, x: 33 }, faucet]);
    expect(inputsKey(withBoth)).not.toBe(inputsKey(start));
    const removed = run([{ type: 'cutout/remove', productId: id, index: 0 }], withBoth);
    expect(removed.products[0]!.cutouts).toEqual([faucet]);
  });
});
