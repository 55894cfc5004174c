import { Alert } from '../../components/alert';
import { useAdminShowrooms } from './api/get-admin-showrooms';
import { showroomTypeLabel } from './showroom-type-label';

/** Admin Showrooms tab: the showroom accounts on the platform (spec 03 section 2). */
export function ShowroomsTab() {
  const showrooms = useAdminShowrooms();
  if (showrooms.isPending) return <p className="text-stone-700">Loading showrooms...</p>;
  if (showrooms.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{showrooms.error.message}</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void showrooms.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (showrooms.data.length === 0) return <p className="text-stone-700">No showrooms yet.</p>;
  return (
    <>
      <p className="text-stone-700">{showrooms.data.length} showroom accounts</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {showrooms.data.map((showroom) => (
          <li key={showroom.id} className="card p-4">
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
              <dd className="break-all">{showroom.email ?? '—'}</dd>
              {showroom.phone ? (
                <>
                  <dt className="text-stone-600">Phone</dt>
                  <dd>{showroom.phone}</dd>
                </>
              ) : null}
              {typeof showroom.stones_count === 'number' ? (
                <>
                  <dt className="text-stone-600">Stones</dt>
                  <dd>{showroom.stones_count}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
