import { ZCutout, ZPieceShape, ZSeamAt } from '@stonetool/contracts/quotes';
import { z } from 'zod';
import type { KeyValueStorage } from '../../lib/session';
import {
  DEFAULT_SETTINGS,
  newGroup,
  newProduct,
  type EstimatorSettings,
  type GroupDraft,
  type GroupPieceDraft,
  type ProductDraft,
} from './estimator-model';
import type { EstimatorSnapshot } from './quote-data';

/**
 * The estimate a user is working on, kept in local storage so that Back, a reload, Switch Mode
 * and Order Material → Back bring it back as it was (issue 20, "Work is never lost"). One draft
 * per signed-in user and showroom, under a key that names both; the `v1` changes when the shape
 * does, so an old draft is ignored rather than misread.
 */
export const EXPERT_DRAFT_KEY_PREFIX = 'expert_draft_v1:';

/** `owner` as `storageOwner` (lib/storage-owner.ts) forms it: the showroom and the signed-in e-mail. */
export const expertDraftKey = (owner: string) => `${EXPERT_DRAFT_KEY_PREFIX}${owner}`;

export type DraftView = 'edit' | 'results' | 'saved';

/** The contact card's fields. */
export interface DraftContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The quote the estimator is working on, once saved or loaded. */
export interface CurrentQuote {
  serverId: string;
  quoteNumber: string;
  localId: string;
  /**
   * The accepted quote this one revises: its reserved remnants are this quote's too (decision
   * 123). Absent in a draft kept before it was recorded: read as none.
   */
  revisionOf?: string | null;
}

export interface ExpertDraft {
  snapshot: EstimatorSnapshot;
  contact: DraftContact;
  view: DraftView;
  /** The results matched the form: they are computed again when the draft is restored. */
  calculated: boolean;
  current: CurrentQuote | null;
  /** workKey of the estimate as it was last saved, loaded or started: anything else is unsaved. */
  baseline: string;
  /** Quick Type Import's text, and whether its products are in the form already (no second import). */
  paste: PastedList;
}

export interface PastedList {
  text: string;
  imported: boolean;
}

export const NO_PASTED_LIST: PastedList = { text: '', imported: false };

const stoneSelection = {
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  finish: z.string(),
  slabSize: z.string(),
  thickness: z.string(),
  stone: z.string(),
};

const aiOrigin = {
  aiExtracted: z.boolean(),
  aiParsed: z.boolean(),
  confidence: z.number().nullable(),
};

const ZProductDraft: z.ZodType<ProductDraft> = z.object({
  ...stoneSelection,
  ...aiOrigin,
  stoneAssumption: z.string().nullable(),
  id: z.string(),
  width: z.string(),
  depth: z.string(),
  quantity: z.string(),
  edgeDetail: z.string(),
  customName: z.string(),
  priority: z.enum(['high', 'normal', 'low']),
  note: z.string(),
  pieceType: z.string(),
  // A draft kept before cutouts existed has none.
  cutouts: z.array(ZCutout).default([]),
  shape: ZPieceShape.default({ kind: 'rectangle' }),
  // A draft kept before seams could be moved has the rules place them.
  seamsAt: z.array(ZSeamAt).default([]),
});

const ZGroupPieceDraft: z.ZodType<GroupPieceDraft> = z.object({
  ...aiOrigin,
  id: z.string(),
  customName: z.string(),
  roomType: z.string(),
  unitType: z.string(),
  width: z.string(),
  depth: z.string(),
  quantity: z.string(),
  edgeDetail: z.string(),
  note: z.string(),
  // A draft kept before Bulk rows took shapes and cutouts has rectangles without cutouts.
  cutouts: z.array(ZCutout).default([]),
  shape: ZPieceShape.default({ kind: 'rectangle' }),
  // A draft kept before a Bulk row's seams could be moved has the rules place them.
  seamsAt: z.array(ZSeamAt).default([]),
});

const ZGroupDraft: z.ZodType<GroupDraft> = z.object({
  ...stoneSelection,
  stoneAssumption: z.string().nullable(),
  id: z.string(),
  name: z.string(),
  pieces: z.array(ZGroupPieceDraft),
  collapsed: z.boolean(),
});

const ZEstimatorSettings: z.ZodType<EstimatorSettings, unknown> = z.object({
  multiProductOptimization: z.boolean(),
  breakageBuffer: z.number(),
  showVisualLayouts: z.boolean(),
  kerfWidth: z.number(),
  includeFabrication: z.boolean(),
  includeInstallation: z.boolean(),
  // A draft kept before remnants first has no such setting: it is off.
  useRemnantsFirst: z.boolean().default(false),
  // A draft kept before the seam rules were settings takes the trade's defaults.
  minSeamPart: z.number().default(DEFAULT_SETTINGS.minSeamPart),
  cutoutClearance: z.number().default(DEFAULT_SETTINGS.cutoutClearance),
});

const ZExpertDraft: z.ZodType<ExpertDraft, unknown> = z.object({
  snapshot: z.object({
    entryMode: z.enum(['standard', 'bulk']),
    products: z.array(ZProductDraft).min(1),
    groups: z.array(ZGroupDraft).min(1),
    settings: ZEstimatorSettings,
  }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  view: z.enum(['edit', 'results', 'saved']),
  calculated: z.boolean(),
  current: z
    .object({
      serverId: z.string(),
      quoteNumber: z.string(),
      localId: z.string(),
      revisionOf: z.string().nullable().optional(),
    })
    .nullable(),
  baseline: z.string(),
  // A draft kept before the pasted list was part of it has none.
  paste: z.object({ text: z.string(), imported: z.boolean() }).default(NO_PASTED_LIST),
});

/** Objects with their keys sorted: a draft read back through its schema gets the same key. */
const sortedKeys = (_key: string, value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;

/**
 * What counts as the user's work: the form, the customer and a pasted list. A group's collapse is
 * how it is shown, and spaces around a name are not a change, so neither makes the work unsaved.
 */
export function workKey(snapshot: EstimatorSnapshot, contact: DraftContact, pastedText = ''): string {
  return JSON.stringify(
    {
      entryMode: snapshot.entryMode,
      products: snapshot.products,
      groups: snapshot.groups.map(({ collapsed: _shown, ...group }) => group),
      settings: snapshot.settings,
      contact: [contact.firstName, contact.lastName, contact.email, contact.phone].map((v) => v.trim()),
      // Only when there is one, so a key kept before the list was work still matches.
      ...(pastedText.trim() === '' ? {} : { pastedText }),
    },
    sortedKeys,
  );
}

export function hasUnsavedWork(
  draft: Pick<ExpertDraft, 'snapshot' | 'contact' | 'baseline' | 'paste'>,
): boolean {
  return workKey(draft.snapshot, draft.contact, draft.paste.text) !== draft.baseline;
}

/** A new estimate: one empty type, one empty group, the default settings and no customer. */
export function blankDraft(): ExpertDraft {
  const snapshot: EstimatorSnapshot = {
    entryMode: 'standard',
    products: [newProduct()],
    groups: [newGroup(1)],
    settings: DEFAULT_SETTINGS,
  };
  const contact = { firstName: '', lastName: '', email: '', phone: '' };
  return {
    snapshot,
    contact,
    view: 'edit',
    calculated: false,
    current: null,
    baseline: workKey(snapshot, contact),
    paste: NO_PASTED_LIST,
  };
}

/** The owner's kept draft; a missing, unreadable or outdated one reads as none. */
export function readExpertDraft(storage: KeyValueStorage, owner: string): ExpertDraft | null {
  const raw = storage.getItem(expertDraftKey(owner));
  if (!raw) return null;
  try {
    const parsed = ZExpertDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeExpertDraft(storage: KeyValueStorage, owner: string, draft: ExpertDraft): void {
  try {
    storage.setItem(expertDraftKey(owner), JSON.stringify(draft));
  } catch {
    // A full storage (quota) only loses the copy that survives a reload; the screen keeps its state.
  }
}

/**
 * The estimate the screen opens with. Coming back within the app (Back, Switch Mode, Order
 * Material → Back) it is the kept draft as it was. A fresh page load brings back unsaved work
 * only: an estimate saved as it stands is one Load Quote away, and the page starts a new one.
 */
export function openingDraft(
  storage: KeyValueStorage,
  owner: string | null,
  navigatedInApp: boolean,
): ExpertDraft {
  const kept = owner === null ? null : readExpertDraft(storage, owner);
  return kept && (navigatedInApp || hasUnsavedWork(kept)) ? kept : blankDraft();
}
