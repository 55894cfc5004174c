import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { afterWritePlugin } from './after-write-plugin';

/**
 * The stamp a build leaves in its output folder: which sources the files there were built from.
 * `vite build` leaves one in apps/web/dist, the server's build (apps/server/scripts/build.ts) one
 * in apps/server/dist.
 */
export const STAMP_FILE = '.build-stamp';

/**
 * What the web app's build reads: the app itself (sources, index.html, public files, Vite and
 * TypeScript configuration, these scripts), the two workspace packages it imports, the lockfile
 * (every dependency's exact version) and the base TypeScript configuration. Paths are relative
 * to the repository root; folders are walked whole, minus build output and installed packages.
 */
export const WEB_BUILD_INPUTS = [
  'apps/web',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function listFiles(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) listFiles(child, into);
    } else if (entry.isFile()) into.push(child);
  }
}

/**
 * A SHA-256 over the path and content of every web build input, and over the VITE_* variables of
 * the environment (Vite compiles those into the bundle).
 */
export function computeBuildStamp(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return computeInputsStamp(repoRoot, WEB_BUILD_INPUTS, env, 'VITE_');
}

/**
 * A SHA-256 over the path and content of every file of `inputs` (files, or folders walked whole),
 * and over the environment variables whose name starts with `envPrefix`, if one is given.
 * Content, not modification times, so that a checkout or a copy that touches files without
 * changing them does not force a rebuild.
 */
export function computeInputsStamp(
  repoRoot: string,
  inputs: readonly string[],
  env: NodeJS.ProcessEnv = {},
  envPrefix?: string,
): string {
  const files: string[] = [];
  for (const input of inputs) {
    const path = join(repoRoot, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) listFiles(path, files);
    else files.push(path);
  }
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(repoRoot, path).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(repoRoot, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => envPrefix !== undefined && key.startsWith(envPrefix))
    .sort()) {
    hash.update(`${name}=${env[name] ?? ''}\0`);
  }
  return hash.digest('hex');
}

export function readBuildStamp(distDir: string): string | null {
  const path = join(distDir, STAMP_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export function writeBuildStamp(distDir: string, stamp: string): void {
  writeFileSync(join(distDir, STAMP_FILE), `${stamp}\n`);
}

export type BuildDecision = { build: true; reason: string } | { build: false; reason: string };

/** What a build decision names: the web app's by default, the server's for its build. */
export interface BuildSubject {
  /** The file the build leaves in its output folder, relative to it. */
  entry: string;
  /** "web app", "server" */
  product: string;
  /** "web", "server" */
  sources: string;
}
const WEB_APP: BuildSubject = { entry: 'index.html', product: 'web app', sources: 'web' };

/**
 * Whether `npm start` must build: when there is no build output, when it was built without a
 * stamp (or by a failed build, which writes none), or when any input changed since.
 */
export function decideBuild(
  distDir: string,
  currentStamp: string,
  subject: BuildSubject = WEB_APP,
): BuildDecision {
  if (!existsSync(join(distDir, subject.entry)))
    return { build: true, reason: `no built ${subject.product} yet` };
  const stored = readBuildStamp(distDir);
  if (stored === null) return { build: true, reason: `the built ${subject.product} has no build stamp` };
  if (stored !== currentStamp)
    return { build: true, reason: `the ${subject.sources} sources changed since the last build` };
  return { build: false, reason: `the ${subject.sources} sources are unchanged since the last build` };
}

/**
 * Writes the stamp into the output folder once everything else has written its files, so that a
 * build that fails on the way leaves no stamp and the next start builds again. The inputs are
 * hashed when the build starts: a file edited during the build makes the next start build again.
 */
export function buildStampPlugin(repoRoot: string): Plugin {
  let stamp = '';
  return afterWritePlugin(
    'stonetool:build-stamp',
    (outDir) => writeBuildStamp(outDir, stamp),
    () => {
      stamp = computeBuildStamp(repoRoot);
    },
  );
}
