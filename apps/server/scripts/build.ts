/**
 * The server's build (issue 23): bundles `src/main.ts` and the workspace packages it imports
 * (`@stonetool/db`, `domain`, `contracts`) into one ES module, `apps/server/dist/main.js`, that
 * Node runs without a TypeScript loader. Installed packages stay outside the bundle and load
 * from node_modules as usual. `npm start` builds only when the inputs changed
 * (scripts/build-if-changed.ts); `npm run build -w @stonetool/server` always builds.
 *
 * Each bundled module's `import.meta.url` is its source file's URL, not the bundle's, so the
 * paths the code finds beside itself (the migrations, the built web app, packages resolved from
 * where the module sits) stay those of the source tree.
 */
import { build, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeInputsStamp, writeBuildStamp } from '../../web/scripts/build-stamp';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_DIST = join(repoRoot, 'apps/server/dist');
export const SERVER_ENTRY_FILE = 'main.js';

/**
 * What the bundle is made of: the server's sources and those of the workspace packages it
 * bundles, their package files (exports), the lockfile, the TypeScript base configuration and
 * this build itself. Paths are relative to the repository root.
 */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/scripts/build.ts',
  'apps/web/scripts/build-stamp.ts',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/db/src',
  'packages/db/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

export function computeServerStamp(): string {
  return computeInputsStamp(repoRoot, SERVER_BUILD_INPUTS);
}

/** Installed packages are imported at run time; only the repository's own code is bundled. */
const installedPackagesOutside: Plugin = {
  name: 'stonetool:installed-packages-outside',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stonetool/') ? undefined : { path: args.path, external: true },
    );
  },
};

const sourceImportMetaUrl: Plugin = {
  name: 'stonetool:source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Bundles the server into dist/main.js and stamps dist with the inputs it was built from. */
export async function buildServer(): Promise<void> {
  const stamp = computeServerStamp();
  mkdirSync(SERVER_DIST, { recursive: true });
  await build({
    entryPoints: [join(repoRoot, 'apps/server/src/main.ts')],
    outfile: join(SERVER_DIST, SERVER_ENTRY_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [installedPackagesOutside, sourceImportMetaUrl],
  });
  writeBuildStamp(SERVER_DIST, stamp);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  process.stdout.write(`Built the server into ${join(SERVER_DIST, SERVER_ENTRY_FILE)}.\n`);
}
