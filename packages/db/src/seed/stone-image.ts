import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createRandom, seedFromText, type Random } from './random';

/** This module's own file: a picture changes only when it or sharp changes (stone-image-cache.ts). */
export const STONE_IMAGE_SOURCE = fileURLToPath(import.meta.url);

/**
 * Procedural slab pictures for the demo catalog, drawn in JS and encoded to WebP with sharp, so
 * seeding needs no network and no image files in the repository. Each stone's texture is seeded
 * by its brand and colour, so a picture is the same on every machine and differs between stones.
 */

export interface StoneLook {
  brand: string;
  type: string;
  color: string;
}

export interface RenderedStoneImage {
  bytes: Uint8Array;
  contentType: 'image/webp';
  width: number;
  height: number;
}

type Rgb = readonly [number, number, number];

/** Base colours by words found in stone colour names, first match wins. */
const colorWords: readonly (readonly [RegExp, Rgb])[] = [
  [/black|nero|noir|raven|midnight|corvo|absolute|marquina|pearl|galaxy|negro|jet/i, [32, 31, 33]],
  [/blue|azul|lagoon|ocean|sea |blau|azure|sodalite/i, [86, 116, 150]],
  [/green|verde|uba tuba|emerald|tropical|jade|forest/i, [62, 88, 68]],
  [/gold|giallo|oro|amber|honey/i, [206, 178, 120]],
  [/brown|coffee|mocha|chocolate|tobacco|walnut|baltic/i, [104, 78, 58]],
  [/red|rosso|ruby|rosa|juparana/i, [150, 84, 70]],
  [/beige|cream|taupe|sand|desert|ivory|almond|dune|crema|travertine|fusion|cashmere|taj/i, [216, 200, 170]],
  [
    /grey|gray|concrete|smoke|iron|piatra|silver|fossil|steel|ash|storm|cement|soapstone|babylon|shadow|slate/i,
    [140, 142, 145],
  ],
  [
    /white|snow|frost|pure|bianco|calacatta|carrara|statuario|arabescato|cloud|ice|luna|blanco|aura|ella|mont blanc|colonial|alaska|super/i,
    [236, 234, 229],
  ],
];

/** The base colour a stone's colour name suggests (white, black, grey, beige, blue, green…). */
export function baseColorFor(colorName: string): Rgb {
  for (const [pattern, rgb] of colorWords) if (pattern.test(colorName)) return rgb;
  // A neutral greige, shifted a little per name so unknown colours still differ.
  const shift = (seedFromText(colorName) % 40) - 20;
  return [180 + shift, 172 + shift, 160 + shift];
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Smooth 2-D value noise over a seeded lattice, values in [0, 1]. */
function createNoise(random: Random): (x: number, y: number) => number {
  const size = 256;
  const values = Float32Array.from({ length: size }, () => random.next());
  const permutation = Uint8Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(0, i);
    [permutation[i], permutation[j]] = [permutation[j] ?? 0, permutation[i] ?? 0];
  }
  const lattice = (x: number, y: number) =>
    values[permutation[((permutation[x & 255] ?? 0) + y) & 255] ?? 0] ?? 0;
  const fade = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = fade(x - x0);
    const ty = fade(y - y0);
    const a = lattice(x0, y0);
    const b = lattice(x0 + 1, y0);
    const c = lattice(x0, y0 + 1);
    const d = lattice(x0 + 1, y0 + 1);
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

/** Fractal sum of noise octaves, values in about [0, 1]. */
function fbm(noise: (x: number, y: number) => number, x: number, y: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amplitude * noise(x * frequency, y * frequency);
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

type Pattern = 'veined' | 'speckled' | 'granular' | 'calm' | 'banded';

/**
 * Veining for marble and marble-look quartz and porcelain, fine speckle for plain quartz, grains
 * and crystals for granite, a calm cloud for plain porcelain, flowing bands for quartzite.
 */
function patternFor(look: StoneLook): Pattern {
  const type = look.type.toLowerCase();
  const marbleLook =
    /calacatta|carrara|statuario|marquina|arabescato|venato|vein|marble|luna|aura|ella|brittanicca|empira/i.test(
      look.color,
    );
  if (type === 'granite') return 'granular';
  if (type === 'quartzite') return 'banded';
  if (type === 'marble') return 'veined';
  if (type === 'porcelain') return marbleLook ? 'veined' : 'calm';
  return marbleLook ? 'veined' : 'speckled';
}

function mix(a: Rgb, b: Rgb, t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function shade(rgb: Rgb, amount: number): Rgb {
  return [rgb[0] + amount, rgb[1] + amount, rgb[2] + amount];
}

/** Draws the texture into an RGB buffer. */
function drawTexture(look: StoneLook, width: number, height: number): Uint8Array {
  const random = createRandom(seedFromText(`${look.brand}|${look.type}|${look.color}`));
  const noise = createNoise(random);
  const base = baseColorFor(look.color);
  const dark = luminance(base) < 90;
  const veinColor: Rgb = /gold|giallo|oro/i.test(look.color)
    ? [176, 142, 82]
    : dark
      ? [222, 220, 214]
      : shade(base, -110);
  const pattern = patternFor(look);
  const scale = 1 / random.int(90, 160);
  const angle = random.next() * Math.PI;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const veinFrequency = 1 + random.next() * 2;
  const grainColors: Rgb[] = [shade(base, -90), shade(base, 60), mix(base, [120, 90, 70], 0.6), [20, 20, 22]];
  const buffer = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const nx = x * scale;
      const ny = y * scale;
      const cloud = fbm(noise, nx, ny, 3);
      let color: [number, number, number] = mix(shade(base, -18), shade(base, 12), cloud);
      if (pattern === 'veined' || pattern === 'banded') {
        const along = (x * cos + y * sin) * scale;
        const warp = fbm(noise, nx * 1.7 + 31, ny * 1.7 + 17, 4);
        const wave = Math.abs(Math.sin((along * veinFrequency + warp * 2.5) * Math.PI));
        if (pattern === 'veined') {
          const vein = Math.pow(1 - wave, 24) * 0.95 + Math.pow(1 - wave, 6) * 0.2;
          color = mix(color, veinColor, Math.min(1, vein));
        } else {
          color = mix(color, mix(base, veinColor, 0.55), Math.pow(wave, 2) * 0.5);
        }
      } else if (pattern === 'speckled') {
        const fine = noise(x * 0.9 + 300, y * 0.9 + 300);
        if (fine > 0.86) color = mix(color, dark ? shade(base, 70) : shade(base, -60), (fine - 0.86) * 4);
      } else if (pattern === 'granular') {
        const grain = noise(x * 0.22 + 500, y * 0.22 + 500);
        const crystal = noise(x * 0.12 + 900, y * 0.12 + 900);
        if (grain > 0.72) {
          const pick = grainColors[Math.floor(grain * 97) % grainColors.length] ?? base;
          color = mix(color, pick, Math.min(1, (grain - 0.72) * 5));
        } else if (crystal > 0.8) {
          color = mix(color, shade(base, 45), (crystal - 0.8) * 3);
        }
      }
      const offset = (y * width + x) * 3;
      buffer[offset] = Math.max(0, Math.min(255, color[0]));
      buffer[offset + 1] = Math.max(0, Math.min(255, color[1]));
      buffer[offset + 2] = Math.max(0, Math.min(255, color[2]));
    }
  }
  return buffer;
}

/** A WebP picture of a slab of the given stone (480 × 240 by default, the catalog card's 2:1). */
export async function renderStoneImage(
  look: StoneLook,
  size: { width: number; height: number } = { width: 480, height: 240 },
): Promise<RenderedStoneImage> {
  const pixels = drawTexture(look, size.width, size.height);
  const bytes = await sharp(pixels, { raw: { width: size.width, height: size.height, channels: 3 } })
    .webp({ quality: 72 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), contentType: 'image/webp', ...size };
}
