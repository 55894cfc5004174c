import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isPolyglot } from './detect-polyglot';
import { reencodeImage } from './reencode-image';
import { sanitizeSvg } from './sanitize-svg';
import { isSvgDocument, SVG_CONTENT_TYPE } from './svg-document';

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const SVG = SVG_CONTENT_TYPE;

function png(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#14b8a6' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Hidden Artist' } })
    .toBuffer();
}

/** A PNG with a tEXt chunk (keyword and text) inserted before its IEND chunk. */
function withTextChunk(image: Buffer, keyword: string, text: string): Buffer {
  const type = Buffer.from('tEXt');
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), length, type, data, crc, image.subarray(iend)]);
}

const svg = (inner: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`);

describe('recognising an SVG document', () => {
  it('takes a document whose first element is <svg>, after a declaration and comments', () => {
    expect(isSvgDocument(svg('<rect width="5" height="5"/>'))).toBe(true);
    expect(isSvgDocument(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg></svg>'))).toBe(true);
  });

  it('refuses plain text, HTML, other XML and a document type declaration', () => {
    expect(isSvgDocument(Buffer.from('just some notes, not an image'))).toBe(false);
    expect(isSvgDocument(Buffer.from('<html><body><svg></svg></body></html>'))).toBe(false);
    expect(isSvgDocument(Buffer.from('<?xml version="1.0"?><note/>'))).toBe(false);
    expect(isSvgDocument(Buffer.from('<!DOCTYPE svg><svg></svg>'))).toBe(false);
  });
});

describe('refusing polyglots', () => {
  it('accepts plain images', async () => {
    expect(isPolyglot(await png(), PNG)).toBe(false);
    expect(isPolyglot(await jpegWithMetadata(), JPEG)).toBe(false);
    expect(isPolyglot(svg('<circle r="4"/>'), SVG)).toBe(false);
  });

  it('refuses a PNG or JPEG with an HTML page or a ZIP glued after its end', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    expect(isPolyglot(Buffer.concat([await png(), page]), PNG)).toBe(true);
    expect(isPolyglot(Buffer.concat([await jpegWithMetadata(), zip]), JPEG)).toBe(true);
  });

  it('refuses a PNG with anything after its last chunk, and one with markup inside it', async () => {
    expect(isPolyglot(Buffer.concat([await png(), Buffer.from('trailing bytes')]), PNG)).toBe(true);
    const withComment = withTextChunk(await png(), 'Comment', '<html><script>alert(1)</script></html>');
    expect(isPolyglot(withTextChunk(await png(), 'Comment', 'a harmless note'), PNG)).toBe(false);
    expect(isPolyglot(withComment, PNG)).toBe(true);
  });

  it('refuses an SVG carrying binary content, a PDF or server code', () => {
    expect(isPolyglot(svg('<rect/>', ' data-x="\u0000"'), SVG)).toBe(true);
    expect(isPolyglot(svg('<!-- %PDF-1.7 -->'), SVG)).toBe(true);
    expect(isPolyglot(svg('<?php system($_GET["c"]); ?>'), SVG)).toBe(true);
  });
});

describe('re-encoding a raster logo', () => {
  it('strips the metadata of a JPEG', async () => {
    const original = await jpegWithMetadata();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const clean = await reencodeImage(original, 'image/jpeg', { maxDimension: 1024 });
    expect((await sharp(clean).metadata()).exif).toBeUndefined();
    expect(clean.includes('Secret Owner')).toBe(false);
  });

  it('scales a large image down to the bound, never a small one up', async () => {
    const big = await reencodeImage(await png(3000, 1500), 'image/png', { maxDimension: 1024 });
    expect(await sharp(big).metadata()).toMatchObject({ width: 1024, height: 512, format: 'png' });
    const small = await reencodeImage(await png(20, 10), 'image/png', { maxDimension: 1024 });
    expect(await sharp(small).metadata()).toMatchObject({ width: 20, height: 10 });
  });

  it('throws on bytes that only start like a PNG', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40)]);
    await expect(reencodeImage(broken, 'image/png', { maxDimension: 1024 })).rejects.toThrow();
  });
});

/** SVG payloads that must not survive sanitising (ASVS 1.3.4), each with what must be gone. */
const svgPayloads: Array<{ name: string; svg: Buffer; gone: RegExp }> = [
  { name: 'a script element', svg: svg('<script>alert(1)</script><rect width="5"/>'), gone: /script|alert/i },
  { name: 'an onload handler', svg: svg('<rect width="5"/>', ' onload="alert(1)"'), gone: /onload|alert/i },
  { name: 'an onclick on a shape', svg: svg('<circle r="3" onclick="alert(1)"/>'), gone: /onclick|alert/i },
  {
    name: 'a foreignObject with HTML',
    svg: svg(
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject><rect width="5"/>',
    ),
    gone: /foreignObject|iframe|evil/i,
  },
  {
    name: 'an external image',
    svg: svg('<image href="https://evil.example/track.png" width="5" height="5"/>'),
    gone: /evil\.example/,
  },
  {
    name: 'an xlink:href to javascript',
    svg: svg(
      '<a xlink:href="javascript:alert(1)"><rect width="5"/></a>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    ),
    gone: /javascript|alert/i,
  },
  {
    name: 'a use of an external document',
    svg: svg('<use href="https://evil.example/sprite.svg#icon"/>'),
    gone: /evil\.example/,
  },
  {
    name: 'a style sheet importing a URL',
    svg: svg('<style>@import url(https://evil.example/x.css);</style><rect/>'),
    gone: /evil\.example|@import/,
  },
  {
    name: 'a style attribute loading a URL',
    svg: svg('<rect style="fill: url(https://evil.example/p)"/>'),
    gone: /evil\.example/,
  },
  {
    name: 'an animate setting an href',
    svg: svg('<a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a>'),
    gone: /javascript|alert/i,
  },
  { name: 'a set of onload', svg: svg('<set attributeName="onload" to="alert(1)"/><rect/>'), gone: /alert/i },
];

describe('sanitising an SVG logo', () => {
  it('keeps a harmless logo drawing as it is', async () => {
    const clean = await sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/>',
      ),
    );
    const text = clean?.toString('utf8') ?? '';
    expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('linearGradient');
    expect(text).toContain('fill="url(#g)"');
  });

  for (const payload of svgPayloads) {
    it(`strips ${payload.name}`, async () => {
      const clean = await sanitizeSvg(payload.svg);
      expect(clean).not.toBeNull();
      expect(clean!.toString('utf8')).not.toMatch(payload.gone);
      expect(clean!.toString('utf8')).toMatch(/^<\?xml[^>]*>\n<svg /);
    });
  }

  it('refuses a document type declaration (entity attacks)', async () => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    expect(await sanitizeSvg(bomb)).toBeNull();
  });

  it('refuses a file whose root is not an SVG', async () => {
    expect(await sanitizeSvg(Buffer.from('<html><body><p>Not a drawing</p></body></html>'))).toBeNull();
    expect(await sanitizeSvg(Buffer.from('<script>alert(1)</script>'))).toBeNull();
  });
});
