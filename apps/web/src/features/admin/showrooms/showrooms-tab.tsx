import type { TAdminShowroom } from '@stonetool/contracts/admin';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { useAdminShowrooms } from '../api/get-admin-showrooms';
import { showroomTypeLabel } from '../showroom-type-label';
import { useCreateShowroomAccount } from './api/create-showroom-account';
import { useUpdateShowroom } from './api/update-showroom';
import { CredentialsDialog, type Credentials } from './credentials-dialog';
import { DeleteShowroomDialog } from './delete-showroom-dialog';
import { ShowroomFormDialog } from './showroom-form-dialog';
import {
  emptyShowroomForm,
  showroomFormOf,
  showroomRequest,
  type ShowroomFormValues,
} from './showroom-form-values';

function ColorSwatch({ label, color }: { label: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span
        aria-hidden="true"
        className="size-4 rounded border border-stone-300"
        style={{ background: color }}
      />
      <span>
        {label} {color}
      </span>
    </span>
  );
}

function ShowroomCard({
  showroom,
  onEdit,
  onDelete,
}: {
  showroom: TAdminShowroom;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="card flex flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-stone-900">{showroom.name}</h3>
        {showroom.is_test ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            Test
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
        <dt className="text-stone-600">Type</dt>
        <dd>{showroomTypeLabel(showroom.showroom_type)}</dd>
        <dt className="text-stone-600">Email</dt>
        <dd className="break-all">{showroom.email}</dd>
        <dt className="text-stone-600">Phone</dt>
        <dd>{showroom.phone ?? '—'}</dd>
        <dt className="text-stone-600">Address</dt>
        <dd className="break-words">{showroom.address ?? '—'}</dd>
        <dt className="text-stone-600">Colors</dt>
        <dd className="flex flex-wrap gap-x-3">
          <ColorSwatch label="Primary" color={showroom.brand_colors.primary} />
          <ColorSwatch label="Secondary" color={showroom.brand_colors.secondary} />
        </dd>
        <dt className="text-stone-600">Wholesale tax</dt>
        <dd>{showroom.wholesale_tax_enabled ? `${showroom.wholesale_tax_rate}%` : 'Off'}</dd>
        <dt className="text-stone-600">Login</dt>
        <dd>{showroom.temporary_password_pending ? 'Awaiting password change' : 'Active'}</dd>
        <dt className="text-stone-600">Stones</dt>
        <dd>{showroom.stones_count}</dd>
        <dt className="text-stone-600">ID</dt>
        <dd className="font-mono text-xs break-all">{showroom.id}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 pt-2">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onEdit}
          aria-label={`Edit ${showroom.name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-ghost text-red-800"
          onClick={onDelete}
          aria-label={`Delete ${showroom.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * Admin Showrooms tab (spec 03 section 2): the showroom accounts with every field of the admin
 * view, Create Showroom with the credentials dialog shown once, Edit, and Delete behind typing
 * the showroom's name.
 */
export function ShowroomsTab() {
  const showrooms = useAdminShowrooms();
  const create = useCreateShowroomAccount();
  const update = useUpdateShowroom();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TAdminShowroom | null>(null);
  const [deleting, setDeleting] = useState<TAdminShowroom | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submitCreate = async (values: ShowroomFormValues) => {
    const created = await create.mutateAsync(showroomRequest(values, 'create'));
    setCreating(false);
    setMessage(`${created.showroom.name} created`);
    setCredentials({ ...created.credentials, welcome: created.welcome_email });
  };

  const submitEdit = async (values: ShowroomFormValues) => {
    if (!editing) return;
    const updated = await update.mutateAsync({ id: editing.id, ...showroomRequest(values, 'edit') });
    setEditing(null);
    const changes = updated.changes_made.map((change) => change.replaceAll('_', ' ')).join(', ');
    setMessage(
      updated.changes_made.length === 0
        ? `${updated.showroom.name}: no changes`
        : `${updated.showroom.name} updated: ${changes}${updated.auth_updated ? ' (login updated)' : ''}`,
    );
  };

  let list;
  if (showrooms.isPending) list = <p className="text-stone-700">Loading showrooms...</p>;
  else if (showrooms.isError) {
    list = (
      <div className="space-y-3">
        <Alert tone="error">{showrooms.error.message}</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void showrooms.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (showrooms.data.length === 0) list = <p className="text-stone-700">No showrooms yet.</p>;
  else {
    list = (
      <>
        <p className="text-stone-700">{showrooms.data.length} showroom accounts</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {showrooms.data.map((showroom) => (
            <ShowroomCard
              key={showroom.id}
              showroom={showroom}
              onEdit={() => setEditing(showroom)}
              onDelete={() => setDeleting(showroom)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setMessage(null);
            setCreating(true);
          }}
        >
          Create Showroom
        </button>
      </div>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {list}
      {creating ? (
        <ShowroomFormDialog
          mode="create"
          initial={emptyShowroomForm()}
          open
          onOpenChange={setCreating}
          onSubmit={submitCreate}
          pending={create.isPending}
        />
      ) : null}
      {editing ? (
        <ShowroomFormDialog
          key={editing.id}
          mode="edit"
          initial={showroomFormOf(editing)}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSubmit={submitEdit}
          pending={update.isPending}
        />
      ) : null}
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
      <DeleteShowroomDialog
        showroom={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(text) => {
          setDeleting(null);
          setMessage(text);
        }}
      />
    </div>
  );
}
