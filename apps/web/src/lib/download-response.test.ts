import { describe, expect, it } from 'vitest';
import { downloadFileResponse, filenameFromDisposition } from './download-response';

describe('filenameFromDisposition', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(
      filenameFromDisposition('attachment; filename="analytics_quotes_month_2026-11-25.csv"', 'x.csv'),
    ).toBe('analytics_quotes_month_2026-11-25.csv');
  });

  it('reads an unquoted name', () => {
    expect(filenameFromDisposition('attachment; filename=report.csv', 'x.csv')).toBe('report.csv');
  });

  it('falls back without a header or a name', () => {
    expect(filenameFromDisposition(null, 'analytics_quotes_export.csv')).toBe('analytics_quotes_export.csv');
    expect(filenameFromDisposition('attachment', 'analytics_quotes_export.csv')).toBe(
      'analytics_quotes_export.csv',
    );
  });

  it('never lets a name pick a folder', () => {
    expect(filenameFromDisposition('attachment; filename="../../evil.csv"', 'x.csv')).toBe('.._.._evil.csv');
  });
});

describe('downloadFileResponse', () => {
  it("throws the caller's message for a refused call, with the server's reason", async () => {
    const refused = new Response(JSON.stringify({ success: false, error: 'Showroom not found' }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    await expect(
      downloadFileResponse(refused, 'report.pdf', (reason) => `Failed to generate PDF report: ${reason}`),
    ).rejects.toThrow('Failed to generate PDF report: Showroom not found');
  });
});
