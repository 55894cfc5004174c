import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only Vite plugin whose `afterWrite` runs once every other plugin has written its files,
 * with the output folder; `buildStart`, when given, runs as the build starts.
 */
export function afterWritePlugin(
  name: string,
  afterWrite: (outDir: string) => void | Promise<void>,
  buildStart?: () => void,
): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    ...(buildStart ? { buildStart } : {}),
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await afterWrite(outDir);
      },
    },
  };
}
