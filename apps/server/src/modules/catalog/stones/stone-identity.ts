import type { StoneRow } from '@stonetool/db/schema/catalog';
import type { SharedCartItem } from '@stonetool/db/schema/shared-carts';

/** A stone as a saved copy names it (a comparison, a shared cart): its id and what tells it apart. */
export type StoneIdentity = Pick<
  SharedCartItem,
  'stone_id' | 'brand' | 'type' | 'color' | 'thickness' | 'finish'
>;

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
