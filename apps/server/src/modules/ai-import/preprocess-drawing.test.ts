import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preprocessDrawing } from './preprocess-drawing';

/** A PNG whose left half is one grey and right half another, so each half's value is known. */
async function twoGreyPng(width: number, height: number, left: number, right: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const rightHalf = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: right, g: right, b: right } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: left, g: left, b: left } } })
    .composite([{ input: rightHalf, left: half, top: 0 }])
    .png()
    .toBuffer();
}

/** The mean grey of a square in the middle of the output's left or right half. */
async function meanGrey(image: Buffer, side: 'left' | 'right'): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const size = Math.floor(info.height / 2);
  const left = Math.floor(((side === 'left' ? 1 : 3) * info.width) / 4 - size / 2);
  const top = Math.floor(info.height / 4);
  let sum = 0;
  for (let y = top; y < top + size; y++) {
    for (let x = left; x < left + size; x++) sum += data[(y * info.width + x) * info.channels] ?? 0;
  }
  return sum / (size * size);
}

describe('preprocessDrawing (spec 02 section 9)', () => {
  it('caps the longest side at 2000 px and exports a one-channel greyscale JPEG', async () => {
    const out = await preprocessDrawing(await twoGreyPng(3000, 1500, 100, 200));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1000, channels: 1 });
  });

  it('boosts contrast by 1.5 around mid-grey: 100 becomes 86 and 200 becomes 236', async () => {
    const out = await preprocessDrawing(await twoGreyPng(3000, 1500, 100, 200));
    // JPEG at quality 95 keeps a flat area within a step or two of its value.
    expect(Math.abs((await meanGrey(out, 'left')) - 86)).toBeLessThanOrEqual(2);
    expect(Math.abs((await meanGrey(out, 'right')) - 236)).toBeLessThanOrEqual(2);
  });

  it('leaves a drawing under the cap at its own size', async () => {
    const out = await preprocessDrawing(await twoGreyPng(800, 400, 100, 200));
    expect(await sharp(out).metadata()).toMatchObject({ width: 800, height: 400, channels: 1 });
  });
});
