import type { Transaction } from '@stonetool/db/client';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { showrooms, type ShowroomRow } from '@stonetool/db/schema/showrooms';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';

/**
 * Points a showroom's logo_url at a new logo (or at none) and removes the logo files it had. In
 * one transaction the showroom row is locked (two uploads at once replace one after the other),
 * the old logos' file rows are deleted, `recordNew` records the new file, and logo_url is set.
 * The old files leave storage only after that commit, so a failed change never loses the logo
 * still shown.
 */
export async function replaceLogo(
  ctx: AppContext,
  showroomId: string,
  logoUrl: string | null,
  recordNew: (tx: Transaction) => Promise<void>,
): Promise<ShowroomRow> {
  const { row, oldKeys } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: showrooms.id })
      .from(showrooms)
      .where(eq(showrooms.id, showroomId))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Showroom not found');
    const old = await tx
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.showroomId, showroomId), eq(uploadedFiles.kind, 'logo')))
      .returning({ storageKey: uploadedFiles.storageKey });
    await recordNew(tx);
    const [updated] = await tx
      .update(showrooms)
      .set({ logoUrl, updatedAt: ctx.clock.now() })
      .where(eq(showrooms.id, showroomId))
      .returning();
    return { row: updated!, oldKeys: old.map((file) => file.storageKey) };
  });
  await Promise.all(oldKeys.map((key) => ctx.storage.delete(key)));
  return row;
}
