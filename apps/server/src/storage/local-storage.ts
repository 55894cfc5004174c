import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

const CONTENT_TYPE_SUFFIX = '.content-type';

/**
 * Files in a local directory (DATA_DIR/files by default). The content type is kept in a sidecar
 * file so what was uploaded is served back exactly, whatever the key's extension says.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);

  function pathFor(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(root, key));
    // Belt and braces on top of assertSafeKey: the path must stay inside the root.
    if (!path.startsWith(root + sep)) throw new Error('Storage key escapes the storage directory');
    return path;
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await writeFile(path + CONTENT_TYPE_SUFFIX, contentType);
    },
    async get(key): Promise<StoredObject | null> {
      const path = pathFor(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(path + CONTENT_TYPE_SUFFIX, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathFor(key);
      await rm(path, { force: true });
      await rm(path + CONTENT_TYPE_SUFFIX, { force: true });
    },
  };
}
