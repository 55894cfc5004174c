import type { Executor } from '../client';
import { stoneImages, stones, type NewStoneRow, type StoneImageRow, type StoneRow } from '../schema/catalog';
import { uniqueSuffix } from './unique';

/** A catalog stone; by default a 3cm polished quartz slab of 126 × 63 in at $1,450. */
export async function createStone(db: Executor, overrides: Partial<NewStoneRow> = {}): Promise<StoneRow> {
  const [row] = await db
    .insert(stones)
    .values({
      brand: 'Caesarstone',
      type: 'Quartz',
      color: `Pure White ${uniqueSuffix()}`,
      thickness: '3cm',
      finish: 'Polished',
      slabWidthIn: 126,
      slabHeightIn: 63,
      slabCostCents: 145_000,
      fabCostCents: 4_000,
      markUp: 1.2,
      msrpCents: 217_500,
      materialType: 'Engineered quartz',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('stone not inserted');
  return row;
}

/**
 * The public storage key of a stone's picture: brand plus colour with spaces removed (spec 01
 * section 7), under stone-images/.
 */
export function stoneImageKey(brand: string, color: string, extension = 'webp'): string {
  return `stone-images/${`${brand}${color}`.replace(/\s+/g, '')}.${extension}`;
}

/** Records that a stone's picture is in storage under `storageKey`. */
export async function createStoneImage(
  db: Executor,
  input: { stoneId: string; storageKey: string; contentType?: string; width: number; height: number },
): Promise<StoneImageRow> {
  const [row] = await db
    .insert(stoneImages)
    .values({ contentType: 'image/webp', ...input })
    .returning();
  if (!row) throw new Error('stone image not inserted');
  return row;
}
