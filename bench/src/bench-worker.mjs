// Worker threads do not inherit tsx's loader from the main thread, so each worker
// registers it before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./bench-worker.ts');
