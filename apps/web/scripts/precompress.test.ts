import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stonetool-precompress-'));
  mkdirSync(join(dir, 'assets'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing the built web app', () => {
  it('writes brotli and gzip copies of scripts and styles that decompress to the same bytes', async () => {
    const script = 'export const stones = [];\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-1234.js'), script);
    writeFileSync(join(dir, 'assets', 'index-1234.css'), '.card { color: red }\n'.repeat(100));

    await precompressFolder(dir);

    const path = join(dir, 'assets', 'index-1234.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'assets', 'index-1234.css.br'))).toBe(true);
  });

  it('leaves small files and formats that are compressed already as they are', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'slab.webp'), Buffer.alloc(4096, 1));

    expect(await precompressFolder(dir)).toEqual([]);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'slab.webp.br'))).toBe(false);
  });
});
