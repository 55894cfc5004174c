import type { TShowroomSummary } from '@stonetool/contracts/auth';
import type { AppContext } from '../../../app-context';
import { toShowroomSummary } from '../../auth/principal';
import { replaceLogo } from './replace-logo';

/**
 * DELETE /api/upload-logo: the showroom shows its name instead of a logo, and the stored logo
 * file is removed. Not in the spec, whose Remove Logo only clears the screen (docs/decisions/055-branding-the-business-name-logo-checks-and-a.md).
 */
export async function removeLogo(ctx: AppContext, showroomId: string): Promise<TShowroomSummary> {
  return toShowroomSummary(await replaceLogo(ctx, showroomId, null, async () => {}));
}
