import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateRemnantRequest, type TRemnant } from '@stonetool/contracts/remnants';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/text-field';
import {
  REMNANT_DELETE_FAILED,
  REMNANT_SAVE_FAILED,
  useCreateRemnant,
  useDeleteRemnant,
  useRemnants,
} from './api/remnants';
import { messageOf } from './toast-rules';
import { typedInches } from './typed-inches';

/** The add form, checked by the call's own contract; the sizes are typed as text. */
const ZRemnantForm = ZCreateRemnantRequest.extend({
  width: z.preprocess(typedInches, ZCreateRemnantRequest.shape.width),
  height: z.preprocess(typedInches, ZCreateRemnantRequest.shape.height),
});
type FormInput = Record<keyof z.input<typeof ZRemnantForm>, string>;

const EMPTY: FormInput = {
  brand: '',
  type: '',
  color: '',
  thickness: '',
  finish: '',
  width: '',
  height: '',
  location: '',
  note: '',
};

const stoneOf = (r: TRemnant) => [r.brand, r.type, r.color, r.thickness, r.finish].filter(Boolean).join(' ');

/** Asked before a reserved remnant is deleted (decision 123): the quote counting on it is named. */
export const deleteReservedQuestion = (remnant: TRemnant, quoteNumber: string) =>
  `${remnantName(remnant)} is reserved for quote ${quoteNumber}, which its client accepted. Delete it anyway? The reservation is released: that quote no longer counts on this remnant.`;

/**
 * The fabricator's remnants in the settings panel (issue 25): every remnant kept, newest first, with
 * its stone, size, location and note; a form to add one (every field the server would refuse is
 * named under it) and a Delete button on each. A remnant an accepted quote reserved says which,
 * and Delete asks before releasing it. A remnant cut for a quote says so and has no Delete: the
 * server keeps it as the record of that quote's layout (decision 128).
 */
export function RemnantList() {
  const list = useRemnants();
  const remnants = list.data ?? [];
  const create = useCreateRemnant();
  const remove = useDeleteRemnant();
  const form = useForm<FormInput, unknown, z.output<typeof ZRemnantForm>>({
    // The sizes are typed as text and read into inches by the form schema.
    resolver: zodResolver(ZRemnantForm) as Resolver<FormInput, unknown, z.output<typeof ZRemnantForm>>,
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const onDelete = (remnant: TRemnant) => {
    const reserved = remnant.reserved_for;
    if (reserved && !window.confirm(deleteReservedQuestion(remnant, reserved.quote_number))) return;
    remove.mutate({ id: remnant.id, releaseReservation: reserved !== null });
  };
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset(EMPTY) }));
  const field = (name: keyof FormInput, label: string, required = false) => (
    <TextField label={label} requiredMark={required} error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <section aria-labelledby="remnants-heading" className="space-y-3 border-t border-stone-200 pt-4">
      <h3 id="remnants-heading" className="text-base font-semibold text-stone-900">
        Remnants
      </h3>
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(list.error, 'Failed to load the remnants')}
        </p>
      ) : list.isPending ? (
        <p className="text-sm text-stone-600">Loading remnants...</p>
      ) : remnants.length === 0 ? (
        <p className="text-sm text-stone-600">No remnants kept yet.</p>
      ) : (
        <ul aria-label="Remnants kept" className="space-y-2">
          {remnants.map((remnant) => (
            <li key={remnant.id} className="flex items-start justify-between gap-2 text-sm">
              <div>
                <p className="font-medium text-stone-900">{stoneOf(remnant)}</p>
                <p className="text-stone-700">
                  {remnant.width} × {remnant.height} in
                  {remnant.location ? ` · ${remnant.location}` : ''}
                </p>
                {remnant.note ? <p className="text-stone-600">{remnant.note}</p> : null}
                {remnant.cut_for ? (
                  <p className="font-medium text-stone-900">
                    Cut for quote {remnant.cut_for.quote_number}: used up, kept as the record of its layout
                  </p>
                ) : remnant.reserved_for ? (
                  <p className="font-medium text-amber-900">
                    Reserved for quote {remnant.reserved_for.quote_number}
                  </p>
                ) : null}
              </div>
              {remnant.cut_for ? null : (
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Delete remnant ${stoneOf(remnant)} ${remnant.width} × ${remnant.height} in`}
                  disabled={remove.isPending}
                  onClick={() => onDelete(remnant)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(remove.error, REMNANT_DELETE_FAILED)}
        </p>
      ) : null}
      <form
        aria-label="Add a remnant"
        noValidate
        className="space-y-2"
        onSubmit={(event) => void submit(event)}
      >
        {field('brand', 'Brand', true)}
        {field('type', 'Stone type', true)}
        {field('color', 'Colour', true)}
        {field('thickness', 'Thickness', true)}
        {field('finish', 'Finish')}
        {field('width', 'Width (in)', true)}
        {field('height', 'Height (in)', true)}
        {field('location', 'Location')}
        {field('note', 'Note')}
        <button type="submit" className="btn btn-secondary w-full" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Add Remnant'}
        </button>
        {create.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(create.error, REMNANT_SAVE_FAILED)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
