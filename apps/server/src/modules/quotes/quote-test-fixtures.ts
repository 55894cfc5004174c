import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import { createFabricationPricing } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { seedShowroomWithOwner } from '../../testing/fixtures';

/** A fabricator with Expert Mode enabled and its owner's login. */
export function seedExpertBusiness(
  db: Executor,
  values: { name: string; email: string; password: string } & Partial<NewShowroomRow>,
) {
  return seedShowroomWithOwner(db, { showroomType: 'fabricator', expertModeEnabled: true, ...values });
}

/**
 * The stone the quote tests price: Caesarstone Quartz Calacatta Nuvo, 3cm polished, a 126 x 63
 * slab at $1,450 with mark-up 1.2 and its own Fab Cost of $40/ft²; and the table's Eased rate
 * for 3cm quartz ($45/ft², which the stone's own Fab Cost overrides).
 */
export async function seedCalacattaNuvo(db: Executor): Promise<void> {
  await createStone(db, {
    brand: 'Caesarstone',
    type: 'Quartz',
    color: 'Calacatta Nuvo',
    slabCostCents: 145_000,
    fabCostCents: 4_000,
    markUp: 1.2,
  });
  await createFabricationPricing(db, {
    stoneType: 'Quartz',
    thickness: '3cm',
    edgeDetail: 'Eased',
    pricePerSfCents: 4_500,
  });
}
