import { PDF_NEEDS_ESTIMATES, type TCustomerData, type TQuoteData } from '@stonetool/contracts/quotes';
import { resolveCustomer } from '@stonetool/domain/estimate/quote-customer';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { MISSING_SLAB_COST } from '@stonetool/domain/estimate/errors';
import { resolveSettings } from '@stonetool/domain/estimate/settings';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { UnsafeStorageKeyError } from '../../storage/storage';
import { estimateQuoteData } from './estimate-quote-data';
import { findExpertQuote, validUntil } from './quote-records';
import { renderQuotePdf, type QuotePdfModel } from './render-quote-pdf';

/** Where the server serves stored objects publicly; a logo_url under it names a storage key. */
const PUBLIC_OBJECT_PATH = '/storage/v1/object/public/';

/**
 * The storage key a logo address points at, or null when it points elsewhere: the PDF only
 * embeds a logo from the product's own storage, never fetching an outside address.
 */
export function logoStorageKey(logoUrl: string | null, publicUrl: string): string | null {
  if (!logoUrl) return null;
  const path = logoUrl.startsWith(publicUrl) ? logoUrl.slice(publicUrl.length) : logoUrl;
  if (!path.startsWith(PUBLIC_OBJECT_PATH)) return null;
  try {
    return path
      .slice(PUBLIC_OBJECT_PATH.length)
      .split(/[?#]/)[0]!
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The logo's bytes when it is a PNG or JPEG in storage (the formats a PDF embeds); else null. */
export async function logoBytes(ctx: AppContext, logoUrl: string | null): Promise<Uint8Array | null> {
  const key = logoStorageKey(logoUrl, ctx.env.publicUrl);
  if (key === null) return null;
  try {
    const object = await ctx.storage.get(key);
    return object && (isPng(object.bytes) || isJpeg(object.bytes)) ? object.bytes : null;
  } catch (error) {
    if (error instanceof UnsafeStorageKeyError) return null;
    throw error;
  }
}

/** The number printed on a draft quote: the last 6 digits of the time it was made (spec 02 section 7). */
function quoteNumberFromTime(at: Date): string {
  return String(at.getTime()).slice(-6);
}

/**
 * Issue 20, "one quote, one number": a saved quote prints its own number on every download and
 * e-mail, the number the estimator shows; a draft keeps the spec's time-based one until saved.
 */
function printedQuoteNumber(saved: { quoteNumber: string } | null, issuedAt: Date): string {
  return saved?.quoteNumber ?? quoteNumberFromTime(issuedAt);
}

export interface QuotePdf {
  bytes: Buffer;
  quoteNumber: string;
  filename: string;
}

/**
 * A quote PDF of the business from the estimator's state, priced by the server's own estimate.
 * Refused with 'Please calculate estimates first' when no product has a result ('Price on request'
 * is one). `quoteId`, when given, must be the business's own saved quote; its number is printed.
 */
export async function makeQuotePdf(
  ctx: AppContext,
  showroomId: string,
  input: {
    customer: TCustomerData;
    quoteData: TQuoteData;
    quoteId?: string | undefined;
    /** The team member whose own quotes alone the caller may name (own-records.ts). */
    memberId: string | undefined;
  },
): Promise<QuotePdf> {
  const saved = input.quoteId
    ? (await findExpertQuote(ctx.db, showroomId, input.quoteId, input.memberId)).quote
    : null;
  const { products, names, estimate, slabSizes } = await estimateQuoteData(
    ctx.db,
    showroomId,
    input.quoteData,
    saved && { id: saved.id, revisionOf: saved.revisionOf },
  );
  const printable = (result: (typeof estimate.products)[number]) =>
    result !== null && (result.error === null || result.error === MISSING_SLAB_COST);
  if (!estimate.products.some(printable)) throw new AppError('VALIDATION_FAILED', PDF_NEEDS_ESTIMATES);

  const [business] = await ctx.db.select().from(showrooms).where(eq(showrooms.id, showroomId));
  if (!business) throw new AppError('NOT_FOUND');
  const issuedAt = ctx.clock.now();
  const customer = resolveCustomer(input.customer);
  const settings = resolveSettings(input.quoteData.settings);
  const quoteNumber = printedQuoteNumber(saved, issuedAt);
  const model: QuotePdfModel = {
    business: {
      name: business.name,
      email: business.email,
      phone: business.phone,
      address: business.address,
      logo: await logoBytes(ctx, business.logoUrl),
    },
    customer: {
      name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      email: customer.email,
      phone: customer.phone,
    },
    quoteNumber,
    issuedAt,
    validUntil: validUntil(issuedAt),
    includeFabrication: settings.includeFabrication,
    includeInstallation: settings.includeInstallation,
    multiProductOptimized: estimate.multiProductOptimized,
    products: products.map((product, index) => ({
      name: names[index] ?? `Type ${index + 1}`,
      input: product,
      result: estimate.products[index] ?? null,
      slab: slabSizes[index] ?? null,
    })),
    stones: estimate.stones,
    remnants: estimate.remnants?.used ?? [],
    totals: estimate.totals,
  };
  return { bytes: await renderQuotePdf(model), quoteNumber, filename: `quote-${quoteNumber}.pdf` };
}
