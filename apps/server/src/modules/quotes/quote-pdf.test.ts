import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { ZMailboxMessagesResponse } from '@stonetool/contracts/mailbox';
import { ZEmailQuoteResponse, ZSaveQuoteResponse, type TQuoteDataInput } from '@stonetool/contracts/quotes';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { createStone } from '@stonetool/db/seed/stones';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { logoStorageKey } from './make-quote-pdf';
import { kitchenStoneGroup, seedCalacattaNuvo } from './quote-test-fixtures';

const run = promisify(execFile);

let t: TestApp;
let workDir: string;
let businessId: string;
const tokens = { owner: '', member: '', other: '' };

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

/** A solid-colour PNG, written by hand so the test needs no image library. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The PDF tools of poppler-utils read and render the quotes; the test setup installs them
 * (scripts/install-test-deps.sh). Without them every test here would fail on a bare ENOENT.
 */
async function requirePopplerTools(): Promise<void> {
  for (const tool of ['pdftoppm', 'pdftotext', 'pdfimages']) {
    try {
      await run(tool, ['-v']);
    } catch (error) {
      throw new Error(
        `${tool} is not installed: run scripts/install-test-deps.sh (it installs poppler-utils), then run these tests again`,
        { cause: error },
      );
    }
  }
}

/** The PDF's text as pdftotext reads it (layout kept, so label and amount share a line). */
async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const path = join(workDir, `${name}.pdf`);
  await writeFile(path, bytes);
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

/** Renders every page with pdftoppm and returns the PNG files it wrote. */
async function renderPages(bytes: Buffer, name: string): Promise<Buffer[]> {
  const path = join(workDir, `${name}.pdf`);
  await writeFile(path, bytes);
  await run('pdftoppm', ['-png', '-r', '40', path, join(workDir, `${name}-page`)]);
  const files = (await readdir(workDir)).filter((f) => f.startsWith(`${name}-page`)).sort();
  return Promise.all(files.map((f) => readFile(join(workDir, f))));
}

/** The quotes' stone, in the catalogue the tests seed. */
const stone = { brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo' };

/**
 * Three products of one stone ($1,450 slab, 126 x 63, mark-up 1.2, Fab Cost $40/ft²), packed
 * together on one slab (the bar top beside the two stacked tops): material at the business's
 * wholesale price (the default slab cost + 50 % = $2,175) 2,175 × 1.2 = $2,610.00; fabrication
 * 40 × 1.2 × (17 + 17 + 10 ft²) = $2,112.00; installation 15 × 1.2 × 44 ft² = $792.00;
 * $5,514.00 in all.
 */
const estimate: TQuoteDataInput = {
  products: [
    {
      ...stone,
      width: '96',
      depth: '25.5',
      quantity: '2',
      customName: 'Perimeter',
    },
    {
      ...stone,
      width: 30,
      depth: 48,
      quantity: 1,
      customName: 'Bar top',
    },
    // No stone chosen: listed as not calculable, left out of the totals.
    { width: '30', depth: '20', quantity: '1', customName: 'Vanity' },
  ],
  settings: { breakageBuffer: 0, includeInstallation: true, multiProductOptimization: true },
};

/** A 140 in run with a sink from 55 in: too long for the slab, seamed. */
const run140 = () => ({
  ...stone,
  width: 140,
  depth: 25.5,
  quantity: 1,
  customName: 'Sink run',
  cutouts: [{ type: 'undermount_sink' as const, width: 30, depth: 16, x: 55, y: 4 }],
});

const customer = { first_name: 'Jonas', last_name: 'Whitaker', email: 'jonas.whitaker@example.test' };

/** A POST as the business's owner. */
const post = (url: string, payload: object) => apiAs(t.app, tokens.owner).post(url, payload);

/** The PDF of the estimate, its settings kept, with these pieces instead, for the customer. */
const pdfOf = (products: TQuoteDataInput['products']) =>
  post('/api/quotes/pdf', { customer_data: customer, quote_data: { ...estimate, products } });

/** Saves the estimate for the customer as the owner: the saved quote. */
async function saveEstimate() {
  const response = await post('/api/quotes/save', {
    customer_data: customer,
    quote_data: estimate,
  });
  return ZSaveQuoteResponse.parse(response.json()).data;
}

// Checked before any hook runs, so a missing tool is the one failure reported.
await requirePopplerTools();

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stonetool-quote-pdf-'));
  t = await createTestApp();
  const db = t.database.db;
  const business = await seedFabricatorCallers(t, {
    domain: 'hillcountry.test',
    name: 'Hill Country Countertops',
    business: { phone: '(512) 555-0199' },
  });
  businessId = business.showroomId;
  Object.assign(tokens, business.tokens);
  await seedCalacattaNuvo(db);
  await createStone(db, { brand: 'Silestone', type: 'Quartz', color: 'Unpriced Grey', slabCostCents: null });
});

afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('POST /api/quotes/pdf', () => {
  it('answers a real PDF with the business, customer, products, totals, quote number and layouts', async () => {
    const response = await post('/api/quotes/pdf', {
      customer_data: { ...customer, phone: '(512) 555-0123' },
      quote_data: estimate,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const quoteNumber = String(t.clock.now().getTime()).slice(-6);
    expect(response.headers['x-quote-number']).toBe(quoteNumber);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="quote-${quoteNumber}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(bytes, 'current');
    expect(text).toContain('Hill Country Countertops');
    expect(text).toContain(`Quote #${quoteNumber}`);
    expect(text).toContain('Jonas Whitaker');
    expect(text).toContain('jonas.whitaker@example.test');
    expect(text).toContain('1. Perimeter');
    expect(text).toContain('2. Bar top');
    expect(text).toContain('3. Vanity');
    expect(text).toContain('Unable to calculate - Missing stone selection or dimensions');
    expect(text).toMatch(/Stone\s+Caesarstone Quartz Calacatta Nuvo \(3cm, Polished\)/);
    // Each product lists its pieces, its slabs (shared when packed with others of its stone) and
    // its efficiency: 2 × 96 x 25.5 and 30 x 48 fill 6,336 of the slab's 7,938 in² (79.8 %).
    const productLines = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));
    const perimeter = productLines('1. Perimeter', '2. Bar top');
    expect(perimeter).toMatch(/Pieces\s+2 × 96" x 25\.5", Eased edge\n/);
    expect(perimeter).toMatch(/Slabs\s+1 \(shared with other products of this stone\)\n/);
    expect(perimeter).toMatch(/Efficiency\s+79\.8%\n/);
    const barTop = productLines('2. Bar top', '3. Vanity');
    expect(barTop).toMatch(/Pieces\s+1 × 30" x 48", Eased edge\n/);
    expect(barTop).toMatch(/Slabs\s+1 \(shared with other products of this stone\)\n/);
    expect(barTop).toMatch(/Efficiency\s+79\.8%\n/);
    expect(text).toMatch(/Total Slabs Needed\s+1\n/);
    expect(text).toMatch(/Material\s+\$2,610\.00/);
    expect(text).toMatch(/Fabrication\s+\$2,112\.00/);
    expect(text).toMatch(/Installation\s+\$792\.00/);
    expect(text).toMatch(/Total Price\s+\$5,514\.00/);
    expect(text).toContain('Some Products Could Not Be Calculated.');
    const validUntil = new Date(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      validUntil,
    );
    expect(text).toContain(`Valid until: ${longDate}`);
    expect(text).toContain('valid for 30 days');
    expect(text).toContain('Slab Layouts');
    expect(text).toContain('Slab 1 of 1');
    // The pieces drawn on the slab carry their numbers: two perimeter tops and the bar top.
    expect(text).toMatch(/\b1\.1\b/);
    expect(text).toMatch(/\b1\.2\b/);

    const pages = await renderPages(bytes, 'current');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('prices from the catalogue, not from a price row or totals the client sends', async () => {
    const response = await post('/api/quotes/pdf', {
      customer_data: customer,
      quote_data: {
        ...estimate,
        products: estimate.products!.map((p) => ({ ...p, stoneData: { 'Slab Cost': 1, 'Mark Up': 1 } })),
        totals: { totalPrice: 5, totalSlabs: 1 },
      },
    });
    expect(await pdfText(response.rawPayload, 'tampered')).toMatch(/Total Price\s+\$5,514\.00/);
  });

  it("lists a piece's cutouts as lines at the business's default prices, and their total", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/pdf',
      headers: as('owner'),
      payload: {
        customer_data: customer,
        quote_data: {
          ...estimate,
          products: [
            {
              ...estimate.products![0],
              cutouts: [
                { type: 'undermount_sink', width: 30, depth: 16, x: 33, y: 5 },
                { type: 'faucet_hole', width: 1.5, depth: 1.5, x: 47, y: 22 },
                { type: 'faucet_hole', width: 1.5, depth: 1.5, x: 51, y: 22 },
              ],
            },
          ],
        },
      },
    });
    const text = await pdfText(response.rawPayload, 'cutouts');
    // Two copies of the perimeter top, each with a sink and two faucet holes.
    expect(text).toMatch(/Undermount sink\s+2 × \$250\.00 = \$500\.00\n/);
    expect(text).toMatch(/Faucet hole\s+4 × \$35\.00 = \$140\.00\n/);
    expect(text).toMatch(/Cutouts\s+\$640\.00\n/);
  });

  it('says where a piece longer than the slab is seamed, and names a piece too deep for any slab', async () => {
    const response = await pdfOf([
      { ...stone, width: 130, depth: 30, quantity: 1, customName: 'Long run' },
      { ...stone, width: 140, depth: 130, quantity: 1, customName: 'Slab-sized table' },
    ]);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload, 'seams');
    expect(text).toContain(
      'Piece 1 (130 × 30) has 1 seam at 65 in from the left end: parts 65 × 30 + 65 × 30',
    );
    expect(text).toMatch(/\b1a\b[\s\S]*\b1b\b|\b1b\b[\s\S]*\b1a\b/);
    expect(text).toMatch(/Piece 2 \(140 × 130\) is too deep for the \d+ × \d+ slab/);
    expect(text).not.toContain('Please check the price sheet');
  });

  it('describes an L by its legs and true area, says in words where its seam lies, and letters its parts', async () => {
    const response = await pdfOf([
      {
        ...stone,
        width: 120,
        depth: 25.5,
        shape: { kind: 'l', legB: 96 },
        quantity: 1,
        customName: 'Kitchen L',
        cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 }],
      },
    ]);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload, 'l-seams');
    // The L by its legs, on its own area: 120 + 96 at 25.5 deep is 33.73 ft², not its 80 ft² box.
    expect(text).toMatch(/Pieces\s+1 × L-shaped 120 × 96, 25\.5 deep, Eased edge\n/);
    expect(text).toMatch(/Area\s+33\.73 ft²\n/);
    // The notice wraps in its column: read it as one line.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Seams Piece 1 (L-shaped 120 × 96, 25.5 deep) has 1 seam across leg B at the inside corner: parts 120 × 25.5 + 25.5 × 70.5',
    );
    expect(text).toMatch(/\b1a\b[\s\S]*\b1b\b|\b1b\b[\s\S]*\b1a\b/);
    expect(text).toMatch(/Undermount sink\s+1 × \$250\.00 = \$250\.00\n/);
  });

  it('prints a seam where the user moved it, and keeps the rules own seam clear of the sink', async () => {
    const run = run140();
    const ruled = await pdfOf([run]);
    expect(ruled.statusCode).toBe(200);
    // The equal split would cut through the sink at 70 in: the seam goes 6 in clear of it.
    expect((await pdfText(ruled.rawPayload, 'seam-ruled')).replace(/\s+/g, ' ')).toContain(
      'Piece 1 (140 × 25.5) has 1 seam at 49 in from the left end: parts 49 × 25.5 + 91 × 25.5',
    );
    const moved = await pdfOf([{ ...run, seamsAt: [{ axis: 'x', at: 100 }] }]);
    expect(moved.statusCode).toBe(200);
    expect((await pdfText(moved.rawPayload, 'seam-moved')).replace(/\s+/g, ' ')).toContain(
      'Piece 1 (140 × 25.5) has 1 seam at 100 in from the left end: parts 100 × 25.5 + 40 × 25.5',
    );
  });

  it("prints a Bulk row's seam where the user moved it", async () => {
    const response = await post('/api/quotes/pdf', {
      customer_data: customer,
      quote_data: {
        ...estimate,
        entryMode: 'bulk',
        groups: [kitchenStoneGroup({ ...run140(), seamsAt: [{ axis: 'x', at: 100 }] })],
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await pdfText(response.rawPayload, 'bulk-seam-moved')).replace(/\s+/g, ' ')).toContain(
      'Piece 1 (140 × 25.5) has 1 seam at 100 in from the left end: parts 100 × 25.5 + 40 × 25.5',
    );
  });

  it('draws a customer name that is an HTML payload as literal text (stored-XSS probe)', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const response = await post('/api/quotes/pdf', {
      customer_data: { first_name: payload, last_name: '<script>alert(2)</script>', email: customer.email },
      quote_data: estimate,
    });
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload, 'xss-name')).toContain(`${payload} <script>alert(2)</script>`);
    // A PDF has no scripts of its own: no JavaScript action or embedded file carries the payload.
    expect(response.rawPayload.toString('latin1')).not.toMatch(/\/(JavaScript|JS|EmbeddedFile|Launch)\b/);
  });

  it("prints the business's logo from storage", async () => {
    const key = `logos/${businessId}/logo.png`;
    await t.ctx.storage.put(key, solidPng(40, 20, [29, 78, 216]), 'image/png');
    await t.database.db
      .update(showrooms)
      .set({ logoUrl: `${t.ctx.env.publicUrl}/storage/v1/object/public/${key}` })
      .where(eq(showrooms.id, businessId));
    const response = await post('/api/quotes/pdf', { customer_data: customer, quote_data: estimate });
    const path = join(workDir, 'logo.pdf');
    await writeFile(path, response.rawPayload);
    const { stdout } = await run('pdfimages', ['-list', path]);
    const images = stdout.split('\n').filter((line) => /^\s*1\s+\d+\s+image\s+40\s+20\b/.test(line));
    expect(images).toHaveLength(1);
  });

  it('prints an unpriced stone as "Price on request", never the internal "Missing slab cost"', async () => {
    const unpriced = { brand: 'Silestone', type: 'Quartz', color: 'Unpriced Grey', width: '60', depth: '25' };
    const pdf = (products: TQuoteDataInput['products']) =>
      post('/api/quotes/pdf', { customer_data: customer, quote_data: { products } });
    const mixed = await pdf([estimate.products![0]!, { ...unpriced, customName: 'Vanity' }]);
    expect(mixed.statusCode).toBe(200);
    const text = await pdfText(mixed.rawPayload, 'unpriced');
    expect(text).toMatch(/2\. Vanity[\s\S]*Product total\s+Price on request/);
    expect(text).toContain('Items marked Price on request are not included in the total.');
    expect(text).not.toMatch(/Missing slab cost|database|price sheet/i);

    // A quote of unpriced stones only still prints, as 'Price on request' throughout.
    const only = await pdf([unpriced]);
    expect(only.statusCode).toBe(200);
    const onlyText = await pdfText(only.rawPayload, 'only-unpriced');
    expect(onlyText).toMatch(/Total Price\s+Price on request/);
    expect(onlyText).not.toContain('Missing slab cost');
  });

  it('says "Please calculate estimates first" when no product can be calculated', async () => {
    const response = await post('/api/quotes/pdf', {
      customer_data: customer,
      quote_data: { products: [{ width: '30', depth: '20' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Please calculate estimates first' });
  });
});

describe('GET /api/quotes/:id/pdf', () => {
  it("prints a saved quote with its customer and the saved quote's reference", async () => {
    const saved = await saveEstimate();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${saved.id}/pdf`,
      headers: as('owner'),
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload, 'saved');
    expect(text).toContain(`Quote #${saved.quote_number}`);
    expect(text).toContain('Jonas Whitaker');
    expect(text).toMatch(/Total Price\s+\$5,514\.00/);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${saved.id}/pdf`,
      headers: as('other'),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/quotes/email', () => {
  it('stores the PDF and puts a mail with it attached in the mailbox', async () => {
    t.clock.advance(61_000);
    const response = await post('/api/quotes/email', { customer_data: customer, quote_data: estimate });
    expect(response.statusCode).toBe(200);
    const { data } = ZEmailQuoteResponse.parse(response.json());
    const quoteNumber = String(t.clock.now().getTime()).slice(-6);
    expect(data).toMatchObject({
      quote_number: quoteNumber,
      to: 'jonas.whitaker@example.test',
      filename: `quote-${quoteNumber}.pdf`,
    });

    const [file] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.showroomId, businessId));
    expect(file).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', originalName: data.filename });

    const messages = ZMailboxMessagesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json(),
    );
    const mail = messages.find((message) => message.id === data.mail_id);
    expect(mail).toMatchObject({
      to: 'jonas.whitaker@example.test',
      subject: `Your countertop quote #${quoteNumber} from Hill Country Countertops`,
    });
    expect(mail?.text).toContain('Dear Jonas,');
    expect(mail?.attachments).toEqual([
      {
        filename: data.filename,
        content_type: 'application/pdf',
        url: `/dev/mailbox/messages/${data.mail_id}/attachments/0`,
      },
    ]);

    const download = await t.app.inject({ method: 'GET', url: mail!.attachments[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(download.rawPayload, 'mailed');
    expect(text).toContain(`Quote #${quoteNumber}`);
    expect(text).toContain('Jonas Whitaker');
    expect(text).toMatch(/Total Price\s+\$5,514\.00/);
    expect(await renderPages(download.rawPayload, 'mailed')).not.toHaveLength(0);
  });

  it.each([
    [{ first_name: 'Jonas', last_name: 'Whitaker' }, 'Please fill in customer name and email first!'],
    [{ email: 'jonas@example.test' }, 'Please fill in customer name and email first!'],
    [{ first_name: 'Jonas', email: 'jonas@example.test' }, 'Please fill in customer name and email first!'],
    [{ name: 'Jonas Whitaker', email: 'jonas@' }, 'Please enter a valid email address'],
  ])('refuses customer %j with "%s" and sends nothing', async (customerData, message) => {
    const before = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const response = await post('/api/quotes/email', { customer_data: customerData, quote_data: estimate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect((await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
  });
});

describe('logoStorageKey', () => {
  it('reads a key only from the product’s own storage addresses', () => {
    const base = 'http://localhost:3000';
    expect(logoStorageKey(`${base}/storage/v1/object/public/logos/a/My%20Logo.png`, base)).toBe(
      'logos/a/My Logo.png',
    );
    expect(logoStorageKey('/storage/v1/object/public/logos/a/logo.png?v=2', base)).toBe('logos/a/logo.png');
    expect(logoStorageKey('https://evil.example/storage/v1/object/public/x.png', base)).toBeNull();
    expect(logoStorageKey('http://169.254.169.254/latest', base)).toBeNull();
    expect(logoStorageKey(null, base)).toBeNull();
  });
});

describe('one quote, one number', () => {
  it('prints a saved quote’s own number on every download and e-mail, downloaded or mailed later', async () => {
    const saved = await saveEstimate();
    const numbers: string[] = [];
    for (const request of [
      { method: 'GET' as const, url: `/api/quotes/${saved.id}/pdf` },
      {
        method: 'POST' as const,
        url: '/api/quotes/pdf',
        payload: { quote_id: saved.id, customer_data: customer, quote_data: estimate },
      },
      { method: 'GET' as const, url: `/api/quotes/${saved.id}/pdf` },
    ]) {
      t.clock.advance(7_000);
      const response = await t.app.inject({ ...request, headers: as('owner') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="quote-${saved.quote_number}.pdf"`,
      );
      numbers.push(String(response.headers['x-quote-number']));
      const text = await pdfText(response.rawPayload, `saved-${numbers.length}`);
      expect(text).toContain(`Quote #${saved.quote_number}`);
      expect(text).not.toContain(`Quote #${String(t.clock.now().getTime()).slice(-6)}`);
    }
    expect(numbers).toEqual([saved.quote_number, saved.quote_number, saved.quote_number]);

    t.clock.advance(7_000);
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/email',
      headers: as('owner'),
      payload: { quote_id: saved.id, customer_data: customer, quote_data: estimate },
    });
    const { data } = ZEmailQuoteResponse.parse(mailed.json());
    expect(data).toMatchObject({
      quote_number: saved.quote_number,
      filename: `quote-${saved.quote_number}.pdf`,
    });
    const messages = ZMailboxMessagesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json(),
    );
    expect(messages.find((message) => message.id === data.mail_id)?.subject).toBe(
      `Your countertop quote #${saved.quote_number} from Hill Country Countertops`,
    );
  });
});
