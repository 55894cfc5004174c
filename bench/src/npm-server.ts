import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout the benches run in. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs `npm <args>` in the checkout as the server of a bench: on 127.0.0.1:`port`, its data in
 * `dataDir`, with `env` on top of this process's environment. It leads a process group of its own,
 * so that `process.kill(-pid)` ends npm and the server it started together.
 */
export function spawnNpmServer(
  args: string[],
  {
    port,
    dataDir,
    env,
    stdio,
  }: { port: number; dataDir: string; env: NodeJS.ProcessEnv; stdio: StdioOptions },
): ChildProcess {
  return spawn('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio,
    detached: true,
  });
}
