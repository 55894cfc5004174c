import { remnantName, remnantSlab } from '@stonetool/domain/estimate/remnants-first';
import type { RemnantStock, RemnantsUse, SlabPiece, UsedRemnant } from '@stonetool/domain/estimate/types';
import { formatUsd } from '@stonetool/domain/money';
import { SlabLayoutVisual } from '../../components/slab-layout-visual';

type NameOf = (productIndex: number) => string;

const pieceText = (piece: SlabPiece, nameOf: NameOf) =>
  `${nameOf(piece.productIndex)}, piece ${piece.pieceIndex + 1} (${piece.width}" x ${piece.depth}")`;

const stoneText = (r: RemnantStock) =>
  [r.brand, r.color, r.thickness, r.finish].filter((part) => part && part.trim() !== '').join(' ');

/**
 * What "Use Remnants First" did (decision 118), never silent: the remnants used and the pieces on
 * each, the rate their material is priced at, or why no remnant was used; and the matching
 * remnants other accepted quotes reserved, which were not offered (decision 123).
 */
export function RemnantsCard({ remnants, nameOf }: { remnants: RemnantsUse; nameOf: NameOf }) {
  const rate = `${formatUsd(remnants.rateCentsPerSqft)} per sq ft`;
  return (
    <section className="card space-y-2 p-4 text-sm" aria-labelledby="remnants-first-heading">
      <h3 id="remnants-first-heading" className="font-semibold text-stone-900">
        Remnants First
      </h3>
      {remnants.used.length === 0 ? (
        <p role="status" className="text-stone-800">
          {remnants.matched === 0 && remnants.held.length > 0
            ? 'Use Remnants First is on, but every remnant that matches a stone of this quote is reserved for another accepted quote: every piece is on new slabs.'
            : remnants.matched === 0
              ? 'Use Remnants First is on, but none of your remnants matches a stone of this quote (brand, colour, thickness, and finish when the remnant names one): every piece is on new slabs.'
              : `${remnants.matched} of your remnants match a stone of this quote, but no piece fits on one whole (L and U pieces and pieces cut at seams stay on slabs): every piece is on new slabs.`}
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {remnants.used.map((remnant) => (
              <li key={remnant.id}>
                <p className="font-medium text-stone-900">
                  {remnantName(remnant)}: {stoneText(remnant)}, {remnant.width}" x {remnant.height}"
                </p>
                <ul className="list-disc pl-5 text-stone-800">
                  {remnant.pieces.map((piece) => (
                    <li key={`${piece.productIndex}:${piece.pieceIndex}`}>{pieceText(piece, nameOf)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="text-stone-800">
            Material on remnants at {rate}: {formatUsd(remnants.materialCost)}
            {remnants.rateCentsPerSqft === 0 ? ' (the slab was already paid).' : '.'}
          </p>
        </>
      )}
      {remnants.held.length > 0 ? (
        <ul aria-label="Remnants reserved for other quotes" className="list-disc pl-5 text-stone-800">
          {remnants.held.map((remnant) => (
            <li key={remnant.id}>
              {remnantName(remnant)}: {stoneText(remnant)}, {remnant.width}" x {remnant.height}" matches, but
              it is reserved for accepted quote {remnant.heldBy}: not used.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Each remnant used, drawn like a small slab with its pieces numbered as on the slabs. */
export function RemnantLayouts({
  remnants,
  nameOf,
  multiType,
}: {
  remnants: readonly UsedRemnant[];
  nameOf: NameOf;
  multiType: boolean;
}) {
  if (remnants.length === 0) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {remnants.map((remnant) => (
        <SlabLayoutVisual
          key={remnant.id}
          title={`${remnantName(remnant)}, ${remnant.width}" x ${remnant.height}"`}
          slabWidth={remnant.width}
          slabHeight={remnant.height}
          slabs={[remnantSlab(remnant)]}
          numberOf={(productIndex) => productIndex + 1}
          nameOf={nameOf}
          multiType={multiType}
          unit="Remnant"
        />
      ))}
    </div>
  );
}
