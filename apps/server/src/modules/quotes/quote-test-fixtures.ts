import type { Executor } from '@stonetool/db/client';
import type { NewShowroomRow } from '@stonetool/db/schema/showrooms';
import { createFabricationPricing } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import type { TQuoteDataInput } from '@stonetool/contracts/quotes';
import { accessToken } from '../../testing/api-as';
import { seedExpertBusiness } from '../../testing/fabricator-business';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

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

/**
 * The callers of the quote tests, each signed in: the fabricators A (a@example.test,
 * Owner-a-pass-1) and B (b@example.test, Owner-b-pass-1) with Expert Mode, and Showroom C
 * (c@example.test, Owner-c-pass-1) without it; with Calacatta Nuvo to price. Fabricator A's
 * other values are the test's to set.
 */
export async function seedQuoteCallers(
  t: TestApp,
  a: Partial<NewShowroomRow> = {},
): Promise<{ businessA: string; tokens: { ownerA: string; ownerB: string; showroom: string } }> {
  const db = t.database.db;
  const businessA = await seedExpertBusiness(db, {
    name: 'Fabricator A',
    ...a,
    email: 'a@example.test',
    password: 'Owner-a-pass-1',
  });
  await seedExpertBusiness(db, { name: 'Fabricator B', email: 'b@example.test', password: 'Owner-b-pass-1' });
  await seedShowroomWithOwner(db, {
    name: 'Showroom C',
    email: 'c@example.test',
    password: 'Owner-c-pass-1',
  });
  await seedCalacattaNuvo(db);
  return {
    businessA: businessA.showroomId,
    tokens: {
      ownerA: await accessToken(t.app, 'a@example.test', 'Owner-a-pass-1'),
      ownerB: await accessToken(t.app, 'b@example.test', 'Owner-b-pass-1'),
      showroom: await accessToken(t.app, 'c@example.test', 'Owner-c-pass-1'),
    },
  };
}

/** A 96 x 25.5 in perimeter top of Calacatta Nuvo, 3cm polished with an eased edge. */
export const PERIMETER = {
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  finish: 'Polished',
  thickness: '3cm',
  width: '96',
  depth: '25.5',
  quantity: '1',
  edgeDetail: 'Eased',
  customName: 'Perimeter',
} satisfies NonNullable<TQuoteDataInput['products']>[number];

/**
 * A card's piece as the one row of a Bulk group named "Kitchen stone" of the piece's stone; the row
 * keeps everything else of the piece but its custom name, so the estimate names it by the group.
 */
export function kitchenStoneGroup<
  Piece extends { brand: string; type: string; color: string; customName?: string },
>(piece: Piece) {
  const { brand, type, color, customName: _named, ...row } = piece;
  return { name: 'Kitchen stone', brand, type, color, pieces: [row] };
}
