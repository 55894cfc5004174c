import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import { DEFAULT_SLAB_HEIGHT, DEFAULT_SLAB_WIDTH } from '@stonetool/domain/estimate/normalize-stone';
import { normalizeQuantity } from '@stonetool/domain/estimate/piece-input';
import { remnantStockFor } from '@stonetool/contracts/remnants';
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { PageMain } from '../../components/page-main';
import { useStones } from '../../lib/get-stones';
import { cutoutPriceList, useCutoutPrices } from './api/cutout-prices';
import { useRemnantRate, useRemnants } from './api/remnants';
import { edgeDetailOptions, useFabricationPricing } from './api/get-fabrication-pricing';
import { ContactInformationCard, useContactForm } from './contact-information-card';
import {
  duplicateGroup,
  estimatePieces,
  newCutout,
  newGroup,
  newProduct,
  pieceSeamProblems,
} from './estimator-model';
import { estimatorReducer, freshEstimate, initialEstimatorState } from './estimator-state';
import { openingDraft, type DraftView } from './expert-draft';
import { GroupCard } from './group-card';
import { JobProgressPanel } from './job-progress-panel';
import { KeepOffcuts } from './keep-offcuts';
import { LoadQuoteModal } from './load-quote-modal';
import { slabOrders, type SlabOrder } from './order-material';
import { QuickTypeImport } from './quick-type-import';
import { layoutFileName } from './download-dxf-button';
import { ResultsView } from './results-view';
import { SaveQuoteModal } from './save-quote-modal';
import { SavedQuotesList } from './saved-quotes-list';
import { ShareQuoteModal } from './share-quote-modal';
import { readSavedQuotes } from './saved-quotes';
import { SettingsPanel } from './settings-panel';
import { pricedAtBusinessCost } from './cost-basis';
import { availableStoneLabels } from './stone-cascade';
import { useToast } from './toast';
import { TypeCard } from './type-card';
import { useDrawingAnalysis } from './use-drawing-analysis';
import { useEstimateRun } from './use-estimate-run';
import { useQuotePersistence } from './use-quote-persistence';
import { hasNavigatedInApp } from '../../lib/navigation';

/** Order Material with no priced stone in the results. */
export const NOTHING_TO_ORDER = 'No priced slabs to order: every product needs a priced stone';

export type EstimatorHeaderActions = {
  onSaveQuote: () => void;
  onLoadQuote: () => void;
  onNewClient: () => void;
};

type Props = {
  authenticated: boolean;
  /** The read-only preview: nothing is priced, saved or loaded. */
  readOnly: boolean;
  /** The signed-in person may change the business's cutout prices: its owner, not its team. */
  setsCutoutPrices: boolean;
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
  setsCutoutPrices,
  showroomId,
  draftOwner,
  header,
  footer,
  onOrderMaterial,
}: Props) {
  const [start] = useState(() => openingDraft(window.localStorage, draftOwner, hasNavigatedInApp()));
  const [state, dispatch] = useReducer(estimatorReducer, start, (opening) =>
    initialEstimatorState(opening, readSavedQuotes(window.localStorage)),
  );
  const contact = useContactForm(start.contact);
  const stones = useStones(authenticated);
  const pricing = useFabricationPricing(!readOnly);
  const cutoutPrices = useCutoutPrices(!readOnly);
  const remnants = useRemnants(!readOnly);
  const remnantRate = useRemnantRate(!readOnly);
  const { toast, toastElement } = useToast();
  const [shareOpen, setShareOpen] = useState(false);

  /** The catalogue as listed (what Order Material puts in the cart) and as the estimate prices it. */
  const listedRows = useMemo(() => stones.data ?? [], [stones.data]);
  const rows = useMemo(() => pricedAtBusinessCost(listedRows), [listedRows]);
  const catalogue = useMemo(() => rows.map(normalizeStoneRow), [rows]);
  const stoneLabels = useMemo(() => availableStoneLabels(catalogue), [catalogue]);
  const edgeDetails = edgeDetailOptions(pricing.data);
  const canSave = authenticated && !readOnly;
  const estimate = freshEstimate(state);
  const { settings, entryMode, products, groups, drawings, view, current } = state;

  const { calculate, moveSeams } = useEstimateRun({
    state,
    dispatch,
    rows,
    fabricationPricing: pricing.data?.data ?? [],
    cutoutPrices: cutoutPriceList(cutoutPrices.data),
    // Remnants other accepted quotes reserved are named, never placed (decision 123).
    remnants: remnantStockFor(
      remnants.data ?? [],
      current ? { id: current.serverId, revisionOf: current.revisionOf ?? null } : null,
    ),
    remnantRateCentsPerSqft: remnantRate.data?.rate_cents_per_sqft,
    waitingForCatalogue:
      stones.isPending ||
      pricing.isPending ||
      cutoutPrices.isPending ||
      (!readOnly && settings.useRemnantsFirst && (remnants.isPending || remnantRate.isPending)),
    toast,
  });
  const quotes = useQuotePersistence({ state, dispatch, contact, showroomId, draftOwner, canSave, toast });
  const imports = useDrawingAnalysis({ state, dispatch, catalogue, toast });

  const slabSizeOf = (index: number) => {
    const product = state.estimated[index];
    const stone = product ? findStone(catalogue, product) : null;
    return stone
      ? { width: stone.slabWidth, height: stone.slabHeight }
      : { width: DEFAULT_SLAB_WIDTH, height: DEFAULT_SLAB_HEIGHT };
  };
  const showView = (next: DraftView) => dispatch({ type: 'view/set', view: next });

  const headerActions: EstimatorHeaderActions | null = canSave
    ? { onSaveQuote: quotes.onSaveQuote, onLoadQuote: quotes.onLoadQuote, onNewClient: quotes.onNewClient }
    : null;

  const modals = canSave ? (
    <>
      <SaveQuoteModal {...quotes.saveModal} initial={quotes.contactValues()} />
      <LoadQuoteModal {...quotes.loadModal} showroomId={showroomId} />
      {current ? (
        <ShareQuoteModal
          open={shareOpen}
          onOpenChange={setShareOpen}
          quote={current}
          customerEmail={quotes.customerEmail.trim() || null}
        />
      ) : null}
    </>
  ) : null;

  if (view === 'saved') {
    return (
      <div className="flex min-h-dvh flex-col">
        {header(headerActions)}
        <SavedQuotesList
          quotes={state.savedQuotes}
          onBack={() => showView('edit')}
          onLoad={quotes.onLoadLocalQuote}
          onDelete={quotes.onDeleteLocalQuote}
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
      <PageMain className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-8">
        {canSave && current ? (
          <JobProgressPanel quoteId={current.serverId} quoteNumber={current.quoteNumber} />
        ) : null}
        {view === 'results' && estimate ? (
          <ResultsView
            estimate={estimate}
            names={state.names}
            layoutFileName={() => {
              const { firstName, lastName } = quotes.contactValues();
              return layoutFileName(current?.quoteNumber ?? null, `${firstName} ${lastName}`);
            }}
            showVisualLayouts={settings.showVisualLayouts}
            includeInstallation={settings.includeInstallation}
            slabSizeOf={slabSizeOf}
            quantityOf={(index) => normalizeQuantity(state.estimated[index]?.quantity)}
            onBack={() => showView('edit')}
            seamEditingOf={
              readOnly
                ? undefined
                : (index) => {
                    const entry = estimatePieces(entryMode, products, groups)[index];
                    if (!entry) return undefined;
                    const { piece, title } = entry;
                    return {
                      moved: piece.seamsAt.length > 0,
                      check: (seamsAt) => pieceSeamProblems(piece, title, settings, seamsAt),
                      apply: (seamsAt) => void moveSeams(piece.id, seamsAt),
                      busy: state.calculating,
                    };
                  }
            }
            layoutActions={
              canSave ? (
                <KeepOffcuts
                  quote={current && { serverId: current.serverId, quoteNumber: current.quoteNumber }}
                  unsaved={quotes.unsaved}
                />
              ) : null
            }
            actions={
              <>
                <button type="button" className="btn btn-primary" onClick={() => void quotes.onGeneratePdf()}>
                  Generate PDF
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={quotes.sending || !quotes.customerEmail.trim()}
                  onClick={() => void quotes.onEmailQuote()}
                >
                  {quotes.sending ? 'Sending...' : 'Email Quote'}
                </button>
                {canSave && current ? (
                  <button type="button" className="btn btn-secondary" onClick={() => setShareOpen(true)}>
                    Share with Client
                  </button>
                ) : null}
                {onOrderMaterial ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      if (!onOrderMaterial(slabOrders(estimate, state.estimated, listedRows)))
                        toast.error(`❌ ${NOTHING_TO_ORDER}`);
                    }}
                  >
                    Order Material
                  </button>
                ) : null}
                <button type="button" className="btn btn-secondary" onClick={() => showView('edit')}>
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
                <button type="button" className="btn btn-secondary" onClick={() => showView('saved')}>
                  Saved Quotes ({state.savedQuotes.length})
                </button>
              ) : null}
            </div>
            <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
              <SettingsPanel
                settings={settings}
                onChange={(patch) => dispatch({ type: 'settings/patch', patch })}
                cutoutPrices={cutoutPrices.data}
                setsCutoutPrices={setsCutoutPrices}
                keepsRemnants={!readOnly}
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
                          onChange={() => dispatch({ type: 'entry-mode/set', mode })}
                        />
                        {mode === 'standard' ? 'Standard' : 'Bulk'}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <QuickTypeImport
                  key={state.importRun}
                  paste={state.paste}
                  onPasteChange={(paste) => dispatch({ type: 'paste/set', paste })}
                  onPasteImported={(text) => dispatch({ type: 'paste/imported', text })}
                  availableStones={stoneLabels}
                  catalogueLoading={stones.isPending}
                  onParsed={imports.onParsed}
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
                        onChange={(patch) => dispatch({ type: 'product/patch', id: product.id, patch })}
                        onRemove={() => dispatch({ type: 'product/remove', id: product.id })}
                        onDrawing={(file) => void imports.analyzeProductDrawing(product, file)}
                        onAddCutout={(type) =>
                          dispatch({ type: 'cutout/add', productId: product.id, cutout: newCutout(type) })
                        }
                        onChangeCutout={(cutoutIndex, patch) =>
                          dispatch({ type: 'cutout/patch', productId: product.id, index: cutoutIndex, patch })
                        }
                        onRemoveCutout={(cutoutIndex) =>
                          dispatch({ type: 'cutout/remove', productId: product.id, index: cutoutIndex })
                        }
                      />
                    ))}
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => dispatch({ type: 'product/add', product: newProduct() })}
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
                        onChange={(patch) => dispatch({ type: 'group/patch', id: group.id, patch })}
                        onDrawing={(file) => void imports.analyzeGroupDrawing(group, file)}
                        onDuplicate={() =>
                          dispatch({ type: 'group/duplicate', id: group.id, copy: duplicateGroup(group) })
                        }
                        onDelete={() => {
                          if (window.confirm(`Delete ${group.name}?`))
                            dispatch({ type: 'group/delete', id: group.id, blank: newGroup(1) });
                        }}
                      />
                    ))}
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => dispatch({ type: 'group/add', group: newGroup(groups.length + 1) })}
                    >
                      Add Stone Group
                    </button>
                  </section>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className="btn btn-primary px-8 text-base"
                    disabled={state.calculating}
                    onClick={() => void calculate()}
                  >
                    {state.calculating ? 'Calculating...' : 'Calculate'}
                  </button>
                  {estimate ? (
                    <button type="button" className="btn btn-secondary" onClick={() => showView('results')}>
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
