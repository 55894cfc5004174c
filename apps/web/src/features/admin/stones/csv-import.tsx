import { useId, useRef, useState } from 'react';
import {
  ADMIN_STONE_MESSAGES,
  STONE_CSV_MAX_IMAGES,
  type TStoneCsvPhotoRefusal,
  type TStoneCsvRowError,
} from '@stonetool/contracts/admin-stones';
import { countLabel } from '@stonetool/domain/count-label';
import { STONE_IMPORT_COLUMNS } from '@stonetool/domain/catalog/stone-fields';
import { Alert } from '../../../components/alert';
import { ColumnHeaders } from '../../../components/data-table';
import { StonesCsvError, useUploadStonesCsv } from './api/upload-stones-csv';

type Outcome =
  | { tone: 'success'; text: string; photosRefused: TStoneCsvPhotoRefusal[] }
  | { tone: 'error'; text: string; rows: TStoneCsvRowError[]; count: number }
  | null;

/**
 * CSV import (spec 03 sections 2, 5 and 7): a file is required ('Please select a CSV file'); a
 * refused file shows the server's message and every row, column and reason it reported, since
 * nothing of it was imported. An imported file's photos (the Image URL column) that could not be
 * fetched are listed by row, address and reason: their stones were imported without them.
 */
export function CsvImport() {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadStonesCsv();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setOutcome({ tone: 'error', text: ADMIN_STONE_MESSAGES.noCsvFile, rows: [], count: 0 });
      return;
    }
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        const photos =
          result.photos_added + result.photos_refused.length === 0
            ? ''
            : ` ${countLabel(result.photos_added, 'photo')} added.`;
        setOutcome({
          tone: 'success',
          text: `Imported ${countLabel(result.imported, 'stone')} (${result.created} added, ${result.updated} updated, ${result.unchanged} unchanged).${photos}`,
          photosRefused: result.photos_refused,
        });
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (error) =>
        setOutcome(
          error instanceof StonesCsvError
            ? { tone: 'error', text: error.message, rows: error.rows, count: error.count }
            : { tone: 'error', text: error.message, rows: [], count: 0 },
        ),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="card space-y-3">
      <h3 id={`${inputId}-title`} className="text-lg font-semibold text-stone-900">
        CSV Import
      </h3>
      <p id={hintId} className="text-sm text-stone-700">
        Columns: {STONE_IMPORT_COLUMNS.join(', ')}. Brand, Type, Color and Slab Cost are required. A stone
        with the same brand, type, color, thickness and finish is updated; the whole file is imported or none
        of it. Image URL is optional: a PNG, JPG or WebP photo at a public http(s) address, at most 5 MB,
        fetched for the first {STONE_CSV_MAX_IMAGES} rows that have one.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="field-label">
            CSV File
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            className="field-input"
          />
        </div>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload CSV'}
        </button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {outcome?.tone === 'success' && outcome.photosRefused.length > 0 ? (
        <PhotosRefused refusals={outcome.photosRefused} />
      ) : null}
      {outcome?.tone === 'error' && outcome.rows.length > 0 ? (
        <div className="max-h-72 overflow-auto rounded-lg border border-stone-200">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Rows of the CSV file with errors</caption>
            <thead className="sticky top-0 bg-stone-50 text-stone-700">
              <tr>
                <ColumnHeaders labels={['Row', 'Column', 'Problem']} />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {outcome.rows.map((error, index) => (
                <tr key={`${error.row}-${error.column}-${index}`}>
                  <td className="px-3 py-2">{error.row}</td>
                  <td className="px-3 py-2">{error.column}</td>
                  <td className="px-3 py-2">{error.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {outcome.count > outcome.rows.length ? (
            <p className="px-3 py-2 text-sm text-stone-700">
              and {outcome.count - outcome.rows.length} more problems not listed.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The photos an import could not add, each with its row, address and reason. */
function PhotosRefused({ refusals }: { refusals: TStoneCsvPhotoRefusal[] }) {
  return (
    <div className="space-y-2">
      <Alert tone="error">
        {refusals.length === 1
          ? '1 photo could not be added; its stone was imported without a photo:'
          : `${refusals.length} photos could not be added; their stones were imported without a photo:`}
      </Alert>
      <div className="max-h-72 overflow-auto rounded-lg border border-stone-200">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Photos of the CSV file that were not added</caption>
          <thead className="sticky top-0 bg-stone-50 text-stone-700">
            <tr>
              <ColumnHeaders labels={['Row', 'Image URL', 'Problem']} />
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {refusals.map((refusal) => (
              <tr key={refusal.row}>
                <td className="px-3 py-2">{refusal.row}</td>
                <td className="max-w-xs px-3 py-2 break-all">{refusal.url}</td>
                <td className="px-3 py-2">{refusal.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
