import { decideBuild } from '../../../web/scripts/build-stamp';
import { buildServer, computeServerStamp, SERVER_DIST, SERVER_ENTRY_FILE } from '../../scripts/build';

/**
 * Vitest global setup of the soak tests: they start the compiled server, as `npm start` does,
 * so it is built first when its sources changed since its last build.
 */
export default async function setup(): Promise<void> {
  const decision = decideBuild(SERVER_DIST, computeServerStamp(), {
    entry: SERVER_ENTRY_FILE,
    product: 'server',
    sources: 'server',
  });
  if (decision.build) await buildServer();
}
