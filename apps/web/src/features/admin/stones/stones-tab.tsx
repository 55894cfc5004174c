import { useId, useMemo, useState } from 'react';
import type { TStone } from '@stonetool/contracts/stones';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { Alert } from '../../../components/alert';
import { ColumnHeader, DataTable, EditDeleteButtons } from '../../../components/data-table';
import { SelectField } from '../../../components/select-field';
import { Pager, SortHeader } from '../../../components/sortable-table';
import { TextField } from '../../../components/text-field';
import { pageOf } from '../../../lib/sorted-pages';
import { useStatusMessage } from '../../../lib/use-status-message';
import { Modal } from '../../../components/modal';
import { useAdminStones } from './api/get-admin-stones';
import { useDeleteStone } from './api/delete-stone';
import { CsvImport } from './csv-import';
import { StoneForm } from './stone-form';
import {
  countLabel,
  filterOptions,
  filterStones,
  NO_FILTERS,
  sortStones,
  SPEC_SORTS,
  type SortKey,
  type StoneFilters,
  type StoneSort,
} from './stone-list';

/** Rows per page: a long catalog stays quick to render and to scan. */
const PAGE_SIZE = 50;

const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Color' },
  { key: 'brand', label: 'Brand' },
  { key: 'type', label: 'Type' },
  { key: 'thickness', label: 'Thickness' },
  { key: 'finish', label: 'Finish' },
  { key: 'price', label: 'Slab Cost' },
];

const filterFields = [
  { field: 'brand', label: 'Brand' },
  { field: 'type', label: 'Type' },
  { field: 'thickness', label: 'Thickness' },
  { field: 'finish', label: 'Finish' },
] as const;

type Editing = { stone: TStone | null } | null;

/**
 * The admin Stones tab (spec 03 sections 2, 5 and 8): CSV import, add or edit a stone, the stone
 * list with edit and delete, search, Filters (brand, type, thickness, finish, cross-filtered; the
 * three sorts), Clear Filters, 'N of M stones' and 'No stones found'. Columns sort on click and
 * the list is paged.
 */
export function StonesTab() {
  const stones = useAdminStones();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<StoneFilters>(NO_FILTERS);
  const [sort, setSort] = useState<StoneSort>(SPEC_SORTS[0].sort);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TStone | null>(null);
  const [message, setMessage] = useStatusMessage();
  const ids = useId();

  const all = useMemo(() => stones.data ?? [], [stones.data]);
  const shown = useMemo(
    () => sortStones(filterStones(all, search, filters), sort),
    [all, search, filters, sort],
  );
  const options = useMemo(() => filterOptions(all, filters), [all, filters]);
  const { rows: pageRows, page: currentPage, pageCount: pages } = pageOf(shown, page, PAGE_SIZE);

  const changeFilter = (field: keyof StoneFilters, value: string) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setPage(0);
  };
  const clearFilters = () => {
    setFilters(NO_FILTERS);
    setSearch('');
    setSort(SPEC_SORTS[0].sort);
    setPage(0);
  };
  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  const specSortIndex = SPEC_SORTS.findIndex(
    (option) => option.sort.key === sort.key && option.sort.direction === sort.direction,
  );

  return (
    <div className="space-y-6">
      <CsvImport />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search stones"
          className="min-w-0 flex-1 basis-56"
          type="search"
          placeholder="Brand, type, color..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={showFilters}
          aria-controls={`${ids}-filters`}
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ stone: null })}>
          Add Stone
        </button>
      </div>
      {showFilters ? (
        <div
          id={`${ids}-filters`}
          className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
        >
          {filterFields.map(({ field, label }) => (
            <SelectField
              key={field}
              label={label}
              options={[
                { value: '', label: 'All' },
                ...options[field].map((value) => ({ value, label: value })),
              ]}
              value={filters[field]}
              onChange={(event) => changeFilter(field, event.target.value)}
            />
          ))}
          <SelectField
            label="Sort by"
            options={[
              ...(specSortIndex === -1 ? [{ value: '', label: 'By column' }] : []),
              ...SPEC_SORTS.map((option, index) => ({ value: String(index), label: option.label })),
            ]}
            value={specSortIndex === -1 ? '' : String(specSortIndex)}
            onChange={(event) => {
              const option = SPEC_SORTS[Number(event.target.value)];
              if (option) setSort(option.sort);
            }}
          />
          <div className="flex items-end">
            <button type="button" className="btn btn-secondary w-full" onClick={clearFilters}>
              Clear Filters
            </button>
          </div>
        </div>
      ) : null}

      {stones.isPending ? <p className="text-stone-700">Loading stones...</p> : null}
      {stones.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{stones.error.message}</Alert>
          <button type="button" className="btn btn-secondary" onClick={() => void stones.refetch()}>
            Try Again
          </button>
        </div>
      ) : null}
      {stones.isSuccess ? (
        <>
          <p role="status" className="text-sm text-stone-700">
            {countLabel(shown.length, all.length)}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
              No stones found
            </p>
          ) : (
            <DataTable
              label="Stones"
              caption="Stones, sortable by column"
              head={
                <>
                  {columns.map((column) => (
                    <SortHeader
                      key={column.key}
                      column={column.key}
                      label={column.label}
                      sort={{
                        key: sort.key,
                        direction: sort.direction === 'asc' ? 'ascending' : 'descending',
                      }}
                      onSort={sortBy}
                    />
                  ))}
                  <ColumnHeader>Actions</ColumnHeader>
                </>
              }
            >
              {pageRows.map((stone) => (
                <tr key={stone.id}>
                  <td className="px-3 py-2 font-medium text-stone-900">{stone.Color}</td>
                  <td className="px-3 py-2">{stone.Brand}</td>
                  <td className="px-3 py-2">{stone.Type}</td>
                  <td className="px-3 py-2">{stone.Thickness}</td>
                  <td className="px-3 py-2">{stone.Finish}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {stone['Slab Cost'] ? formatUsd(dollarsToCents(stone['Slab Cost'])) : 'Price on request'}
                  </td>
                  <td className="px-3 py-2">
                    <EditDeleteButtons
                      name={`${stone.Brand} ${stone.Color} ${stone.Thickness} ${stone.Finish}`}
                      onEdit={() => setEditing({ stone })}
                      onDelete={() => setDeleting(stone)}
                    />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <Pager label="Stone list pages" page={currentPage} pageCount={pages} onPage={setPage} />
        </>
      ) : null}

      {editing ? (
        <StoneForm
          key={editing.stone?.id ?? 'new'}
          stone={editing.stone}
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
          onSaved={(text, tone = 'success') => setMessage({ tone, text })}
          brands={options.brand}
          types={options.type}
        />
      ) : null}
      {deleting ? (
        <DeleteStoneDialog
          stone={deleting}
          onClose={() => setDeleting(null)}
          onDone={(tone, text) => setMessage({ tone, text })}
        />
      ) : null}
    </div>
  );
}

/** The confirmation deleting a stone needs (spec 03 section 5). */
function DeleteStoneDialog({
  stone,
  onClose,
  onDone,
}: {
  stone: TStone;
  onClose: () => void;
  onDone: (tone: 'success' | 'error', text: string) => void;
}) {
  const remove = useDeleteStone();
  const name = `${stone.Brand} ${stone.Color} ${stone.Thickness} ${stone.Finish}`;
  const confirm = () =>
    remove.mutate(stone.id, {
      onSuccess: ({ retired }) => {
        onDone(
          'success',
          retired
            ? `${name} was removed from the catalog; saved carts, quotes and orders keep it.`
            : `${name} deleted`,
        );
        onClose();
      },
      onError: (failure) => {
        onDone('error', failure.message);
        onClose();
      },
    });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Delete Stone"
      description={`Are you sure you want to delete ${name}? It leaves the catalog at once.`}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
