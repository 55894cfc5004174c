import { FILE_TOO_LARGE, NO_FILE_PROVIDED, UNSUPPORTED_DRAWING } from '@stonetool/contracts/ai-import';
import { MAX_DRAWING_BYTES } from '@stonetool/domain/import/limits';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rejection } from '../../testing/rejection';
import { AiImportError } from './ai-import-error';
import { decodeDrawing } from './decode-drawing';

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

function failure(promise: Promise<unknown>): Promise<AiImportError> {
  return rejection(promise, AiImportError);
}

describe('decodeDrawing', () => {
  it('reads the kind from the bytes, with or without a data-URL prefix', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect((await decodeDrawing(base64(png), {})).kind).toBe('image');
    expect((await decodeDrawing(`data:image/png;base64,${base64(png)}`, {})).kind).toBe('image');
    expect((await decodeDrawing(base64('%PDF-1.4\n'), {})).kind).toBe('pdf');
    expect(
      (await decodeDrawing(base64('999\nexported\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n'), {})).kind,
    ).toBe('dxf');
  });

  it('allows 10 MB and refuses one byte more with the spec message', async () => {
    const exact = await failure(decodeDrawing(base64(Buffer.alloc(MAX_DRAWING_BYTES, 0x20)), {}));
    expect(exact.message).toBe(UNSUPPORTED_DRAWING);
    const over = await failure(decodeDrawing(base64(Buffer.alloc(MAX_DRAWING_BYTES + 1, 0x20)), {}));
    expect([over.status, over.message]).toEqual([413, FILE_TOO_LARGE]);
  });

  it('refuses an empty file and text that is not base64', async () => {
    expect((await failure(decodeDrawing('data:image/png;base64,', {}))).message).toBe(NO_FILE_PROVIDED);
    expect((await failure(decodeDrawing('not base64!', {}))).status).toBe(400);
  });

  it('suggests exporting a DWG as DXF or PDF', async () => {
    const error = await failure(
      decodeDrawing(base64(Buffer.concat([Buffer.from('AC1027'), Buffer.alloc(32)])), {}),
    );
    expect(error.status).toBe(415);
    expect(error.suggestions[0]).toMatch(/DXF or PDF/);
  });
});
