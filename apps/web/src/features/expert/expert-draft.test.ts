import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { storageOwner } from '../../lib/storage-owner';
import { newGroupPiece, newProduct } from './estimator-model';
import {
  blankDraft,
  expertDraftKey,
  hasUnsavedWork,
  NO_PASTED_LIST,
  openingDraft,
  readExpertDraft,
  workKey,
  writeExpertDraft,
  type ExpertDraft,
} from './expert-draft';

const owner = storageOwner('showroom-1', 'fabricator@example.test');

/** An estimate with a typed piece and a customer, on its results, not yet saved. */
function workingDraft(): ExpertDraft {
  const start = blankDraft();
  return {
    ...start,
    snapshot: {
      ...start.snapshot,
      products: [newProduct({ customName: 'Island', width: '96', depth: '42', quantity: '2' })],
    },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
    view: 'results',
    calculated: true,
    current: { serverId: 'q-1', quoteNumber: 'Q-2026-0001', localId: 'l-1' },
  };
}

describe('the expert draft', () => {
  it('comes back from storage as it was written', () => {
    const storage = memoryStorage();
    const draft = workingDraft();
    writeExpertDraft(storage, owner, draft);
    expect(readExpertDraft(storage, owner)).toEqual(draft);
  });

  it("is kept per user and showroom, so nobody opens another user's estimate", () => {
    const storage = memoryStorage();
    writeExpertDraft(storage, owner, workingDraft());
    expect(readExpertDraft(storage, storageOwner('showroom-1', 'sales@example.test'))).toBeNull();
    expect(readExpertDraft(storage, storageOwner('showroom-2', 'fabricator@example.test'))).toBeNull();
  });

  it('ignores a draft that is not JSON or not of this version', () => {
    const storage = memoryStorage({ [expertDraftKey(owner)]: '{not json' });
    expect(readExpertDraft(storage, owner)).toBeNull();
    const { calculated: _dropped, ...older } = workingDraft();
    storage.setItem(expertDraftKey(owner), JSON.stringify(older));
    expect(readExpertDraft(storage, owner)).toBeNull();
  });

  it('a new estimate has no unsaved work until something is typed', () => {
    const start = blankDraft();
    expect(hasUnsavedWork(start)).toBe(false);
    const typed = { ...start, contact: { ...start.contact, firstName: 'Ada' } };
    expect(hasUnsavedWork(typed)).toBe(true);
  });

  it('collapsing a group or spaces around a name are not unsaved work', () => {
    const start = blankDraft();
    const saved = { ...start, contact: { ...start.contact, lastName: 'Lovelace' } };
    const baseline = workKey(saved.snapshot, saved.contact);
    const [group] = saved.snapshot.groups;
    if (!group) throw new Error('a new estimate has a group');
    const shown = {
      snapshot: { ...saved.snapshot, groups: [{ ...group, collapsed: true }] },
      contact: { ...saved.contact, lastName: ' Lovelace ' },
      baseline,
      paste: NO_PASTED_LIST,
    };
    expect(hasUnsavedWork(shown)).toBe(false);
    const changed = {
      ...shown,
      snapshot: { ...shown.snapshot, groups: [{ ...group, pieces: [newGroupPiece({ width: '30' })] }] },
    };
    expect(hasUnsavedWork(changed)).toBe(true);
  });

  it('a page load brings back unsaved work, and starts afresh after a save', () => {
    const storage = memoryStorage();
    const unsaved = workingDraft();
    writeExpertDraft(storage, owner, unsaved);
    expect(openingDraft(storage, owner, false)).toEqual(unsaved);

    const saved = { ...unsaved, baseline: workKey(unsaved.snapshot, unsaved.contact) };
    writeExpertDraft(storage, owner, saved);
    expect(hasUnsavedWork(openingDraft(storage, owner, false))).toBe(false);
    expect(openingDraft(storage, owner, false).contact.firstName).toBe('');
  });

  it('coming back within the app brings the estimate back, saved or not', () => {
    const storage = memoryStorage();
    const draft = workingDraft();
    const saved = { ...draft, baseline: workKey(draft.snapshot, draft.contact) };
    writeExpertDraft(storage, owner, saved);
    expect(openingDraft(storage, owner, true)).toEqual(saved);
  });

  it('keeps the pasted list, and whether it was imported, across a reload', () => {
    const storage = memoryStorage();
    const pasted = {
      ...blankDraft(),
      paste: { text: 'Island 96 x 42\nVanity 61 x 22 (2)', imported: false },
    };
    // A list pasted and not yet read is work: a page load brings it back.
    expect(hasUnsavedWork(pasted)).toBe(true);
    writeExpertDraft(storage, owner, pasted);
    expect(openingDraft(storage, owner, false).paste).toEqual(pasted.paste);

    const imported = { ...workingDraft(), paste: { text: 'Island 96 x 42 qty 2', imported: true } };
    writeExpertDraft(storage, owner, imported);
    expect(openingDraft(storage, owner, true).paste).toEqual({
      text: 'Island 96 x 42 qty 2',
      imported: true,
    });

    // Saved with the list in the field, the estimate is saved work: a page load starts afresh.
    const saved = {
      ...imported,
      baseline: workKey(imported.snapshot, imported.contact, imported.paste.text),
    };
    writeExpertDraft(storage, owner, saved);
    expect(openingDraft(storage, owner, false).paste).toEqual(NO_PASTED_LIST);
  });

  it('reads a draft kept before the pasted list was part of it as one without a list', () => {
    const storage = memoryStorage();
    const { paste: _none, ...older } = workingDraft();
    storage.setItem(expertDraftKey(owner), JSON.stringify(older));
    expect(readExpertDraft(storage, owner)).toEqual({ ...older, paste: NO_PASTED_LIST });
  });

  it('the read-only preview keeps nothing', () => {
    const storage = memoryStorage();
    writeExpertDraft(storage, owner, workingDraft());
    expect(openingDraft(storage, null, true).snapshot.products[0]?.customName).toBe('');
  });
});
