import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZCreateSharedCartRequest } from '@stonetool/contracts/shared-carts';
import type { TStone } from '@stonetool/contracts/stones';
import { Alert } from '../../../components/alert';
import { FieldError, FieldLabel, TextField } from '../../../components/text-field';
import { SelectField } from '../../../components/select-field';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { useAdminShowrooms } from '../api/get-admin-showrooms';
import { useCreateSharedCart } from './api/create-shared-cart';
import { usePickerStones } from './api/get-picker-stones';
import { areaOfSlabs } from '@stonetool/domain/catalog/slabs-for-area';
import {
  addStone,
  partialSlabsProblem,
  setQuantity,
  slabSquareFeet,
  toCartItem,
  type DraftLine,
} from './shared-cart-draft';

/** The picker lists this many matches; more are reached by narrowing the search. */
const PICKER_LIMIT = 50;

const stoneName = (stone: { brand: string; color: string; thickness: string; finish: string }) =>
  `${stone.brand} ${stone.color} ${stone.thickness} ${stone.finish}`;

/**
 * Create Shared Cart (spec 03 sections 2, 5 and 8): a stone picker (search, brand, type), the cart
 * panel (whole slabs with their square feet, and notes per line: the claimed cart holds whole
 * slabs, so the admin asks in them) and the Send to Showroom form. The server e-mails
 * the link to the showroom; it is also shown here once.
 */
export function SharedCartTab() {
  const showrooms = useAdminShowrooms();
  const stones = usePickerStones();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [sent, setSent] = useState<SentCart | null>(null);

  if (showrooms.isPending || stones.isPending) return <p className="text-stone-700">Loading...</p>;
  if (showrooms.isError || stones.isError) {
    const retry = () => {
      if (showrooms.isError) void showrooms.refetch();
      if (stones.isError) void stones.refetch();
    };
    return (
      <div className="space-y-3">
        <Alert tone="error">Failed to load data</Alert>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }

  const shops = showrooms.data.filter((showroom) => showroom.showroom_type !== 'fabricator');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <StonePicker
        stones={stones.data ?? []}
        onAdd={(stone) => {
          setLines((current) => addStone(current, stone));
          setSent(null);
        }}
      />
      <section aria-labelledby="shared-cart-heading" className="min-w-0 space-y-4">
        <h3 id="shared-cart-heading" className="text-lg font-semibold text-stone-900">
          Cart ({lines.length})
        </h3>
        {lines.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
            No stones in the cart yet. Add stones from the list.
          </p>
        ) : (
          <ul aria-label="Cart" className="space-y-3">
            {lines.map((line, index) => (
              <li
                key={`${line.stone_id}-${line.thickness}-${line.finish}`}
                className="rounded-lg border border-stone-200 bg-white p-3"
              >
                <p className="font-semibold text-stone-900">
                  {line.brand} {line.color}
                </p>
                <p className="text-sm text-stone-700">
                  {line.type} · {line.thickness} · {line.finish}
                </p>
                <div className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] items-end gap-2">
                  <TextField
                    label="Slabs"
                    aria-label={`Slabs of ${stoneName(line)}`}
                    hint={slabsHint(line)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={line.quantity}
                    onChange={(event) =>
                      setLines((current) => setQuantity(current, index, event.target.value))
                    }
                  />
                  <TextField
                    label="Notes"
                    aria-label={`Notes for ${stoneName(line)}`}
                    value={line.notes}
                    maxLength={2000}
                    onChange={(event) =>
                      setLines((current) =>
                        current.map((other, at) =>
                          at === index ? { ...other, notes: event.target.value } : other,
                        ),
                      )
                    }
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-secondary mt-2"
                  aria-label={`Remove ${stoneName(line)}`}
                  onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <SendToShowroomForm
          shops={shops}
          lines={lines}
          sent={sent}
          onSent={(cart) => {
            setLines([]);
            setSent(cart);
          }}
        />
      </section>
    </div>
  );
}

/** What the Send to Showroom form's fields hold, named as the request names them. */
type SendValues = Record<
  'target_showroom_id' | 'admin_notes' | 'showroom_contact_name' | 'customer_reference',
  string
>;

const NO_VALUES: SendValues = {
  target_showroom_id: '',
  admin_notes: '',
  showroom_contact_name: '',
  customer_reference: '',
};

type SentCart = { showroomName: string; link: string };

/** The create request from the form's fields and the cart's lines. */
function sharedCartRequest(values: SendValues, lines: readonly DraftLine[]) {
  return {
    target_showroom_id: values.target_showroom_id,
    cart_items: lines.map(toCartItem),
    admin_notes: values.admin_notes.trim(),
    showroom_contact_name: values.showroom_contact_name.trim() || null,
    customer_reference: values.customer_reference.trim() || null,
  };
}

/**
 * Send to Showroom: its fields and the cart's lines are checked against the create contract, one
 * problem at a time in the spec's order (showroom, stones, notes), then each line's slabs as a
 * whole number; the server's refusal shows where the form's own problems do.
 */
function SendToShowroomForm({
  shops,
  lines,
  sent,
  onSent,
}: {
  shops: readonly { id: string; name: string }[];
  lines: readonly DraftLine[];
  sent: SentCart | null;
  onSent: (cart: SentCart) => void;
}) {
  const create = useCreateSharedCart();
  const notesId = useId();
  const form = useForm<SendValues>({
    defaultValues: NO_VALUES,
    resolver: contractResolver(ZCreateSharedCartRequest, (values) => sharedCartRequest(values, lines), {
      fieldOf: { cart_items: 'root' },
    }),
  });
  const field = contractField(form);
  const notesError = form.formState.errors.admin_notes?.message;
  const problem = form.formState.errors.root?.message;

  const send = form.handleSubmit((values) => {
    const partial = partialSlabsProblem(lines);
    if (partial) {
      form.setError('root', { message: partial });
      return;
    }
    create.mutate(sharedCartRequest(values, lines), {
      onSuccess: (cart) => {
        form.reset(NO_VALUES);
        onSent({ showroomName: cart.target_showroom_name, link: cart.share_url });
      },
      onError: (error) => form.setError('root', { message: error.message || 'Failed to send cart' }),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void send(event)}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h4 className="font-semibold text-stone-900">Send to Showroom</h4>
      <SelectField
        label="Showroom"
        requiredMark
        {...field('target_showroom_id')}
        options={[
          { value: '', label: shops.length ? 'Select a showroom' : 'No showrooms yet' },
          ...shops.map((showroom) => ({ value: showroom.id, label: showroom.name })),
        ]}
      />
      <TextField label="Contact name" maxLength={200} {...field('showroom_contact_name')} />
      <TextField label="Customer reference" maxLength={200} {...field('customer_reference')} />
      <div>
        <FieldLabel htmlFor={notesId} label="Context notes" requiredMark />
        <textarea
          id={notesId}
          className="field-input min-h-24"
          aria-required
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error` : undefined}
          maxLength={5000}
          {...form.register('admin_notes')}
        />
        <FieldError id={`${notesId}-error`} error={notesError} announce />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {sent && !problem ? (
        <Alert tone="success">
          Cart sent successfully! The link was e-mailed to {sent.showroomName}.
          <span className="mt-1 block break-all">{sent.link}</span>
        </Alert>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send to Showroom'}
      </button>
    </form>
  );
}

/** "2 × 55.13 sq ft = 110.25 sq ft": what the slabs cover, as the showroom's link page will say. */
function slabsHint(line: DraftLine): string {
  const total = areaOfSlabs(line.quantity, line.slabWidthIn, line.slabHeightIn);
  return `${line.quantity} × ${slabSquareFeet(line)} sq ft = ${total} sq ft`;
}

/** Search by brand, type or color, narrowed by brand and type; the first 50 matches are listed. */
function StonePicker({ stones, onAdd }: { stones: TStone[]; onAdd: (stone: TStone) => void }) {
  const [search, setSearch] = useState('');
  const [brand, setBrand] = useState('');
  const [type, setType] = useState('');
  const deferredSearch = useDeferredValue(search);

  const brands = useMemo(() => [...new Set(stones.map((stone) => stone.Brand))].sort(), [stones]);
  const types = useMemo(
    () =>
      [
        ...new Set(stones.filter((stone) => !brand || stone.Brand === brand).map((stone) => stone.Type)),
      ].sort(),
    [stones, brand],
  );
  const matches = useMemo(() => {
    const words = deferredSearch.toLowerCase().split(/\s+/).filter(Boolean);
    return stones.filter(
      (stone) =>
        (!brand || stone.Brand === brand) &&
        (!type || stone.Type === type) &&
        words.every((word) => `${stone.Brand} ${stone.Type} ${stone.Color}`.toLowerCase().includes(word)),
    );
  }, [stones, brand, type, deferredSearch]);

  return (
    <section aria-labelledby="stone-picker-heading" className="min-w-0 space-y-3">
      <h3 id="stone-picker-heading" className="text-lg font-semibold text-stone-900">
        Stones
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="Search stones"
          type="search"
          placeholder="Brand, type or color"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Brand"
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value);
            setType('');
          }}
          options={[{ value: '', label: 'All brands' }, ...brands.map((value) => ({ value, label: value }))]}
        />
        <SelectField
          label="Type"
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={[{ value: '', label: 'All types' }, ...types.map((value) => ({ value, label: value }))]}
        />
      </div>
      <p className="text-sm text-stone-700" aria-live="polite">
        {matches.length > PICKER_LIMIT
          ? `Showing ${PICKER_LIMIT} of ${matches.length} stones; narrow the search to see others`
          : `${matches.length} of ${stones.length} stones`}
      </p>
      {matches.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          No stones found
        </p>
      ) : (
        <ul
          aria-label="Stones to add"
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
        >
          {matches.slice(0, PICKER_LIMIT).map((stone) => (
            <li key={stone.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-stone-900">
                  {stone.Brand} {stone.Color}
                </p>
                <p className="text-sm text-stone-700">
                  {stone.Type} · {stone.Thickness} · {stone.Finish}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary shrink-0"
                aria-label={`Add ${stone.Brand} ${stone.Color} ${stone.Thickness} ${stone.Finish}`}
                onClick={() => onAdd(stone)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
