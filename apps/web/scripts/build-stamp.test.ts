import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeBuildStamp, computeInputsStamp, decideBuild, writeBuildStamp } from './build-stamp';

let repo: string;
let dist: string;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), content);
}

/** The state `vite build` leaves: the built app and the stamp of the sources it read. */
function build(env: NodeJS.ProcessEnv = {}): void {
  write('apps/web/dist/index.html', '<!doctype html>');
  writeBuildStamp(dist, computeBuildStamp(repo, env));
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'stonetool-stamp-'));
  dist = join(repo, 'apps/web/dist');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/vite.config.ts', 'export default {}');
  write('packages/contracts/src/stones.ts', 'export const ZStone = 1;');
  write('packages/domain/src/money.ts', 'export const cents = 1;');
  write('packages/db/src/schema/catalog.ts', 'export const stones = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('whether npm start builds the web app', () => {
  it('builds when there is no built app', () => {
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toMatchObject({ build: true });
  });

  it('builds when the built app carries no stamp (an older or a failed build)', () => {
    write('apps/web/dist/index.html', '<!doctype html>');
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toMatchObject({ build: true });
  });

  it('skips the build when nothing changed since the last one', () => {
    build();
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toEqual({
      build: false,
      reason: 'the web sources are unchanged since the last build',
    });
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['the Vite configuration', 'apps/web/vite.config.ts'],
    ['a contract the web app imports', 'packages/contracts/src/stones.ts'],
    ['a domain rule the web app imports', 'packages/domain/src/money.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds again when %s changed', (_what, path) => {
    build();
    write(path, 'changed');
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toEqual({
      build: true,
      reason: 'the web sources changed since the last build',
    });
  });

  it('builds again when a new web source appears', () => {
    build();
    write('apps/web/src/features/new-screen.tsx', 'export {}');
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toMatchObject({ build: true });
  });

  it('builds again when a VITE_ variable, compiled into the bundle, changed', () => {
    build({ VITE_API_TARGET: 'http://localhost:3300' });
    expect(
      decideBuild(dist, computeBuildStamp(repo, { VITE_API_TARGET: 'http://localhost:3300' })),
    ).toMatchObject({ build: false });
    expect(
      decideBuild(dist, computeBuildStamp(repo, { VITE_API_TARGET: 'http://other:3300' })),
    ).toMatchObject({
      build: true,
    });
  });

  it('ignores what the web app does not read: the server and database code, the built files themselves', () => {
    build();
    write('packages/db/src/schema/catalog.ts', 'changed');
    write('apps/web/dist/assets/app-1234.js', 'built');
    write('apps/web/node_modules/some-package/index.js', 'installed');
    expect(decideBuild(dist, computeBuildStamp(repo, {}))).toMatchObject({ build: false });
  });
});

describe('whether npm start builds the server (apps/server/scripts/build.ts names its inputs)', () => {
  const SERVER = { entry: 'main.js', product: 'server', sources: 'server' };
  const INPUTS = ['apps/server/src', 'apps/server/scripts/build.ts', 'packages/db/src', 'package-lock.json'];
  const serverDist = () => join(repo, 'apps/server/dist');

  beforeEach(() => {
    write('apps/server/src/main.ts', 'serve()');
    write('apps/server/scripts/build.ts', 'bundle()');
  });

  function buildServer(): void {
    write('apps/server/dist/main.js', 'serve()');
    writeBuildStamp(serverDist(), computeInputsStamp(repo, INPUTS));
  }

  it('builds when there is no built server, naming the server', () => {
    expect(decideBuild(serverDist(), computeInputsStamp(repo, INPUTS), SERVER)).toEqual({
      build: true,
      reason: 'no built server yet',
    });
  });

  it('skips the build when nothing changed, and builds again when a source file or a single-file input changed', () => {
    buildServer();
    expect(decideBuild(serverDist(), computeInputsStamp(repo, INPUTS), SERVER)).toEqual({
      build: false,
      reason: 'the server sources are unchanged since the last build',
    });
    write('apps/server/scripts/build.ts', 'bundle(differently)');
    expect(decideBuild(serverDist(), computeInputsStamp(repo, INPUTS), SERVER)).toEqual({
      build: true,
      reason: 'the server sources changed since the last build',
    });
    buildServer();
    write('packages/db/src/schema/catalog.ts', 'changed');
    expect(decideBuild(serverDist(), computeInputsStamp(repo, INPUTS), SERVER)).toMatchObject({
      build: true,
    });
  });

  it('ignores the VITE_ variables, which only the web bundle compiles in', () => {
    buildServer();
    expect(
      decideBuild(
        serverDist(),
        computeInputsStamp(repo, INPUTS, { VITE_API_TARGET: 'http://other:3300' }),
        SERVER,
      ),
    ).toMatchObject({ build: false });
  });
});
