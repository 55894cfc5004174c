import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../pdf/pdf-bytes';
import { CONTENT_WIDTH, ensureSpace, heading, INK, MUTED, PAGE, type Doc } from '../../../pdf/page-layout';
import { formatReportDate, type ReportModel, type ReportSection, type ReportTable } from './report-model';

const BAR = '#2563eb';
const RULE = '#d1d5db';
/** Room kept under a section's heading for its first row. */
const HEADING_KEEP_WITH = 30;
const FIGURES_PER_ROW = 3;
const FIGURE_HEIGHT = 44;
const BAR_HEIGHT = 12;
const BAR_LABEL_WIDTH = 170;
const BAR_VALUE_WIDTH = 80;

/** The cards: label, value and note in boxes, three to a row. */
function figures(doc: Doc, section: ReportSection): void {
  const width = (CONTENT_WIDTH - (FIGURES_PER_ROW - 1) * 8) / FIGURES_PER_ROW;
  for (let start = 0; start < section.figures.length; start += FIGURES_PER_ROW) {
    ensureSpace(doc, FIGURE_HEIGHT + 8);
    const top = doc.y;
    section.figures.slice(start, start + FIGURES_PER_ROW).forEach((figure, column) => {
      const left = PAGE.margin + column * (width + 8);
      doc.roundedRect(left, top, width, FIGURE_HEIGHT, 4).lineWidth(0.8).strokeColor(RULE).stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(figure.label, left + 6, top + 5, { width: width - 12, lineBreak: false });
      doc
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor(INK)
        .text(figure.value, left + 6, top + 16, { width: width - 12, lineBreak: false });
      if (figure.note)
        doc
          .font('Helvetica')
          .fontSize(7)
          .fillColor(MUTED)
          .text(figure.note, left + 6, top + 33, { width: width - 12, lineBreak: false });
    });
    doc.x = PAGE.margin;
    doc.y = top + FIGURE_HEIGHT + 8;
  }
}

/** A horizontal bar chart drawn with vector rectangles, each bar labelled with its value. */
function barChart(doc: Doc, title: string, bars: ReportSection['charts'][number]['bars']): void {
  if (bars.length === 0) return;
  ensureSpace(doc, 20 + bars.length * (BAR_HEIGHT + 5));
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title, PAGE.margin, doc.y);
  doc.moveDown(0.2);
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const track = CONTENT_WIDTH - BAR_LABEL_WIDTH - BAR_VALUE_WIDTH - 10;
  for (const bar of bars) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(INK)
      .text(bar.label, PAGE.margin, y + 2, { width: BAR_LABEL_WIDTH - 6, lineBreak: false, ellipsis: true });
    const length = max > 0 ? (Math.max(0, bar.value) / max) * track : 0;
    doc
      .rect(PAGE.margin + BAR_LABEL_WIDTH, y, track, BAR_HEIGHT)
      .fillColor('#f3f4f6')
      .fill();
    if (length > 0)
      doc
        .rect(PAGE.margin + BAR_LABEL_WIDTH, y, length, BAR_HEIGHT)
        .fillColor(BAR)
        .fill();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(INK)
      .text(bar.shown, PAGE.margin + BAR_LABEL_WIDTH + track + 6, y + 2, {
        width: BAR_VALUE_WIDTH,
        lineBreak: false,
      });
    doc.x = PAGE.margin;
    doc.y = y + BAR_HEIGHT + 5;
  }
  doc.moveDown(0.5);
}

function table(doc: Doc, data: ReportTable): void {
  ensureSpace(doc, 40);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(data.title, PAGE.margin, doc.y);
  doc.moveDown(0.2);
  if (data.rows.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(data.empty, PAGE.margin, doc.y);
    doc.moveDown(0.5);
    return;
  }
  const width = CONTENT_WIDTH / data.columns.length;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...cells.map((cell) => doc.heightOfString(cell, { width: width - 4 })), 10) + 4;
    ensureSpace(doc, height);
    const y = doc.y;
    cells.forEach((cell, index) =>
      doc.fillColor(INK).text(cell, PAGE.margin + index * width, y + 2, { width: width - 4 }),
    );
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.x = PAGE.margin;
    doc.y = y + height;
  };
  row(data.columns, true);
  for (const cells of data.rows) row(cells, false);
  doc.moveDown(0.6);
}

/** The report as a PDF (Letter): title, then each chosen section's cards, bar charts and tables. */
export function renderReportPdf(model: ReportModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: model.title, Subject: model.subtitle, CreationDate: model.generatedAt },
  });
  const done = pdfBytes(doc);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(model.title, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${model.subtitle} · Generated ${formatReportDate(model.generatedAt)}`, { width: CONTENT_WIDTH });
  doc
    .moveTo(PAGE.margin, doc.y + 4)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y + 4)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
  for (const section of model.sections) {
    heading(doc, section.title, 14, HEADING_KEEP_WITH);
    figures(doc, section);
    if (model.includeCharts) for (const chart of section.charts) barChart(doc, chart.title, chart.bars);
    for (const data of section.tables) table(doc, data);
  }
  doc.end();
  return done;
}
