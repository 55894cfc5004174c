import { estimateQuote, type EstimateQuoteInput } from '@stonetool/domain/estimate/estimate-quote';
import type { QuoteEstimate } from '@stonetool/domain/estimate/types';
import { SEARCH_SAFETY_NET_MS, stopAfter } from '@stonetool/domain/optimizer/optimize';

export type EstimateRequest = { id: number; input: EstimateQuoteInput };
export type EstimateReply = { id: number; estimate: QuoteEstimate } | { id: number; error: string };

/**
 * The slab optimiser takes up to about a second for a large kitchen: it runs here, off the main
 * thread, so the estimator never freezes while it searches. Its search is bounded by work, so
 * this estimate matches the one the server makes when the quote is saved.
 */
self.addEventListener('message', (event: MessageEvent<EstimateRequest>) => {
  const { id, input } = event.data;
  let reply: EstimateReply;
  try {
    reply = {
      id,
      estimate: estimateQuote(input, {
        shouldStop: stopAfter(SEARCH_SAFETY_NET_MS, () => performance.now()),
      }),
    };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
