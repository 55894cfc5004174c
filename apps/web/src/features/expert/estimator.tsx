import { EMAIL_NEEDS_CUSTOMER, PDF_NEEDS_ESTIMATES } from '@stonetool/contracts/quotes';
import { hasNameAndEmail } from '@stonetool/domain/estimate/quote-customer';
import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import { DEFAULT_SLAB_HEIGHT, DEFAULT_SLAB_WIDTH } from '@stonetool/domain/estimate/normalize-stone';
import type { EstimateProduct, QuoteEstimate } from '@stonetool/domain/estimate/types';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { PageMain } from '../../components/page-main';
import { useStones } from '../material/api/get-stones';
import { ANALYSIS_FAILED, type TExtractDimensionsRequest } from '@stonetool/contracts/ai-import';
import {
  addDrawingPieces,
  drawingPiecesToCheck,
  groupPiecesFromDrawing,
  groupsFromParsed,
  productsFromDrawing,
  productsFromParsed,
} from './ai-import';
import {
  ANALYSIS_CALL_FAILED,
  DrawingAnalysisError,
  extractDimensions,
  type DrawingAnalysis,
} from './api/extract-dimensions';
import { edgeDetailOptions, useFabricationPricing } from './api/get-fabrication-pricing';
import type { TParsedProduct } from './api/parse-products';
import {
  EMAIL_FAILED,
  LOAD_FAILED,
  PDF_FAILED,
  SAVE_FAILED,
  emailQuote,
  generateQuotePdf,
  loadQuote,
  saveQuote,
  updateQuoteResults,
} from './api/quotes';
import {
  ContactInformationCard,
  EMPTY_CONTACT,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  useContactForm,
} from './contact-information-card';
import { runEstimate } from './estimate/run-estimate';
import {
  DEFAULT_SETTINGS,
  duplicateGroup,
  estimateProductNames,
  estimateProducts,
  newGroup,
  newId,
  newProduct,
  pieceFieldProblems,
  toEngineSettings,
  type EntryMode,
  type EstimatorSettings,
  type GroupDraft,
  type ProductDraft,
} from './estimator-model';
import type { DrawingState } from './drawing-upload';
import {
  blankDraft,
  hasUnsavedWork,
  NO_PASTED_LIST,
  openingDraft,
  workKey,
  writeExpertDraft,
  type CurrentQuote,
  type DraftView,
  type ExpertDraft,
  type PastedList,
} from './expert-draft';
import { GroupCard } from './group-card';
import { LoadQuoteModal } from './load-quote-modal';
import {
  FILE_TOO_LARGE,
  MAX_DRAWING_BYTES,
  NO_FILE_PROVIDED,
  UNREADABLE_DRAWING_KIND,
  drawingKind,
  preprocessDrawing,
  readFileAsBase64,
} from './preprocess-drawing';
import { slabOrders, type SlabOrder } from './order-material';
import { QuickTypeImport } from './quick-type-import';
import { customerDataOf, quoteDataOf, snapshotOfSavedQuote, type EstimatorSnapshot } from './quote-data';
import { ResultsView } from './results-view';
import { SaveQuoteModal } from './save-quote-modal';
import { SavedQuotesList } from './saved-quotes-list';
import {
  deleteSavedQuote,
  readSavedQuotes,
  storeSavedQuote,
  userInfoOf,
  type SavedQuote,
  type UserInfo,
} from './saved-quotes';
import { SettingsPanel } from './settings-panel';
import { pricedAtBusinessCost } from './cost-basis';
import { availableStoneLabels } from './stone-cascade';
import { useToast } from './toast';
import { TypeCard } from './type-card';
import { mayReplaceUnsavedWork } from '../../lib/confirm-replace';
import { hasNavigatedInApp } from '../../lib/navigation';
import { saveFile } from '../../lib/save-file';

/** Order Material with no priced stone in the results. */
export const NOTHING_TO_ORDER = 'No priced slabs to order: every product needs a priced stone';

/** Asked (browser confirm, spec 02 section 8) before Load Quote or New Client replaces unsaved work. */
export const REPLACE_UNSAVED_WORK = 'This estimate has unsaved changes. Discard them?';

/** A product that holds nothing yet: an import fills it rather than adding beside it. */
const isBlankProduct = (p: ProductDraft) => !p.brand && !p.width && !p.depth && !p.customName.trim();
const isBlankGroup = (g: GroupDraft) => !g.brand && g.pieces.every((piece) => !piece.width && !piece.depth);

/** The contact card's fields for a quote's customer; none leaves the card empty. */
const contactOf = (user: UserInfo | null) =>
  user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }
    : EMPTY_CONTACT;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export type EstimatorHeaderActions = {
  onSaveQuote: () => void;
  onLoadQuote: () => void;
  onNewClient: () => void;
};

type Props = {
  authenticated: boolean;
  /** The read-only preview: nothing is priced, saved or loaded. */
  readOnly: boolean;
  showroomId: string | null;
  /** Whose draft the estimate is kept as (storageOwner); null keeps nothing (the preview). */
  draftOwner: string | null;
  /** Draws the page's header with the estimator's Save Quote and Load Quote (null in the preview). */
  header: (actions: EstimatorHeaderActions | null) => ReactNode;
  footer: ReactNode;
  /** Order Material: hands the computed slabs to Material Mode's cart; false when none was added. */
  onOrderMaterial?: ((orders: SlabOrder[]) => boolean) | undefined;
};

/** The estimator (spec 02 sections 2–5): its settings, the customer, the types or groups, results and quotes. */
export function Estimator({
  authenticated,
  readOnly,
  showroomId,
  draftOwner,
  header,
  footer,
  onOrderMaterial,
}: Props) {
  const [start] = useState(() => openingDraft(window.localStorage, draftOwner, hasNavigatedInApp()));
  const contact = useContactForm(start.contact);
  const stones = useStones(authenticated);
  const pricing = useFabricationPricing(!readOnly);
  const { toast, toastElement } = useToast();

  const [settings, setSettings] = useState<EstimatorSettings>(start.snapshot.settings);
  const [entryMode, setEntryMode] = useState<EntryMode>(start.snapshot.entryMode);
  const [products, setProducts] = useState<ProductDraft[]>(start.snapshot.products);
  const [groups, setGroups] = useState<GroupDraft[]>(start.snapshot.groups);
  const [drawings, setDrawings] = useState<Record<string, DrawingState>>({});
  const [view, setView] = useState<DraftView>(start.view);
  const [estimate, setEstimate] = useState<QuoteEstimate | null>(null);
  const [names, setNames] = useState<string[]>([]);
  /** The products the estimate was computed from (the form may have changed since). */
  const [estimated, setEstimated] = useState<EstimateProduct[]>([]);
  const [calculating, setCalculating] = useState(false);
  const [current, setCurrent] = useState<CurrentQuote | null>(start.current);
  /** The work as last saved, loaded or started (workKey): anything else is unsaved. */
  const [baseline, setBaseline] = useState(start.baseline);
  const [paste, setPaste] = useState<PastedList>(start.paste);
  /** A new estimate or a loaded quote starts Quick Type Import afresh (its memory of what it read). */
  const [importRun, setImportRun] = useState(0);
  /** A restored draft's or a loaded quote's results, to compute once the catalogue is in. */
  const [recalculate, setRecalculate] = useState(start.calculated);
  const [savedQuotes, setSavedQuotes] = useState<SavedQuote[]>(() => readSavedQuotes(window.localStorage));
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** The catalogue as listed (what Order Material puts in the cart) and as the estimate prices it. */
  const listedRows = useMemo(() => stones.data ?? [], [stones.data]);
  const rows = useMemo(() => pricedAtBusinessCost(listedRows), [listedRows]);
  const catalogue = useMemo(() => rows.map(normalizeStoneRow), [rows]);
  const stoneLabels = useMemo(() => availableStoneLabels(catalogue), [catalogue]);
  const edgeDetails = edgeDetailOptions(pricing.data);
  const contactValues = { ...EMPTY_CONTACT, ...contact.watch() };
  const customerEmail = contactValues.email;

  const snapshot = (): EstimatorSnapshot => ({ entryMode, products, groups, settings });
  /** What the estimate depends on; results computed from other inputs are out of date. */
  const inputsKey = JSON.stringify([
    estimateProducts(entryMode, products, groups),
    toEngineSettings(settings),
  ]);
  const [estimatedKey, setEstimatedKey] = useState<string | null>(null);
  /** The estimate when it still matches the form: what is saved, printed and shown again. */
  const freshEstimate = estimate !== null && estimatedKey === inputsKey ? estimate : null;

  const draft: ExpertDraft = {
    snapshot: snapshot(),
    contact: contactValues,
    view,
    calculated: freshEstimate !== null || recalculate,
    current,
    baseline,
    paste,
  };
  const canSave = authenticated && !readOnly;
  const unsaved = canSave && hasUnsavedWork(draft);

  // Every change is kept at once, so a reload or a move to another mode a moment later loses nothing.
  useEffect(() => {
    if (draftOwner) writeExpertDraft(window.localStorage, draftOwner, draft);
  });

  useEffect(() => {
    if (!unsaved) return;
    const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, [unsaved]);

  /** Load Quote and New Client replace the estimate: unsaved work only after the user agrees. */
  const mayReplaceWork = () => mayReplaceUnsavedWork(unsaved, REPLACE_UNSAVED_WORK);

  const patchProduct = (id: string, patch: Partial<ProductDraft>) =>
    setProducts((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const patchGroup = (id: string, patch: Partial<GroupDraft>) =>
    setGroups((list) => list.map((g) => (g.id === id ? { ...g, ...patch } : g)));

  const onParsed = (parsed: TParsedProduct[]) => {
    if (entryMode === 'standard') {
      const imported = productsFromParsed(parsed, catalogue);
      setProducts((list) => [...list.filter((p) => !isBlankProduct(p)), ...imported]);
    } else {
      setGroups((list) => {
        const kept = list.filter((g) => !isBlankGroup(g));
        return [...kept, ...groupsFromParsed(parsed, catalogue, kept.length + 1)];
      });
    }
  };

  /**
   * Reads a drawing uploaded on the type card or group `targetId`; `place` turns the pieces into
   * rows of the form and says how many piece types it placed (none fails the analysis) and which
   * card or group shows the reading (a type card is replaced by the drawing's first piece). A
   * reading with pieces to check is announced in amber on that card, never with a green ✓.
   */
  const analyzeDrawing = async (
    targetId: string,
    file: File | null,
    place: (drawing: DrawingAnalysis) => { placed: number; shownOn: string },
  ) => {
    const fail = (error: string, suggestions: string[] = []) =>
      setDrawings((d) => ({ ...d, [targetId]: { status: 'failed', error, suggestions } }));
    if (!file) return fail(NO_FILE_PROVIDED);
    if (file.size > MAX_DRAWING_BYTES) return fail(FILE_TOO_LARGE);
    const kind = drawingKind(file);
    if (!kind) return fail(UNREADABLE_DRAWING_KIND);
    setDrawings((d) => ({ ...d, [targetId]: { status: 'analyzing' } }));
    try {
      const upload: TExtractDimensionsRequest =
        kind === 'image'
          ? { image: await preprocessDrawing(file) }
          : { file: await readFileAsBase64(file), fileName: file.name, mimeType: file.type };
      const analysis = await extractDimensions(upload);
      const { placed, shownOn } = place(analysis);
      if (placed === 0) return fail(ANALYSIS_FAILED);
      const check = drawingPiecesToCheck(analysis.pieces, analysis.confidence);
      setDrawings(({ [targetId]: _done, ...rest }) => ({
        ...rest,
        [shownOn]: { status: 'read', units: analysis.units, check },
      }));
      const found = `Found ${placed} piece ${placed === 1 ? 'type' : 'types'} in the drawing`;
      if (check.length === 0) toast.success(`✓ ${found}`);
      else toast.info(`${found}: some were read with low confidence`);
    } catch (error) {
      if (error instanceof DrawingAnalysisError) fail(error.message, error.suggestions);
      else fail(messageOf(error, ANALYSIS_CALL_FAILED));
    }
  };

  /** A drawing on a type card: its pieces replace the card, keeping the card's stone. */
  const analyzeProductDrawing = (product: ProductDraft, file: File | null) =>
    analyzeDrawing(product.id, file, ({ pieces, confidence }) => {
      const replacements = productsFromDrawing(pieces, product, confidence);
      if (replacements.length > 0)
        setProducts((list) => list.flatMap((p) => (p.id === product.id ? replacements : [p])));
      return { placed: replacements.length, shownOn: replacements[0]?.id ?? product.id };
    });

  /** A drawing on a group card: its pieces join the group, under the group's stone. */
  const analyzeGroupDrawing = (group: GroupDraft, file: File | null) =>
    analyzeDrawing(group.id, file, ({ pieces, confidence }) => {
      const drawn = groupPiecesFromDrawing(pieces, confidence);
      if (drawn.length > 0)
        setGroups((list) => list.map((g) => (g.id === group.id ? addDrawingPieces(g, drawn) : g)));
      return { placed: drawn.length, shownOn: group.id };
    });

  const slabSizeOf = (index: number) => {
    const product = estimated[index];
    const stone = product ? findStone(catalogue, product) : null;
    return stone
      ? { width: stone.slabWidth, height: stone.slabHeight }
      : { width: DEFAULT_SLAB_WIDTH, height: DEFAULT_SLAB_HEIGHT };
  };

  /** Prices and lays out the form as it stands; null (with the reason shown) when that failed. */
  const runCalculation = async (): Promise<QuoteEstimate | null> => {
    setCalculating(true);
    try {
      const input = estimateProducts(entryMode, products, groups);
      const result = await runEstimate({
        products: input,
        stones: rows,
        settings: toEngineSettings(settings),
        fabricationPricing: pricing.data?.data ?? [],
      });
      setEstimate(result);
      setEstimated(input);
      setEstimatedKey(JSON.stringify([input, toEngineSettings(settings)]));
      setNames(estimateProductNames(entryMode, products, groups));
      return result;
    } catch (error) {
      toast.error(`❌ ${messageOf(error, 'Calculation failed')}`);
      return null;
    } finally {
      setCalculating(false);
    }
  };

  const recalculateRestored = useEffectEvent(() => {
    setRecalculate(false);
    if (pieceFieldProblems(entryMode, products, groups).length === 0) void runCalculation();
  });
  // The optimiser gives the same layout for the same job, so computing again restores the results.
  useEffect(() => {
    // Starting the estimate worker is the effect's work; the pending flag it clears is state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (recalculate && !stones.isPending && !pricing.isPending) recalculateRestored();
  }, [recalculate, stones.isPending, pricing.isPending]);

  const calculate = async () => {
    const unread = pieceFieldProblems(entryMode, products, groups);
    if (unread.length > 0) {
      toast.error(`❌ ${unread.join('; ')}`);
      return;
    }
    const result = await runCalculation();
    if (result) {
      setView('results');
      if (current) {
        const data = quoteDataOf(snapshot(), result);
        // Results are stored on the saved quote; a failure here leaves the quote as saved.
        updateQuoteResults({
          quote_id: current.serverId,
          results_data: {
            entryMode: data.entryMode,
            products: data.products,
            groups: data.groups,
            settings: data.settings,
            optimization_data: data.optimization_data,
            totals: data.totals,
          },
        }).catch((error: unknown) => console.warn('Results were not stored on the quote', error));
      }
    }
  };

  const contactUser = (): UserInfo => userInfoOf({ ...EMPTY_CONTACT, ...contact.getValues() });

  const persist = async (user: UserInfo) => {
    const work = snapshot();
    const saved = await saveQuote({
      ...(showroomId ? { showroom_id: showroomId } : {}),
      ...(current ? { quote_id: current.serverId } : {}),
      customer_data: customerDataOf(user),
      quote_data: quoteDataOf(work, freshEstimate),
    });
    const localId = current?.localId ?? newId();
    setCurrent({ serverId: saved.id, quoteNumber: saved.quote_number, localId });
    setBaseline(workKey(work, user, paste.text));
    setSavedQuotes(
      storeSavedQuote(window.localStorage, {
        id: localId,
        name: `Quote ${saved.quote_number}`,
        date: new Date().toISOString(),
        userInfo: user,
        products,
        groups,
        entryMode,
        settings,
        serverQuoteId: saved.id,
        quoteNumber: saved.quote_number,
      }),
    );
    toast.success(`✓ Quote ${saved.quote_number} saved`);
  };

  const onSaveQuote = () => {
    const user = contactUser();
    if (!hasNameAndEmail(customerDataOf(user))) {
      setSaveOpen(true);
      return;
    }
    if (!isValidEmail(user.email)) {
      // The contact card shows the field's message; the toast says why nothing was saved.
      void contact.trigger('email');
      toast.error(`❌ ${INVALID_EMAIL_MESSAGE}`);
      return;
    }
    persist(user).catch((error: unknown) => toast.error(`❌ ${messageOf(error, SAVE_FAILED)}`));
  };

  /**
   * Puts a loaded quote or a new estimate in place of the form, as saved work; a quote's results
   * are computed again, so they and its PDF are ready without a second Calculate.
   */
  const restore = (next: Pick<ExpertDraft, 'snapshot' | 'contact' | 'current'>, withResults: boolean) => {
    setEntryMode(next.snapshot.entryMode);
    setProducts(next.snapshot.products);
    setGroups(next.snapshot.groups);
    setSettings(next.snapshot.settings);
    setDrawings({});
    setEstimate(null);
    setView('edit');
    setCurrent(next.current);
    setBaseline(workKey(next.snapshot, next.contact));
    setPaste(NO_PASTED_LIST);
    setImportRun((run) => run + 1);
    setRecalculate(withResults);
    contact.reset(next.contact);
  };

  const onNewClient = () => {
    if (mayReplaceWork()) restore(blankDraft(), false);
  };

  const onLoadServerQuote = async (id: string) => {
    if (!mayReplaceWork()) return;
    setLoadingId(id);
    setLoadError(null);
    try {
      const quote = await loadQuote(id);
      const customer = quote.customer;
      const local = savedQuotes.find((saved) => saved.serverQuoteId === quote.id);
      restore(
        {
          snapshot: snapshotOfSavedQuote(quote),
          contact: contactOf(
            customer
              ? userInfoOf({
                  firstName: customer.first_name,
                  lastName: customer.last_name,
                  email: customer.email ?? '',
                  phone: customer.phone ?? '',
                })
              : null,
          ),
          current: { serverId: quote.id, quoteNumber: quote.quote_number, localId: local?.id ?? newId() },
        },
        true,
      );
      setLoadOpen(false);
      toast.success(`✓ Quote ${quote.quote_number} loaded`);
    } catch {
      setLoadError(LOAD_FAILED);
    } finally {
      setLoadingId(null);
    }
  };

  const onLoadLocalQuote = (saved: SavedQuote) => {
    if (!mayReplaceWork()) return;
    restore(
      {
        snapshot: {
          entryMode: saved.entryMode ?? 'standard',
          products: saved.products.length > 0 ? saved.products : [newProduct()],
          groups: saved.groups && saved.groups.length > 0 ? saved.groups : [newGroup(1)],
          settings: { ...DEFAULT_SETTINGS, ...saved.settings },
        },
        contact: contactOf(saved.userInfo),
        current:
          saved.serverQuoteId && saved.quoteNumber
            ? { serverId: saved.serverQuoteId, quoteNumber: saved.quoteNumber, localId: saved.id }
            : null,
      },
      true,
    );
    toast.success(`✓ ${saved.name} loaded`);
  };

  const onGeneratePdf = async () => {
    if (!freshEstimate) return toast.error(`❌ ${PDF_NEEDS_ESTIMATES}`);
    toast.loading('Generating PDF...');
    try {
      const { blob, quoteNumber } = await generateQuotePdf({
        ...(current ? { quote_id: current.serverId } : {}),
        customer_data: customerDataOf(contactUser()),
        quote_data: quoteDataOf(snapshot(), freshEstimate),
      });
      // The server numbers every PDF (a saved quote by its own number); the name only follows it.
      saveFile(`quote-${quoteNumber ?? current?.quoteNumber ?? 'draft'}.pdf`, blob);
      toast.success('✓ PDF downloaded');
    } catch (error) {
      toast.error(`❌ ${messageOf(error, PDF_FAILED)}`);
    }
  };

  const onEmailQuote = async () => {
    const user = contactUser();
    if (!hasNameAndEmail(customerDataOf(user))) return toast.error(`❌ ${EMAIL_NEEDS_CUSTOMER}`);
    if (!freshEstimate) return toast.error(`❌ ${PDF_NEEDS_ESTIMATES}`);
    setSending(true);
    toast.loading('Sending quote...');
    try {
      const sent = await emailQuote({
        ...(current ? { quote_id: current.serverId } : {}),
        customer_data: customerDataOf(user),
        quote_data: quoteDataOf(snapshot(), freshEstimate),
      });
      toast.success(`✓ Quote emailed to ${sent.to}`);
    } catch (error) {
      toast.error(`❌ ${messageOf(error, EMAIL_FAILED)}`);
    } finally {
      setSending(false);
    }
  };

  const headerActions: EstimatorHeaderActions | null = canSave
    ? { onSaveQuote, onLoadQuote: () => (setLoadError(null), setLoadOpen(true)), onNewClient }
    : null;

  const modals = canSave ? (
    <>
      <SaveQuoteModal
        open={saveOpen}
        onOpenChange={setSaveOpen}
        initial={{ ...EMPTY_CONTACT, ...contact.getValues() }}
        onSave={async (user) => {
          await persist(user);
          contact.reset({
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone,
          });
        }}
      />
      <LoadQuoteModal
        open={loadOpen}
        onOpenChange={setLoadOpen}
        showroomId={showroomId}
        onLoad={(id) => void onLoadServerQuote(id)}
        loadingId={loadingId}
        loadError={loadError}
      />
    </>
  ) : null;

  if (view === 'saved') {
    return (
      <div className="flex min-h-dvh flex-col">
        {header(headerActions)}
        <SavedQuotesList
          quotes={savedQuotes}
          onBack={() => setView('edit')}
          onLoad={onLoadLocalQuote}
          onDelete={(quote) => {
            if (window.confirm(`Delete ${quote.name}?`))
              setSavedQuotes(deleteSavedQuote(window.localStorage, quote.id));
          }}
        />
        {footer}
        {modals}
        {toastElement}
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      {header(headerActions)}
      <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {view === 'results' && freshEstimate ? (
          <ResultsView
            estimate={freshEstimate}
            names={names}
            showVisualLayouts={settings.showVisualLayouts}
            includeInstallation={settings.includeInstallation}
            slabSizeOf={slabSizeOf}
            onBack={() => setView('edit')}
            actions={
              <>
                <button type="button" className="btn btn-primary" onClick={() => void onGeneratePdf()}>
                  Generate PDF
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={sending || !customerEmail?.trim()}
                  onClick={() => void onEmailQuote()}
                >
                  {sending ? 'Sending...' : 'Email Quote'}
                </button>
                {onOrderMaterial ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      if (!onOrderMaterial(slabOrders(freshEstimate, estimated, listedRows)))
                        toast.error(`❌ ${NOTHING_TO_ORDER}`);
                    }}
                  >
                    Order Material
                  </button>
                ) : null}
                <button type="button" className="btn btn-secondary" onClick={() => setView('edit')}>
                  Back to Edit
                </button>
              </>
            }
          />
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h1 className="text-3xl font-bold text-stone-900">Countertop Estimator</h1>
                <p className="mt-1 text-stone-700">
                  Enter the customer, then the stones and pieces to quote.
                  {current ? ` Working on quote ${current.quoteNumber}.` : ''}
                </p>
              </div>
              {canSave ? (
                <button type="button" className="btn btn-secondary" onClick={() => setView('saved')}>
                  Saved Quotes ({savedQuotes.length})
                </button>
              ) : null}
            </div>
            <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
              <SettingsPanel
                settings={settings}
                onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))}
              />
              <div className="min-w-0 space-y-6">
                <ContactInformationCard form={contact} />
                <fieldset className="card">
                  <legend className="sr-only">Interface</legend>
                  <p className="text-sm font-semibold text-stone-900" aria-hidden="true">
                    Interface
                  </p>
                  <div className="mt-2 flex flex-wrap gap-4">
                    {(['standard', 'bulk'] as const).map((mode) => (
                      <label
                        key={mode}
                        className="flex items-center gap-2 text-sm font-medium text-stone-900"
                      >
                        <input
                          type="radio"
                          name="entry-mode"
                          className="size-4 accent-[var(--brand-primary)]"
                          checked={entryMode === mode}
                          onChange={() => setEntryMode(mode)}
                        />
                        {mode === 'standard' ? 'Standard' : 'Bulk'}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <QuickTypeImport
                  key={importRun}
                  paste={paste}
                  onPasteChange={setPaste}
                  availableStones={stoneLabels}
                  catalogueLoading={stones.isPending}
                  onParsed={onParsed}
                />
                {entryMode === 'standard' ? (
                  <section aria-label="Countertop types" className="space-y-4">
                    {products.map((product, index) => (
                      <TypeCard
                        key={product.id}
                        product={product}
                        index={index}
                        catalogue={catalogue}
                        loading={stones.isPending}
                        edgeDetails={edgeDetails}
                        canRemove={products.length > 1}
                        drawing={drawings[product.id] ?? { status: 'idle' }}
                        onChange={(patch) => patchProduct(product.id, patch)}
                        onRemove={() => setProducts((list) => list.filter((p) => p.id !== product.id))}
                        onDrawing={(file) => void analyzeProductDrawing(product, file)}
                      />
                    ))}
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setProducts((list) => [...list, newProduct()])}
                    >
                      Add Type
                    </button>
                  </section>
                ) : (
                  <section aria-label="Stone groups" className="space-y-4">
                    {groups.map((group) => (
                      <GroupCard
                        key={group.id}
                        group={group}
                        catalogue={catalogue}
                        loading={stones.isPending}
                        edgeDetails={edgeDetails}
                        drawing={drawings[group.id] ?? { status: 'idle' }}
                        onChange={(patch) => patchGroup(group.id, patch)}
                        onDrawing={(file) => void analyzeGroupDrawing(group, file)}
                        onDuplicate={() =>
                          setGroups((list) =>
                            list.flatMap((g) => (g.id === group.id ? [g, duplicateGroup(g)] : [g])),
                          )
                        }
                        onDelete={() => {
                          if (window.confirm(`Delete ${group.name}?`))
                            setGroups((list) => {
                              const rest = list.filter((g) => g.id !== group.id);
                              return rest.length > 0 ? rest : [newGroup(1)];
                            });
                        }}
                      />
                    ))}
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setGroups((list) => [...list, newGroup(list.length + 1)])}
                    >
                      Add Stone Group
                    </button>
                  </section>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className="btn btn-primary px-8 text-base"
                    disabled={calculating}
                    onClick={() => void calculate()}
                  >
                    {calculating ? 'Calculating...' : 'Calculate'}
                  </button>
                  {freshEstimate ? (
                    <button type="button" className="btn btn-secondary" onClick={() => setView('results')}>
                      View Results
                    </button>
                  ) : null}
                </div>
              </div>
            </div>
          </>
        )}
      </PageMain>
      {footer}
      {modals}
      {toastElement}
    </div>
  );
}
