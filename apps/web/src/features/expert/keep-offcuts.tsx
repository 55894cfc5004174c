import { ZKeepOffcutsRequest, type TKeptOffcuts, type TRemnant } from '@stonetool/contracts/remnants';
import { remnantName } from '@stonetool/domain/estimate/remnants-first';
import { DEFAULT_OFFCUT_MIN_LENGTH, DEFAULT_OFFCUT_MIN_WIDTH } from '@stonetool/domain/remnants/offcuts';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { formatDate } from '../../lib/format-date';
import { contractField, contractResolver } from '../../lib/forms/contract-resolver';
import { KEEP_OFFCUTS_FAILED, useKeepOffcuts } from './api/remnants';
import { messageOf } from './toast-rules';
import { typedInches } from './typed-inches';

type FormInput = { minLength: string; minWidth: string };

const toRequest = (values: FormInput) => ({
  min_length: typedInches(values.minLength),
  min_width: typedInches(values.minWidth),
});

const plural = (count: number) => (count === 1 ? '1 remnant' : `${count} remnants`);
const sizeList = (list: readonly TRemnant[]) => list.map((r) => `${r.width} × ${r.height} in`).join(', ');

/**
 * What became of each remnant the quote was cut from (decision 128): used up, and what was kept
 * of what is left of it.
 */
function cutRemnantsText(kept: TKeptOffcuts): string {
  return kept.cut_remnants
    .map((cut) => {
      const leftovers = kept.remnants.filter((r) => r.source_remnant_id === cut.id);
      const left =
        leftovers.length > 0
          ? `${kept.already_kept ? 'still kept' : 'kept'} of what is left of it: ${plural(leftovers.length)}, ${sizeList(leftovers)}`
          : `nothing left of it is kept`;
      return ` ${remnantName(cut)} is used up by quote ${kept.quote_number}; ${left}.`;
    })
    .join('');
}

/** What the call did, in words: how many remnants were kept and their sizes, or why none. */
export function keptOffcutsText(kept: TKeptOffcuts): string {
  const quote = `quote ${kept.quote_number}`;
  const smallest = `${kept.min_length} × ${kept.min_width} in`;
  const ofSlabs = kept.remnants.filter((r) => r.source_remnant_id === null);
  const cuts = cutRemnantsText(kept);
  if (kept.already_kept)
    return ofSlabs.length > 0
      ? `The offcuts of ${quote} were kept on ${formatDate(kept.kept_at)}; nothing was added. Still kept: ${plural(ofSlabs.length)}, ${sizeList(ofSlabs)}.${cuts}`
      : `The offcuts of ${quote} were kept on ${formatDate(kept.kept_at)}; nothing was added, and none of them is kept any more.${cuts}`;
  if (ofSlabs.length > 0)
    return `Kept ${plural(ofSlabs.length)} from the slabs of ${quote}: ${sizeList(ofSlabs)}.${cuts}`;
  return kept.cut_remnants.length > 0
    ? `No slab of ${quote} left an offcut of at least ${smallest}.${cuts}`
    : `No leftover of at least ${smallest} on the slabs of ${quote}: no remnant kept.`;
}

type Props = {
  /** The saved quote shown; null before it is saved. */
  quote: { serverId: string; quoteNumber: string } | null;
  /** The form differs from the saved quote, whose layout the offcuts are kept from. */
  unsaved: boolean;
};

/**
 * Keep Offcuts (issue 25, decision 123): the leftover rectangles of the saved quote's slabs, at
 * least the size typed (24 × 12 in by default, either way round), kept as remnants by the server
 * from the quote as saved; a remnant the quote was cut from is used up and what is left of it kept
 * too (decision 128). Says how many were kept and their sizes, or why it cannot be pressed.
 */
export function KeepOffcuts({ quote, unsaved }: Props) {
  const keep = useKeepOffcuts();
  const form = useForm<FormInput>({
    resolver: contractResolver(ZKeepOffcutsRequest, toRequest, {
      fieldOf: { min_length: 'minLength', min_width: 'minWidth' },
    }),
    defaultValues: {
      minLength: String(DEFAULT_OFFCUT_MIN_LENGTH),
      minWidth: String(DEFAULT_OFFCUT_MIN_WIDTH),
    },
  });
  const field = contractField(form);
  const blocked = !quote
    ? 'Save the quote to keep its offcuts.'
    : unsaved
      ? `Save your changes first: the offcuts are kept from quote ${quote.quoteNumber} as saved.`
      : null;
  const submit = form.handleSubmit((values) => {
    if (quote) keep.mutate({ quoteId: quote.serverId, request: toRequest(values) });
  });

  return (
    <form
      aria-label="Keep offcuts"
      noValidate
      className="card space-y-2 p-4 text-sm"
      onSubmit={(event) => void submit(event)}
    >
      <h4 className="font-semibold text-stone-900">Keep Offcuts</h4>
      <p className="text-stone-700">
        Keep every leftover rectangle of these slabs at least this size, either way round, as a remnant of its
        stone. A remnant the quote is cut from is used up, and what is left of it is kept the same way.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Minimum length (in)" inputMode="decimal" {...field('minLength')} />
        <TextField label="Minimum width (in)" inputMode="decimal" {...field('minWidth')} />
      </div>
      <button
        type="submit"
        className="btn btn-secondary w-full"
        disabled={blocked !== null || keep.isPending}
      >
        {keep.isPending ? 'Keeping...' : 'Keep Offcuts'}
      </button>
      {blocked ? <p className="text-stone-700">{blocked}</p> : null}
      {keep.data && keep.data.quote_id === quote?.serverId ? (
        <p role="status" className="text-stone-900">
          {keptOffcutsText(keep.data)}
        </p>
      ) : null}
      {keep.isError ? (
        <p role="alert" className="text-red-700">
          {messageOf(keep.error, KEEP_OFFCUTS_FAILED)}
        </p>
      ) : null}
    </form>
  );
}
