import {
  ZPaymentFilesResponse,
  ZShowroomPaymentsResponse,
  ZUploadReceiptResponse,
  type TPaymentFile,
} from '@stonetool/contracts/payments';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { MAX_RECEIPT_BYTES } from '@stonetool/domain/payments/receipt-limits';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '../../uploads/upload-rate-limit';
import { recordHit } from '../../rate-limit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPaymentWorld, type PaymentWorld, type Who } from './payment-test-setup';

let t: TestApp;
let w: PaymentWorld;
let paymentA: { id: string; orderNumber: string };
let paymentB: { id: string; orderNumber: string };

function upload(
  who: Who,
  payment: { id: string; orderNumber: string },
  file?: { name: string; bytes: Uint8Array; type?: string },
) {
  return w.uploadReceipt(who, [
    { name: 'paymentId', value: payment.id },
    { name: 'orderNumber', value: payment.orderNumber },
    ...(file
      ? [
          {
            name: 'file',
            value: file.bytes,
            filename: file.name,
            contentType: file.type ?? 'application/octet-stream',
          },
        ]
      : []),
  ]);
}

async function uploaded(
  who: Who,
  payment: { id: string; orderNumber: string },
  file: { name: string; bytes: Uint8Array },
) {
  const response = await upload(who, payment, file);
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadReceiptResponse.parse(response.json()).file;
}

async function files(who: Who, paymentId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/payments/files?paymentId=${paymentId}`,
    headers: w.as(who),
  });
}

function download(who: Who | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who ? w.as(who) : {} });
}

/** A small PDF as a PDF writer makes it. */
function pdfBytes(padTo = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = Buffer.from(body);
  return padTo > bytes.length ? Buffer.concat([bytes, Buffer.alloc(padTo - bytes.length, 0x20)]) : bytes;
}

async function paymentFor(showroomId: string, cents: number) {
  const order = await w.order(showroomId, cents);
  const [row] = await t.database.db
    .insert(supplierPayments)
    .values({ orderId: order.id, showroomId, wholesaleAmountCents: cents })
    .returning();
  if (!row) throw new Error('payment not inserted');
  return { id: row.id, orderNumber: order.quoteNumber };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPaymentWorld(t);
  paymentA = await paymentFor(w.showroomA, 120_000);
  paymentB = await paymentFor(w.showroomB, 80_000);
});

afterAll(async () => {
  await t.close();
});

describe('uploading a receipt', () => {
  let pdf: TPaymentFile;

  it('keeps a PDF exactly as sent and lists it with its size, under a server-made key', async () => {
    const bytes = pdfBytes();
    pdf = await uploaded('ownerA', paymentA, { name: 'March ACH confirmation.pdf', bytes });
    expect(pdf).toMatchObject({
      name: 'March ACH confirmation.pdf',
      type: 'application/pdf',
      size: bytes.length,
    });
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, pdf.id));
    expect(row?.storageKey).toMatch(new RegExp(`^receipts/${w.showroomA}/[0-9a-f-]{36}\\.pdf$`));
    expect(row?.kind).toBe('receipt');

    const response = await download('ownerA', pdf.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves it as an attachment with nosniff, its exact type and a sandboxing CSP', async () => {
    const response = await download('ownerA', pdf.url);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${paymentA.orderNumber}-${pdf.id.slice(0, 8)}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('re-encodes a JPEG photo and drops its metadata', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0a080' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 30.2672 -97.7431', Artist: 'Phone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const file = await uploaded('ownerA', paymentA, { name: 'photo.JPG', bytes: photo });
    expect(file.type).toBe('image/jpeg');
    const served = await download('ownerA', file.url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });

  it('accepts PNG, WebP and GIF by their bytes', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 4, background: '#336699ff' } });
    for (const [name, bytes, type] of [
      ['screen.png', await image.clone().png().toBuffer(), 'image/png'],
      ['screen.webp', await image.clone().webp().toBuffer(), 'image/webp'],
      ['screen.gif', await image.clone().gif().toBuffer(), 'image/gif'],
    ] as const) {
      expect((await uploaded('ownerA', paymentA, { name, bytes })).type).toBe(type);
    }
  });

  it('refuses a text file renamed .pdf, with the spec message', async () => {
    const response = await upload('ownerA', paymentA, {
      name: 'receipt.pdf',
      bytes: Buffer.from('This is not a PDF, just text pretending to be one.'),
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Please select a valid file type (PDF, JPG, PNG, WebP, GIF)',
    });
  });

  it('refuses a real image whose name is not an allowed type, and an SVG', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('ownerA', paymentA, { name: 'receipt.exe', bytes: png })).statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('ownerA', paymentA, { name: 'receipt.svg', bytes: svg })).statusCode).toBe(415);
  });

  it('refuses a file of 5 MB + 1 byte with 413 and the spec message, and accepts exactly 5 MB', async () => {
    const tooBig = await upload('ownerA', paymentA, {
      name: 'big.pdf',
      bytes: pdfBytes(MAX_RECEIPT_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, error: 'File size must be less than 5MB' });
    const atLimit = await uploaded('ownerA', paymentA, {
      name: 'big.pdf',
      bytes: pdfBytes(MAX_RECEIPT_BYTES),
    });
    expect(atLimit.size).toBe(MAX_RECEIPT_BYTES);
  });

  it('refuses an upload without a file, or for an order number that is not the payment’s', async () => {
    expect((await upload('ownerA', paymentA)).statusCode).toBe(400);
    const wrongOrder = await upload(
      'ownerA',
      { id: paymentA.id, orderNumber: paymentB.orderNumber },
      { name: 'r.pdf', bytes: pdfBytes() },
    );
    expect(wrongOrder.statusCode).toBe(400);
  });

  it('lists the payment’s receipts oldest first, each with a fresh signed link', async () => {
    const response = await files('ownerA', paymentA.id);
    expect(response.statusCode).toBe(200);
    const list = ZPaymentFilesResponse.parse(response.json()).files;
    expect(list.map((file) => file.type)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'application/pdf',
    ]);
    const records = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/payments',
      headers: w.as('ownerA'),
    });
    const record = ZShowroomPaymentsResponse.parse(records.json()).payments.find((p) => p.id === paymentA.id);
    expect(record?.file_count).toBe(list.length);
    expect(list[0]?.url).toMatch(
      /^\/api\/payments\/receipts\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/,
    );
  });
});

describe('receipt links', () => {
  let receipt: TPaymentFile;

  beforeAll(async () => {
    receipt = await uploaded('ownerA', paymentA, { name: 'link.pdf', bytes: pdfBytes() });
  });

  it('stop working five minutes after they were made (410)', async () => {
    const start = t.clock.now();
    t.clock.advance(4 * 60 * 1000 + 59_000);
    expect((await download('ownerA', receipt.url)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await download('ownerA', receipt.url);
    t.clock.set(start);
    expect(expired.statusCode).toBe(410);
  });

  it('cannot be stretched or forged: a changed expiry or signature is not found', async () => {
    const stretched = receipt.url.replace(
      /expires=(\d+)/,
      (_match, s: string) => `expires=${Number(s) + 3600}`,
    );
    expect((await download('ownerA', stretched)).statusCode).toBe(404);
    const forged = receipt.url.replace(/signature=[\w-]{43}/, `signature=${'A'.repeat(43)}`);
    expect((await download('ownerA', forged)).statusCode).toBe(404);
  });

  it('still need a session: the public gets nothing', async () => {
    expect((await download(null, receipt.url)).statusCode).toBe(401);
  });
});

describe('receipts across showrooms and roles', () => {
  let receipt: TPaymentFile;

  beforeAll(async () => {
    receipt = await uploaded('ownerA', paymentA, { name: 'private.pdf', bytes: pdfBytes() });
  });

  it("never serves showroom A's receipt to showroom B's owner, even with A's signed link", async () => {
    const response = await download('ownerB', receipt.url);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it("answers 404 when showroom B's owner lists or uploads to showroom A's payment", async () => {
    expect((await files('ownerB', paymentA.id)).statusCode).toBe(404);
    const response = await upload('ownerB', paymentA, { name: 'r.pdf', bytes: pdfBytes() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Payment not found' });
  });

  it('serves receipts to the platform admin', async () => {
    const listed = await files('admin', paymentA.id);
    expect(listed.statusCode).toBe(200);
    const adminLink = ZPaymentFilesResponse.parse(listed.json()).files.find((file) => file.id === receipt.id);
    expect((await download('admin', adminLink?.url ?? '')).statusCode).toBe(200);
  });

  it('refuses a salesperson and a manager the receipts and the upload', async () => {
    for (const who of ['salesA', 'managerA'] as const) {
      expect((await download(who, receipt.url)).statusCode).toBe(403);
      expect((await upload(who, paymentA, { name: 'r.pdf', bytes: pdfBytes() })).statusCode).toBe(403);
    }
  });
});

describe('upload rate limit', () => {
  it('answers 429 with Retry-After once an owner has made 30 uploads in the hour', async () => {
    const ownerB = await t.database.db.query.users.findFirst({
      where: (users, { eq: equals }) => equals(users.email, 'owner-b@example.test'),
    });
    if (!ownerB) throw new Error('owner B missing');
    for (let i = 0; i < t.ctx.env.rateLimits.uploadsPerHour; i++)
      await recordHit(t.database.db, uploadRules('receipt', t.ctx.env.rateLimits, ownerB.id), t.clock.now());
    const response = await upload('ownerB', paymentB, { name: 'r.pdf', bytes: pdfBytes() });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
