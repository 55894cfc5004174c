import { describe, expect, it } from 'vitest';
import { baseColorFor, renderStoneImage } from '../src/seed/stone-image';

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

  it('takes the base colour from the colour name', () => {
    expect(baseColorFor('Absolute Black')[0]).toBeLessThan(60);
    expect(baseColorFor('Pure White')[0]).toBeGreaterThan(220);
    const [red, , blue] = baseColorFor('Lagoon Blue');
    expect(blue).toBeGreaterThan(red);
  });
});
