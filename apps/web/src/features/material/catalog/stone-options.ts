import type { TStone } from '@stonetool/contracts/stones';
import { looseKey } from '@stonetool/domain/estimate/loose-match';

/** The option modal's three choices (spec 01 section 2). */
export type VariantChoice = { thickness: string; finish: string; slabSize: string };

/** A slab size as the modal shows it: width by height in inches. */
export function slabSize(stone: TStone): string {
  return `${stone['Slab Width']} × ${stone['Slab Height']} in`;
}

export function choiceOf(stone: TStone): VariantChoice {
  return { thickness: stone.Thickness, finish: stone.Finish, slabSize: slabSize(stone) };
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The distinct values each choice offers among a group's variants. */
export function variantChoices(variants: readonly TStone[]): Record<keyof VariantChoice, string[]> {
  const distinct = (values: string[]) => [...new Set(values)].sort(natural);
  return {
    thickness: distinct(variants.map((stone) => stone.Thickness)),
    finish: distinct(variants.map((stone) => stone.Finish)),
    slabSize: distinct(variants.map(slabSize)),
  };
}

/** The variant matching every choice, or null: the add buttons stay disabled until one matches. */
export function matchVariant(variants: readonly TStone[], choice: VariantChoice): TStone | null {
  return (
    variants.find(
      (stone) =>
        looseKey(stone.Thickness) === looseKey(choice.thickness) &&
        looseKey(stone.Finish) === looseKey(choice.finish) &&
        slabSize(stone) === choice.slabSize,
    ) ?? null
  );
}
