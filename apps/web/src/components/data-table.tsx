import type { ReactNode } from 'react';

/**
 * A back-office table in a bordered box that scrolls sideways on a narrow screen. The box is a named
 * region with a tab stop, so that it can be scrolled from the keyboard; `head` holds the cells of
 * the header row and `children` the body rows.
 */
export function DataTable({
  label,
  caption,
  head,
  children,
}: {
  label: string;
  /** Read by screen readers only. */
  caption?: ReactNode;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="min-w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-stone-50 text-stone-800">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A column header that does not sort (SortHeader is the one that does). */
export function ColumnHeader({ nowrap = false, children }: { nowrap?: boolean; children: ReactNode }) {
  return (
    <th scope="col" className={nowrap ? 'px-3 py-2 whitespace-nowrap' : 'px-3 py-2'}>
      {children}
    </th>
  );
}

/** The headers of columns that do not sort, one a label. */
export function ColumnHeaders({ labels, nowrap = false }: { labels: readonly string[]; nowrap?: boolean }) {
  return labels.map((label) => (
    <ColumnHeader key={label} nowrap={nowrap}>
      {label}
    </ColumnHeader>
  ));
}

/**
 * Edit and Delete (or Remove, `deleteLabel`) of a row of a list; `name` tells a screen reader which
 * row ('Edit <name>'), as every row has the same two buttons.
 */
export function EditDeleteButtons({
  name,
  deleteLabel = 'Delete',
  onEdit,
  onDelete,
}: {
  name: string;
  deleteLabel?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button type="button" className="btn btn-secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button
        type="button"
        className="btn btn-ghost text-red-800"
        aria-label={`${deleteLabel} ${name}`}
        onClick={onDelete}
      >
        {deleteLabel}
      </button>
    </div>
  );
}

/** The header of the column of row buttons: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    <ColumnHeader>
      <span className="sr-only">Actions</span>
    </ColumnHeader>
  );
}
