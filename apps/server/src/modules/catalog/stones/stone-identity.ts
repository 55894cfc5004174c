import type { StoneRow } from '@stonetool/db/schema/catalog';

/** A stone as a saved copy names it (a comparison, a shared cart): its id and what tells it apart. */
export interface StoneIdentity {
  stone_id: string;
  brand: string;
  type: string;
  color: string;
  thickness: string;
  finish: string;
}

export function stoneIdentity(stone: StoneRow): StoneIdentity {
  return {
    stone_id: stone.id,
    brand: stone.brand,
    type: stone.type,
    color: stone.color,
    thickness: stone.thickness,
    finish: stone.finish,
  };
}
