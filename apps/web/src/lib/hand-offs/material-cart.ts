import { createContext, useContext } from 'react';
import type { TStone } from '@stonetool/contracts/stones';

/**
 * Expert Mode's Order Material hands slabs to Material Mode's cart. Neither feature imports the
 * other: Expert Mode asks for the hand-off here, and the app gives it Material Mode's receiver.
 */

/** A catalogue stone and the slabs the estimate cut its pieces from. */
export interface SlabOrder {
  stone: TStone;
  slabs: number;
}

/** Whose Material Mode cart receives the slabs: the same business and user. */
export type MaterialCartOwner = { showroomId: string | null; userEmail: string };

/** Puts the slabs in the owner's Material Mode cart; answers how many stones went in. */
export type HandSlabsToMaterialCart = (owner: MaterialCartOwner, orders: readonly SlabOrder[]) => number;

export const MaterialCartHandOff = createContext<HandSlabsToMaterialCart | null>(null);

export function useMaterialCartHandOff(): HandSlabsToMaterialCart {
  const handOff = useContext(MaterialCartHandOff);
  if (!handOff)
    throw new Error(
      'No Material Mode cart receives slabs here: the app gives it through MaterialCartHandOff',
    );
  return handOff;
}
