import { describe, expect, it } from 'vitest';
import { cappedSize, drawingKind, greyscaleWithContrast } from './preprocess-drawing';

describe('drawing preprocessing', () => {
  it('caps the longest side at 2000 px and keeps the aspect ratio', () => {
    expect(cappedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(cappedSize(1000, 5000)).toEqual({ width: 400, height: 2000 });
    expect(cappedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('turns pixels grey and boosts contrast by 1.5 around mid-grey', () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 200, 200, 200, 255, 0, 0, 0, 0]);
    greyscaleWithContrast(pixels);
    // Red: luma 76.2 -> (76.2 - 128) * 1.5 + 128 = 50.3; light grey 200 -> 236; transparent -> white.
    expect([...pixels]).toEqual([50, 50, 50, 255, 236, 236, 236, 255, 255, 255, 255, 255]);
  });

  it('knows a drawing by its type or extension', () => {
    expect(drawingKind({ name: 'plan.PNG', type: 'image/png' })).toBe('image');
    expect(drawingKind({ name: 'plan.dxf', type: 'application/octet-stream' })).toBe('dxf');
    expect(drawingKind({ name: 'plan.pdf', type: '' })).toBe('pdf');
    expect(drawingKind({ name: 'plan.dwg', type: 'image/vnd.dwg' })).toBeNull();
    expect(drawingKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
  });
});
