import { parentPort } from 'node:worker_threads';
import type { BenchInstance } from './instances';
import type { Method } from './methods';
import { runInstance } from './run-instance';

/** A worker thread: runs one instance per message and posts its result back. */
parentPort?.on('message', (message: { instance: BenchInstance; methods: Method[] }) => {
  parentPort?.postMessage(runInstance(message.instance, message.methods));
});
