import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { resolveShowroomId } from '../auth/showroom-scope';

export const EXPERT_MODE_NOT_ENABLED = 'Expert Mode is not enabled for this business';

/**
 * The business an Expert Mode call acts on: the caller's own (a `showroom_id` naming another is
 * refused with 403), and only when that business has Expert Mode enabled. Quotes belong to a
 * business, so a platform admin, who has none, cannot make or read them here.
 */
export function expertBusinessId(principal: Principal, requestedId?: string): string {
  if (principal.isAdmin || !principal.showroom) throw new AppError('FORBIDDEN');
  const showroomId = resolveShowroomId(principal, requestedId);
  if (!principal.showroom.expert_mode_enabled) throw new AppError('FORBIDDEN', EXPERT_MODE_NOT_ENABLED);
  return showroomId;
}
