import { roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import {
  MISSING_SLAB_COST,
  MISSING_STONE_OR_DIMENSIONS,
  PRODUCTS_NOT_CALCULABLE,
} from '@stonetool/domain/estimate/errors';
import { edgeProfileText, normalizeEdgeDetail } from '@stonetool/domain/estimate/fabrication';
import { normalizeQuantity, parseDimension } from '@stonetool/domain/estimate/piece-input';
import { slabFigure } from '@stonetool/domain/estimate/layout-figure';
import { partLabel, seamNotice, shapeText } from '@stonetool/domain/estimate/seams';
import { slabSpecText } from '@stonetool/domain/estimate/slab-spec';
import type {
  EstimateProduct,
  EstimateSlab,
  ProductEstimate,
  QuoteTotals,
  StoneOptimization,
  UsedRemnant,
} from '@stonetool/domain/estimate/types';
import { remnantName, remnantPiecesNotice, remnantSlab } from '@stonetool/domain/estimate/remnants-first';
import { formatUsd, PRICE_ON_REQUEST } from '@stonetool/domain/money';
import { cutoutLineAmount } from '@stonetool/domain/shapes/cutouts';
import { isRectangle } from '@stonetool/domain/shapes/outline';
import { pieceOutline } from '@stonetool/domain/shapes/piece-shape';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { CONTENT_WIDTH, ensureSpace, heading, INK, MUTED, PAGE, type Doc } from '../../pdf/page-layout';

/** Everything printed on an Expert Mode quote; money in cents, lengths in inches. */
export interface QuotePdfModel {
  business: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    /** PNG or JPEG bytes of the business logo, when it has one in storage. */
    logo: Uint8Array | null;
  };
  customer: { name: string; email: string; phone: string };
  /**
   * A saved quote's own number ('Q-2026-001042'), the same on every download and e-mail; a draft's
   * is the last 6 digits of the time the PDF was made (spec 02 section 7).
   */
  quoteNumber: string;
  issuedAt: Date;
  validUntil: Date;
  includeFabrication: boolean;
  includeInstallation: boolean;
  multiProductOptimized: boolean;
  products: Array<{
    name: string;
    input: EstimateProduct;
    result: ProductEstimate | null;
    slab: { width: number; height: number } | null;
  }>;
  stones: StoneOptimization[];
  /** The remnants "Use remnants first" placed pieces on (decision 118); none when it is off. */
  remnants: UsedRemnant[];
  totals: QuoteTotals;
}

/** Layout drawings at most this tall, so two or three fit a page. */
const DRAWING_MAX_HEIGHT = 170;
/** Grid lines every 12 inches, as the estimator's layout visual draws them (spec 02 section 9). */
const GRID_INCHES = 12;
/** A colour per product, repeated past the tenth. */
const PIECE_COLORS = [
  '#93c5fd',
  '#fca5a5',
  '#86efac',
  '#fcd34d',
  '#c4b5fd',
  '#f9a8d4',
  '#5eead4',
  '#fdba74',
  '#a5b4fc',
  '#bef264',
];
/** Room kept under a heading for the first line of its section. */
const HEADING_KEEP_WITH = 24;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const inches = (value: number): string => `${Number(value.toFixed(3))}"`;
const percent = (value: number): string => `${value.toFixed(1)}%`;

/** "1" for a single piece, "2.3" for the third copy of product 2: the numbers drawn on the slabs. */
export function pieceNumber(productIndex: number, pieceIndex: number, quantity: number): string {
  return quantity > 1 ? `${productIndex + 1}.${pieceIndex + 1}` : `${productIndex + 1}`;
}

/** Width of the label column of the figure lines. */
const LABEL_WIDTH = 130;

/**
 * A label and its value on one line (the value wraps in its own column when long); totals
 * align their amounts right.
 */
function line(doc: Doc, label: string, value: string, options: { bold?: boolean; right?: boolean } = {}) {
  const valueX = PAGE.margin + LABEL_WIDTH;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(INK);
  const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12);
  ensureSpace(doc, height + 3);
  const y = doc.y;
  doc.text(label, PAGE.margin, y, { width: LABEL_WIDTH });
  doc.text(value, valueX, y, { width: valueWidth, align: options.right ? 'right' : 'left' });
  doc.x = PAGE.margin;
  doc.y = y + height + 3;
}

function header(doc: Doc, model: QuotePdfModel): void {
  const top = PAGE.margin;
  let textX = PAGE.margin;
  if (model.business.logo) {
    try {
      doc.image(Buffer.from(model.business.logo), PAGE.margin, top, { fit: [120, 60] });
      textX = PAGE.margin + 135;
    } catch {
      // A logo pdfkit cannot read (corrupt or an unsupported format) is left out, not fatal.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(model.business.name, textX, top, { width: 250 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const detail of [model.business.address, model.business.phone, model.business.email]) {
    if (detail) doc.text(detail, textX, doc.y, { width: 250 });
  }
  const right = PAGE.margin + CONTENT_WIDTH - 190;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Countertop Quote', right, top, {
    width: 190,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const meta = [
    `Quote #${model.quoteNumber}`,
    `Date: ${dateFormat.format(model.issuedAt)}`,
    `Valid until: ${dateFormat.format(model.validUntil)}`,
  ];
  for (const text of meta) doc.text(text, right, doc.y, { width: 190, align: 'right' });
  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y, top + 75);
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .strokeColor('#d1d5db')
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.8);
}

function customerBlock(doc: Doc, model: QuotePdfModel): void {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Prepared for', PAGE.margin, doc.y);
  doc.font('Helvetica').fontSize(10);
  const { name, email, phone } = model.customer;
  doc.text(name || 'Customer not given');
  if (email) doc.text(email);
  if (phone) doc.text(phone);
}

function productBlock(doc: Doc, model: QuotePdfModel, index: number): void {
  const product = model.products[index]!;
  heading(doc, `${index + 1}. ${product.name}`, 12, HEADING_KEEP_WITH);
  const result = product.result;
  if (result === null) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(MISSING_STONE_OR_DIMENSIONS);
    return;
  }
  const width = parseDimension(product.input.width);
  const depth = parseDimension(product.input.depth);
  const quantity = normalizeQuantity(product.input.quantity);
  line(doc, 'Stone', `${result.stone} (${slabSpecText(result)})`);
  // An L or U by its legs and depth; the area is the pieces' own (an L's legs, not its box).
  const shaped = width !== null && depth !== null ? pieceOutline(width, depth, product.input.shape) : null;
  const size =
    shaped?.ok && !isRectangle(shaped.outline)
      ? shapeText(shaped.outline)
      : width !== null && depth !== null
        ? `${inches(width)} x ${inches(depth)}`
        : '';
  line(doc, 'Pieces', `${quantity} × ${size}, ${normalizeEdgeDetail(product.input.edgeDetail)} edge`);
  line(doc, 'Area', `${roundAreaForDisplay(result.usableAreaSqft)} ft²`);
  if (result.error === MISSING_SLAB_COST) {
    line(doc, 'Product total', PRICE_ON_REQUEST, { bold: true });
    return;
  }
  if (result.error !== null) {
    // Every other failure names the piece and says why.
    doc.font('Helvetica').fontSize(10).fillColor('#b91c1c').text(result.error, PAGE.margin, doc.y);
    return;
  }
  if (result.seams) line(doc, 'Seams', seamNotice(index + 1, result.seams));
  remnantsLine(doc, model, index);
  const shared = result.multiProductOptimized && result.areaRatio < 1;
  line(
    doc,
    'Slabs',
    shared
      ? `${result.actualTotalSlabs} (shared with other products of this stone)`
      : `${result.actualTotalSlabs}`,
  );
  line(doc, 'Efficiency', percent(result.efficiency));
  line(doc, 'Material', formatUsd(result.materialCost));
  if (model.includeFabrication) {
    line(doc, 'Edge profile', edgeProfileText(result.edgeDetail, result.edgeUpchargePerSqft));
    line(doc, 'Fabrication', formatUsd(result.fabricationCost));
  }
  if (model.includeInstallation && result.installationCost > 0)
    line(doc, 'Installation', formatUsd(result.installationCost));
  for (const cutout of result.cutouts) line(doc, cutout.label, cutoutLineAmount(cutout));
  line(doc, 'Product total', formatUsd(result.finalPrice), { bold: true });
}

/**
 * Which of a product's pieces are cut from which remnant, each named by its id and rack as the
 * remnant layouts title it (issue 25); nothing when none is.
 */
function remnantsLine(doc: Doc, model: QuotePdfModel, index: number): void {
  const quantity = normalizeQuantity(model.products[index]?.input.quantity);
  const notice = remnantPiecesNotice(index, quantity, model.remnants, remnantName);
  if (notice !== null) line(doc, 'Remnants', notice);
}

function totalsBlock(doc: Doc, model: QuotePdfModel): void {
  heading(doc, 'Quote Summary', 13, HEADING_KEEP_WITH);
  const { totals } = model;
  line(doc, 'Total Slabs Needed', `${totals.totalSlabs}`, { right: true });
  line(doc, 'Average Efficiency', percent(totals.averageEfficiency), { right: true });
  line(doc, 'Material', formatUsd(totals.materialCost), { right: true });
  if (model.includeFabrication) line(doc, 'Fabrication', formatUsd(totals.fabricationCost), { right: true });
  if (model.includeInstallation && totals.installationCost > 0)
    line(doc, 'Installation', formatUsd(totals.installationCost), { right: true });
  if (totals.cutoutCost > 0) line(doc, 'Cutouts', formatUsd(totals.cutoutCost), { right: true });
  line(doc, 'Total Price', totals.totalPrice > 0 ? formatUsd(totals.totalPrice) : PRICE_ON_REQUEST, {
    bold: true,
    right: true,
  });
  if (model.products.some((p) => p.result?.error === MISSING_SLAB_COST)) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Items marked ${PRICE_ON_REQUEST} are not included in the total.`, PAGE.margin, doc.y);
  }
  const failed = (p: QuotePdfModel['products'][number]) =>
    p.result === null || (p.result.error !== null && p.result.error !== MISSING_SLAB_COST);
  if (model.products.some(failed)) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#b91c1c')
      .text(`${PRODUCTS_NOT_CALCULABLE} They are not included in the total.`, PAGE.margin, doc.y);
  }
}

/**
 * One slab: its outline, a 12-inch grid, each piece by its outline as placed (an L's or U's true
 * outline) and numbered, rotated ones marked, seamed parts lettered (1a, 1b) with their seams in
 * red dashes where they meet, each cutout outlined in white where it lies (decision 125).
 */
function drawSlab(
  doc: Doc,
  model: QuotePdfModel,
  slab: EstimateSlab,
  size: { width: number; height: number },
  title: string,
): void {
  const scale = Math.min(CONTENT_WIDTH / size.width, DRAWING_MAX_HEIGHT / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  ensureSpace(doc, h + 34);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title, PAGE.margin, doc.y);
  const left = PAGE.margin;
  const top = doc.y + 4;
  doc.save();
  doc.rect(left, top, w, h).fillColor('#f3f4f6').fill();
  doc.lineWidth(0.3).strokeColor('#d1d5db');
  for (let x = GRID_INCHES; x < size.width; x += GRID_INCHES)
    doc
      .moveTo(left + x * scale, top)
      .lineTo(left + x * scale, top + h)
      .stroke();
  for (let y = GRID_INCHES; y < size.height; y += GRID_INCHES)
    doc
      .moveTo(left, top + h - y * scale)
      .lineTo(left + w, top + h - y * scale)
      .stroke();
  for (const figure of slabFigure(slab, { left, top, scale, slabHeight: size.height })) {
    const { piece, labelBox: box } = figure;
    const color = PIECE_COLORS[piece.productIndex % PIECE_COLORS.length]!;
    doc
      .polygon(...figure.outline)
      .fillColor(color)
      .fill();
    doc
      .polygon(...figure.outline)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    for (const cutout of figure.cutouts) {
      doc.rect(cutout.x, cutout.y, cutout.width, cutout.height).fillColor('#ffffff').fill();
      doc.rect(cutout.x, cutout.y, cutout.width, cutout.height).lineWidth(0.6).strokeColor(MUTED).stroke();
    }
    if (piece.rotated) {
      const right = box.x + box.width;
      doc
        .polygon([right - 9, box.y + 1], [right - 1, box.y + 1], [right - 1, box.y + 9])
        .fillColor(INK)
        .fill();
    }
    const quantity = normalizeQuantity(model.products[piece.productIndex]?.input.quantity);
    const number = pieceNumber(piece.productIndex, piece.pieceIndex, quantity);
    const label = piece.seam ? partLabel(number, piece.seam.part) : number;
    for (const [x1, y1, x2, y2] of figure.seams) {
      doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(1.6).dash(3, { space: 2 }).strokeColor('#dc2626').stroke();
      doc.undash();
    }
    const fontSize = Math.max(6, Math.min(11, box.height / 2, box.width / (label.length * 0.7)));
    doc
      .font('Helvetica-Bold')
      .fontSize(fontSize)
      .fillColor(INK)
      .text(label, box.x, box.y + box.height / 2 - fontSize / 2, {
        width: box.width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.rect(left, top, w, h).lineWidth(1.2).strokeColor(INK).stroke();
  doc.restore();
  doc.x = PAGE.margin;
  doc.y = top + h + 12;
}

function legend(doc: Doc, model: QuotePdfModel): void {
  ensureSpace(doc, 30);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const names = model.products.map((p, i) => `${i + 1} = ${p.name}`).join('; ');
  doc.text(
    `Pieces are numbered by product (2.3 is the third piece of product 2): ${names}. ` +
      'A black corner marks a rotated piece, red dashes a seam between the parts of a piece (1a, 1b), ' +
      'a white box a cutout. Grid lines every 12 inches.',
    PAGE.margin,
    doc.y,
    { width: CONTENT_WIDTH },
  );
  doc.moveDown(0.5);
}

function layouts(doc: Doc, model: QuotePdfModel): void {
  const groups: Array<{ label: string; slabs: EstimateSlab[]; size: { width: number; height: number } }> =
    model.multiProductOptimized
      ? model.stones
          .filter((stone) => stone.slabs.length > 0)
          .map((stone) => ({
            label: stone.label,
            slabs: stone.slabs,
            size: { width: stone.slabWidth, height: stone.slabHeight },
          }))
      : model.products.flatMap((p) =>
          p.result && p.slab && p.result.placementDetails.length > 0
            ? [{ label: `${p.name}: ${p.result.stone}`, slabs: p.result.placementDetails, size: p.slab }]
            : [],
        );
  if (groups.length === 0 && model.remnants.length === 0) return;
  doc.addPage();
  heading(doc, 'Slab Layouts', 13, HEADING_KEEP_WITH);
  legend(doc, model);
  for (const group of groups) {
    group.slabs.forEach((slab, n) => {
      const title = `${group.label} (${inches(group.size.height)} x ${inches(group.size.width)}): Slab ${n + 1} of ${group.slabs.length}, efficiency ${percent(slab.efficiency)}`;
      drawSlab(doc, model, slab, group.size, title);
    });
  }
  remnantLayouts(doc, model);
}

/** Each remnant used, drawn like a small slab, titled with its id, place and the pieces cut from it. */
function remnantLayouts(doc: Doc, model: QuotePdfModel): void {
  for (const remnant of model.remnants) {
    const size = { width: remnant.width, height: remnant.height };
    const slab = remnantSlab(remnant);
    const pieces = remnant.pieces
      .map((p) => {
        const product = model.products[p.productIndex];
        const quantity = normalizeQuantity(product?.input.quantity);
        return `${pieceNumber(p.productIndex, p.pieceIndex, quantity)} (${product?.name ?? `Type ${p.productIndex + 1}`})`;
      })
      .join(', ');
    const title = `${remnantName(remnant)}, ${remnant.brand} ${remnant.color} ${remnant.thickness} (${inches(size.height)} x ${inches(size.width)}): pieces ${pieces}`;
    drawSlab(doc, model, slab, size, title);
  }
}

/** The quote as a PDF (Letter): header, customer, products, totals, then the slab layouts. */
export function renderQuotePdf(model: QuotePdfModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: {
      Title: `Quote #${model.quoteNumber}`,
      Author: model.business.name,
      Subject: `Countertop quote for ${model.customer.name || 'a customer'}`,
      CreationDate: model.issuedAt,
    },
  });
  const done = pdfBytes(doc);
  header(doc, model);
  customerBlock(doc, model);
  model.products.forEach((_, index) => productBlock(doc, model, index));
  totalsBlock(doc, model);
  doc.moveDown(0.8);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `This quote is valid for 30 days, until ${dateFormat.format(model.validUntil)}. Prices in US dollars.`,
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  layouts(doc, model);
  doc.end();
  return done;
}
