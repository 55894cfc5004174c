/**
 * `npm start`'s first step: builds the web app and the server only when their inputs changed
 * since their last build (see apps/web/scripts/build-stamp.ts), so a restart of an installed
 * checkout serves at once. `npm run build` always builds the web app, `npm run build:server` the
 * server, and both leave the same stamp.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeBuildStamp, decideBuild } from '../../web/scripts/build-stamp';
import { buildServer, computeServerStamp, SERVER_DIST, SERVER_ENTRY_FILE } from './build';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');

const web = decideBuild(join(webRoot, 'dist'), computeBuildStamp(repoRoot));
if (web.build) {
  process.stdout.write(`Building the web app: ${web.reason}.\n`);
  const result = spawnSync('npx', ['vite', 'build'], { cwd: webRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else process.stdout.write(`Skipping the web app build: ${web.reason}.\n`);

const server = decideBuild(SERVER_DIST, computeServerStamp(), {
  entry: SERVER_ENTRY_FILE,
  product: 'server',
  sources: 'server',
});
if (server.build) {
  process.stdout.write(`Building the server: ${server.reason}.\n`);
  await buildServer();
} else process.stdout.write(`Skipping the server build: ${server.reason}.\n`);
