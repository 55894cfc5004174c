import { escapeHtml } from '../../../http/escape-html';
import { formatReportDate, type ReportModel, type ReportSection } from './report-model';

/** Every value in a report can be typed by a customer or a showroom (names), so all are escaped. */
const escape = escapeHtml;

function sectionHtml(section: ReportSection, includeCharts: boolean): string {
  const figures = section.figures
    .map(
      (figure) =>
        `<div class="figure"><div class="label">${escape(figure.label)}</div><div class="value">${escape(figure.value)}</div>${figure.note ? `<div class="note">${escape(figure.note)}</div>` : ''}</div>`,
    )
    .join('');
  const charts = includeCharts
    ? section.charts
        .map((chart) => {
          const max = Math.max(0, ...chart.bars.map((bar) => bar.value));
          const bars = chart.bars
            .map((bar) => {
              const width = max > 0 ? Math.round((Math.max(0, bar.value) / max) * 100) : 0;
              return `<div class="bar-row"><span class="bar-label">${escape(bar.label)}</span><span class="bar" style="width:${width}%"></span><span class="bar-value">${escape(bar.shown)}</span></div>`;
            })
            .join('');
          return `<figure><figcaption>${escape(chart.title)}</figcaption>${bars}</figure>`;
        })
        .join('')
    : '';
  const tables = section.tables
    .map((table) =>
      table.rows.length === 0
        ? `<h3>${escape(table.title)}</h3><p>${escape(table.empty)}</p>`
        : `<h3>${escape(table.title)}</h3><table><thead><tr>${table.columns.map((c) => `<th>${escape(c)}</th>`).join('')}</tr></thead><tbody>${table.rows
            .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
    )
    .join('');
  return `<section><h2>${escape(section.title)}</h2><div class="figures">${figures}</div>${charts}${tables}</section>`;
}

/**
 * The spec's `reportHtml`: a self-contained page (no script, no external resource) that the browser
 * opens in a new window and prints. Same model, so same figures, as the PDF.
 */
export function renderReportHtml(model: ReportModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(model.title)}</title>
<style>
body { font-family: system-ui, sans-serif; color: #111827; margin: 2rem; }
h1 { margin: 0; } .subtitle, .note { color: #4b5563; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: .75rem; margin: 1rem 0; }
.figure { border: 1px solid #d1d5db; border-radius: .5rem; padding: .5rem .75rem; }
.label { font-size: .8rem; color: #4b5563; } .value { font-size: 1.25rem; font-weight: 600; }
figure { margin: 1rem 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
.bar-row { display: flex; align-items: center; gap: .5rem; font-size: .85rem; }
.bar-label { flex: 0 0 12rem; } .bar { display: inline-block; height: .8rem; background: #2563eb; }
table { border-collapse: collapse; width: 100%; font-size: .85rem; margin-bottom: 1rem; }
th, td { border-bottom: 1px solid #e5e7eb; padding: .3rem .5rem; text-align: left; }
@media print { body { margin: 0; } section { break-inside: avoid-page; } }
</style>
</head>
<body>
<h1>${escape(model.title)}</h1>
<p class="subtitle">${escape(model.subtitle)} · Generated ${escape(formatReportDate(model.generatedAt))}</p>
${model.sections.map((section) => sectionHtml(section, model.includeCharts)).join('\n')}
</body>
</html>`;
}
