import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderStoneImage, STONE_IMAGE_SOURCE, type RenderedStoneImage, type StoneLook } from './stone-image';

/**
 * Drawing the demo's stone pictures is most of the demo seed's time (81 pictures, about 20 s of
 * CPU on 2 cores), and the test suites seed the demo ten times a run besides every fresh
 * `npm start`. A picture depends only on the stone's look, the drawing code and sharp, so drawn
 * pictures are kept in the system temp directory under a fingerprint of those two and read back
 * instead of drawn again. A missing or unreadable file is drawn again.
 */
export async function cachedStoneImage(look: StoneLook): Promise<RenderedStoneImage> {
  const directory = await cacheDirectory();
  const file = path.join(directory, `${digest(`${look.brand}\n${look.type}\n${look.color}`)}.webp`);
  try {
    const bytes = new Uint8Array(await readFile(file));
    const { width, height } = await sharp(bytes).metadata();
    if (width && height) return { bytes, contentType: 'image/webp', width, height };
  } catch {
    // Not drawn yet on this machine (or unreadable): draw it below.
  }
  const image = await renderStoneImage(look);
  // Write then rename, so a parallel seed never reads half a picture.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, image.bytes);
  await rename(partial, file);
  return image;
}

let directoryPromise: Promise<string> | undefined;

function cacheDirectory(): Promise<string> {
  directoryPromise ??= (async () => {
    const fingerprint = digest(
      `${await readFile(STONE_IMAGE_SOURCE, 'utf8')}\n${JSON.stringify(sharp.versions)}`,
    );
    const directory = path.join(os.tmpdir(), `stonetool-stone-images-${fingerprint.slice(0, 16)}`);
    await mkdir(directory, { recursive: true });
    return directory;
  })();
  return directoryPromise;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
