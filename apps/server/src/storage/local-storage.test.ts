import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stonetool-storage-test-'));
  storage = createLocalStorage(join(root, 'files'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores, returns and deletes an object with its content type', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put('logos/showroom-1/logo.png', bytes, 'image/png');
    expect(await storage.get('logos/showroom-1/logo.png')).toEqual({ bytes, contentType: 'image/png' });
    await storage.delete('logos/showroom-1/logo.png');
    expect(await storage.get('logos/showroom-1/logo.png')).toBeNull();
  });

  it('answers null for a missing object', async () => {
    expect(await storage.get('stone-images/Missing.webp')).toBeNull();
  });

  it.each([
    '../secrets.json',
    'stone-images/../../secrets.json',
    '/etc/passwd',
    'a//b',
    'stone-images/.hidden',
    'a\\..\\b',
  ])('refuses the path-traversing key %s', async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/i);
    await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe storage key/i);
  });
});
