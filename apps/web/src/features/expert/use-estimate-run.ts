import type { TStone } from '@stonetool/contracts/stones';
import type { QuoteEstimate, RemnantStock } from '@stonetool/domain/estimate/types';
import type { CutoutPrices } from '@stonetool/domain/shapes/cutouts';
import type { SeamAt } from '@stonetool/domain/shapes/inside-corner-seams';
import { useEffect, useEffectEvent, type Dispatch } from 'react';
import type { TFabricationPricing } from './api/get-fabrication-pricing';
import { updateQuoteResults } from './api/quotes';
import { runEstimate } from './estimate/run-estimate';
import {
  estimateProductNames,
  estimateProducts,
  pieceFieldProblems,
  toEngineSettings,
  withMovedSeams,
} from './estimator-model';
import { inputsKey, snapshotOf, type EstimatorAction, type EstimatorState } from './estimator-state';
import { quoteDataOf, type EstimatorSnapshot } from './quote-data';
import type { Toaster } from './toast';
import { messageOf } from './toast-rules';

/**
 * Calculate (spec 02 section 4): reads every piece field, prices and lays out the form in the
 * estimate worker, shows the results and stores them on the quote being worked on. A restored
 * draft or a loaded quote is computed again once the catalogue and the pricing are in.
 */
export function useEstimateRun({
  state,
  dispatch,
  rows,
  fabricationPricing,
  cutoutPrices,
  remnants,
  remnantRateCentsPerSqft,
  waitingForCatalogue,
  toast,
}: {
  state: EstimatorState;
  dispatch: Dispatch<EstimatorAction>;
  /** The catalogue as the estimate prices it. */
  rows: TStone[];
  fabricationPricing: TFabricationPricing['data'];
  /** The business's cutout price list (the defaults until it loads). */
  cutoutPrices: CutoutPrices;
  /** The business's remnants, used when the settings say remnants first. */
  remnants: readonly RemnantStock[];
  /** The business's remnant rate; the default (0) until it loads. */
  remnantRateCentsPerSqft: number | undefined;
  /** The stones or the fabrication pricing are still loading. */
  waitingForCatalogue: boolean;
  toast: Toaster;
}) {
  /**
   * Prices and lays out the form as it stands (or `snapshot`, the form about to be); null (with the
   * reason shown) when that failed.
   */
  const runCalculation = async (
    snapshot: EstimatorSnapshot = snapshotOf(state),
  ): Promise<QuoteEstimate | null> => {
    dispatch({ type: 'estimate/started' });
    try {
      const input = estimateProducts(snapshot.entryMode, snapshot.products, snapshot.groups);
      const estimate = await runEstimate({
        products: input,
        stones: rows,
        settings: toEngineSettings(snapshot.settings),
        fabricationPricing,
        cutoutPrices,
        remnants,
        ...(remnantRateCentsPerSqft === undefined ? {} : { remnantRateCentsPerSqft }),
      });
      dispatch({
        type: 'estimate/finished',
        estimate,
        estimated: input,
        estimatedKey: inputsKey(snapshot),
        names: estimateProductNames(snapshot.entryMode, snapshot.products, snapshot.groups),
      });
      return estimate;
    } catch (error) {
      toast.error(`❌ ${messageOf(error, 'Calculation failed')}`);
      dispatch({ type: 'estimate/failed' });
      return null;
    }
  };

  const recalculateRestored = useEffectEvent(() => {
    dispatch({ type: 'recalculate/done' });
    if (pieceFieldProblems(state.entryMode, state.products, state.groups).length === 0) void runCalculation();
  });
  // The optimiser gives the same layout for the same job, so computing again restores the results.
  useEffect(() => {
    if (state.recalculate && !waitingForCatalogue) recalculateRestored();
  }, [state.recalculate, waitingForCatalogue]);

  const calculate = async () => {
    const unread = pieceFieldProblems(state.entryMode, state.products, state.groups);
    if (unread.length > 0) {
      toast.error(`❌ ${unread.join('; ')}`);
      return;
    }
    const result = await runCalculation();
    if (!result) return;
    dispatch({ type: 'view/set', view: 'results' });
    storeResults(snapshotOf(state), result);
  };

  /**
   * Moves a piece's seams, a Standard card's or a Bulk row's (decision 127; empty: back where the
   * rules place them): lays the form out again with them, and only once that worked keeps them on
   * the piece, so the results stay on screen meanwhile and a failed run changes nothing.
   */
  const moveSeams = async (pieceId: string, seamsAt: SeamAt[]) => {
    const snapshot = withMovedSeams(snapshotOf(state), pieceId, seamsAt);
    const result = await runCalculation(snapshot);
    if (!result) return;
    dispatch({ type: 'seams/move', pieceId, seamsAt });
    storeResults(snapshot, result);
  };

  /** Results are stored on the saved quote; a failure here leaves the quote as saved. */
  const storeResults = (snapshot: EstimatorSnapshot, result: QuoteEstimate) => {
    if (!state.current) return;
    const data = quoteDataOf(snapshot, result);
    updateQuoteResults({
      quote_id: state.current.serverId,
      results_data: {
        entryMode: data.entryMode,
        products: data.products,
        groups: data.groups,
        settings: data.settings,
        optimization_data: data.optimization_data,
        totals: data.totals,
      },
    }).catch((error: unknown) => console.warn('Results were not stored on the quote', error));
  };

  return { calculate, moveSeams };
}
