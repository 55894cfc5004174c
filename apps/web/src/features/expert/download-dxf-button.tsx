import { layoutDxf } from '@stonetool/domain/estimate/layout-dxf';
import type { UsedRemnant } from '@stonetool/domain/estimate/types';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file';
import type { LayoutSet } from './layout-sets';

/**
 * "Q-1001-layout.dxf", or after the customer ("Ada Stone-layout.dxf") before the quote is saved:
 * characters a file name cannot hold become dashes.
 */
export function layoutFileName(quoteNumber: string | null, customerName: string): string {
  const base = (quoteNumber ?? customerName).replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim() || 'quote';
  return `${base}-layout.dxf`;
}

type Props = {
  sets: readonly LayoutSet[];
  names: readonly string[];
  /** The remnants "Use remnants first" cut pieces from, each drawn on a layer of its own. */
  remnants: readonly UsedRemnant[];
  /** Read when the button is pressed, so the name follows the customer typed since. */
  fileName: () => string;
};

/**
 * Download DXF (issue 24): every slab layout of the quote in one file for the shop's saw or CNC,
 * and every remnant it is cut from (decision 128), built in the browser; what the file leaves out
 * is said beside the button.
 */
export function DownloadDxfButton({ sets, names, remnants, fileName }: Props) {
  const [notes, setNotes] = useState<string[]>([]);
  const download = () => {
    const file = layoutDxf(sets, (index) => names[index] ?? null, remnants);
    saveFile(fileName(), new Blob([file.text], { type: 'application/dxf' }));
    setNotes(file.notes);
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className="btn btn-secondary min-h-9 px-3" onClick={download}>
        Download DXF
      </button>
      {notes.length > 0 ? (
        <ul className="text-xs text-amber-950" aria-label="Notes on the DXF">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
