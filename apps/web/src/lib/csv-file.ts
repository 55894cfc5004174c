import { saveFile } from './save-file';

/** Saves `text` as a CSV file named `filename` through the browser's download. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
