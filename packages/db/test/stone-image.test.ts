import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseColorFor, renderStoneImage } from '../src/seed/stone-image';
import { cachedStoneImage } from '../src/seed/stone-image-cache';

/** Every picture file the cache holds, by full path. */
async function cachedFiles(): Promise<string[]> {
  const folders = (await readdir(os.tmpdir())).filter((name) => name.startsWith('stonetool-stone-images-'));
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(path.join(os.tmpdir(), folder))).map((name) => path.join(os.tmpdir(), folder, name)),
    ),
  );
  return files.flat().filter((file) => file.endsWith('.webp'));
}

function isWebp(bytes: Uint8Array): boolean {
  const text = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  return text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP';
}

describe('stone images', () => {
  it('renders real WebP bytes of the requested size', async () => {
    const image = await renderStoneImage({ brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo' });
    expect(image.contentType).toBe('image/webp');
    expect([image.width, image.height]).toEqual([480, 240]);
    expect(isWebp(image.bytes)).toBe(true);
    expect(image.bytes.length).toBeGreaterThan(200);
  });

  it('draws a different picture for a different stone, and the same one again for the same stone', async () => {
    const marble = await renderStoneImage({ brand: 'Polycor', type: 'Marble', color: 'Nero Marquina' });
    const granite = await renderStoneImage({ brand: 'Arizona Tile', type: 'Granite', color: 'Uba Tuba' });
    const again = await renderStoneImage({ brand: 'Polycor', type: 'Marble', color: 'Nero Marquina' });
    expect(Buffer.from(marble.bytes).equals(Buffer.from(granite.bytes))).toBe(false);
    expect(Buffer.from(marble.bytes).equals(Buffer.from(again.bytes))).toBe(true);
  });

  it('keeps a drawn picture on disk and gives back the same bytes, drawing again over a broken file', async () => {
    // A colour no other test draws, so the first call has to draw it.
    const look = { brand: 'Test Brand', type: 'Quartz', color: `Cache White ${randomUUID()}` };
    const before = new Set(await cachedFiles());
    const drawn = await cachedStoneImage(look);
    const kept = (await cachedFiles()).filter((file) => !before.has(file));
    expect(kept).toHaveLength(1);
    const expected = await renderStoneImage(look);
    expect(Buffer.from(drawn.bytes).equals(Buffer.from(expected.bytes))).toBe(true);
    expect([drawn.width, drawn.height]).toEqual([480, 240]);

    const read = await cachedStoneImage(look);
    expect(Buffer.from(read.bytes).equals(Buffer.from(expected.bytes))).toBe(true);
    expect([read.width, read.height]).toEqual([480, 240]);

    await writeFile(kept[0]!, 'not a picture');
    const redrawn = await cachedStoneImage(look);
    expect(Buffer.from(redrawn.bytes).equals(Buffer.from(expected.bytes))).toBe(true);
  });

  it('takes the base colour from the colour name', () => {
    expect(baseColorFor('Absolute Black')[0]).toBeLessThan(60);
    expect(baseColorFor('Pure White')[0]).toBeGreaterThan(220);
    const [red, , blue] = baseColorFor('Lagoon Blue');
    expect(blue).toBeGreaterThan(red);
  });
});
