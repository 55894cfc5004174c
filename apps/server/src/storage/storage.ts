/**
 * Every uploaded or generated file (logos, receipts, drawings, stone images) goes through this
 * interface. Keys are relative paths such as `stone-images/CaesarstoneCalacatta.webp`.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\x00-\x1f\x7f]/;

/**
 * Keys come partly from requests (a file name in a URL), so each segment is checked: no empty
 * segments, no segment starting with a dot (which covers `.` and `..`), no backslashes or control
 * characters. This refuses path traversal before any backend sees the key.
 */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe =
    key.length <= 512 &&
    segments.every(
      (segment) => segment.length > 0 && !segment.startsWith('.') && !UNSAFE_CHARACTERS.test(segment),
    );
  if (!safe) throw new UnsafeStorageKeyError(key);
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refusing unsafe storage key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}
