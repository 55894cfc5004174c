/** One bar of a chart: its label, its length (any unit, compared within the chart) and its text. */
export interface ReportBar {
  label: string;
  value: number;
  shown: string;
}

export interface ReportTable {
  title: string;
  columns: string[];
  rows: string[][];
  /** Said instead of the table when it has no rows. */
  empty: string;
}

export interface ReportSection {
  title: string;
  figures: Array<{ label: string; value: string; note?: string }>;
  charts: Array<{ title: string; bars: ReportBar[] }>;
  tables: ReportTable[];
}

/**
 * An analytics report as both renderers see it: the figures are already formatted text, so the
 * HTML and the PDF print exactly the same values.
 */
export interface ReportModel {
  title: string;
  /** The business, the period and the filters the figures are of. */
  subtitle: string;
  generatedAt: Date;
  includeCharts: boolean;
  sections: ReportSection[];
  /** For the file name: known words only. */
  fileWords: string[];
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const formatReportDate = (date: Date) => dateFormat.format(date);

/** A file name from known words and the date only (checklist 23: file names are made by the server). */
export function reportFileName(model: ReportModel): string {
  const words = model.fileWords.map((part) =>
    part
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  return `${[...words.filter(Boolean), model.generatedAt.toISOString().slice(0, 10)].join('_')}.pdf`;
}
