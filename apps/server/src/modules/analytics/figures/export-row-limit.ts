/** The most rows one CSV export holds, so an export cannot exhaust the server. */
export const EXPORT_ROW_LIMIT = 50_000;
