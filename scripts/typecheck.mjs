// Type-checks every project of the repository with the native TypeScript compiler (7.x, the
// `typescript-native` alias), two projects at a time. typescript@5.9 stays installed for the tools
// that load TypeScript as a library (typescript-eslint, vite); see docs/decisions/076-type-checking-with-the-native-compiler.md,
// "Type-checking with the native compiler". Exits non-zero when any project has an error.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The package exports no subpath for its command, and node_modules/.bin/tsc may name either
// compiler, so the command is called by its path.
const tsc = path.join(repoRoot, 'node_modules/typescript-native/bin/tsc');

const PROJECTS = [
  'packages/domain/tsconfig.json',
  'packages/domain/bin/tsconfig.json',
  'packages/contracts/tsconfig.json',
  'packages/db/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
  'testing/tsconfig.json',
];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      results.push(result);
      const status = result.code === 0 ? 'ok' : 'FAILED';
      process.stdout.write(`typecheck ${status.padEnd(6)} ${project} (${result.seconds.toFixed(1)} s)\n`);
      if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`);
    }
  }),
);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
