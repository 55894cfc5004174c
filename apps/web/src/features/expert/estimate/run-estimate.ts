import type { EstimateQuoteInput } from '@stonetool/domain/estimate/estimate-quote';
import type { QuoteEstimate } from '@stonetool/domain/estimate/types';
import type { EstimateReply, EstimateRequest } from './estimate.worker';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (estimate: QuoteEstimate) => void; reject: (error: Error) => void }
>();

function estimateWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./estimate.worker.ts', import.meta.url), { type: 'module' });
  created.addEventListener('message', (event: MessageEvent<EstimateReply>) => {
    const reply = event.data;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if ('estimate' in reply) waiter.resolve(reply.estimate);
    else waiter.reject(new Error(reply.error));
  });
  created.addEventListener('error', (event) => {
    // A worker that failed to start or crashed answers nobody: fail every waiting call and start afresh.
    for (const waiter of pending.values()) waiter.reject(new Error(event.message || 'Calculation failed'));
    pending.clear();
    created.terminate();
    worker = null;
  });
  worker = created;
  return created;
}

/** Prices and lays out the quote in the estimate worker (one worker, reused for every call). */
export function runEstimate(input: EstimateQuoteInput): Promise<QuoteEstimate> {
  const id = nextId++;
  const request: EstimateRequest = { id, input };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    estimateWorker().postMessage(request);
  });
}
