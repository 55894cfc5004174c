/**
 * `npm start`'s first step: builds the web app only when its inputs changed since the last
 * build (see build-stamp.ts), so a restart of an installed checkout serves at once. `npm run
 * build` always builds, and leaves the same stamp.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { computeBuildStamp, decideBuild } from './build-stamp';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const decision = decideBuild(`${webRoot}dist`, computeBuildStamp(repoRoot));
if (decision.build) {
  process.stdout.write(`Building the web app: ${decision.reason}.\n`);
  const result = spawnSync('npx', ['vite', 'build'], { cwd: webRoot, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
process.stdout.write(`Skipping the web app build: ${decision.reason}.\n`);
