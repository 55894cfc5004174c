import { AppError } from '../../errors/app-error';
import type { Principal } from './principal';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The showroom a request may act on. A showroom user gets their own showroom, whatever the
 * request says: naming another one is refused with 403, never silently served. A platform admin
 * may name any showroom and must name one.
 */
export function resolveShowroomId(principal: Principal, requestedId: string | undefined): string {
  if (principal.isAdmin) {
    if (!requestedId) throw new AppError('VALIDATION_FAILED', 'showroom_id is required');
    if (!UUID.test(requestedId)) throw new AppError('NOT_FOUND', 'Showroom not found');
    return requestedId;
  }
  if (!principal.showroomId || (requestedId !== undefined && requestedId !== principal.showroomId)) {
    throw new AppError('FORBIDDEN');
  }
  return principal.showroomId;
}
