import type { TConfigResponse } from '@stonetool/contracts/site';
import type { TStone } from '@stonetool/contracts/stones';
import { formatPrice } from './format-price';
import { StoneImage } from './stone-image';
import { stoneImageCandidates } from './stone-images';

type Props = { stone: TStone; config: TConfigResponse | null };

/** A catalog card: image, brand, type, color, finish, thickness and the client price. */
export function StoneCard({ stone, config }: Props) {
  const name = `${stone.Brand} ${stone.Color}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[2/1] bg-stone-100">
        <StoneImage key={stone.id} candidates={stoneImageCandidates(stone, config)} alt={name} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{stone.Brand}</p>
        <h3 className="mt-0.5 text-lg font-semibold text-stone-900">{stone.Color}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-stone-700">
          <dt className="text-stone-600">Type</dt>
          <dd>{stone.Type}</dd>
          <dt className="text-stone-600">Finish</dt>
          <dd>{stone.Finish}</dd>
          <dt className="text-stone-600">Thickness</dt>
          <dd>{stone.Thickness}</dd>
        </dl>
        <div className="mt-auto flex items-end justify-between gap-2 pt-3">
          <p className="text-lg font-bold text-stone-900">{formatPrice(stone.client_price)}</p>
          {stone.is_available ? null : (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              Unavailable
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
