import type { Executor } from '../client';
import { showrooms, type NewShowroomRow, type ShowroomRow } from '../schema/showrooms';
import { uniqueSuffix } from './unique';

/** A showroom with realistic defaults (type tile_stone, spec default colours and tax). */
export async function createShowroom(
  db: Executor,
  overrides: Partial<NewShowroomRow> = {},
): Promise<ShowroomRow> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(showrooms)
    .values({
      name: `Granite & Co ${suffix}`,
      email: `showroom-${suffix}@example.test`,
      phone: '(512) 555-0142',
      address: '1200 Congress Ave, Austin, TX 78701',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('showroom not inserted');
  return row;
}
