import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';

/**
 * Whose supplier payments a query may touch: one showroom's, or every showroom's for the
 * platform admin (the admin payments screen reuses the same queries with `null`).
 */
export type PaymentScope = { showroomId: string | null };

/**
 * Supplier payments and their receipts are read by the showroom's owner and the platform admin
 * only; team members of every role are refused (docs/decisions/056-supplier-payments-and-receipts.md "Supplier payments").
 */
export function paymentScopeOf(principal: Principal): PaymentScope {
  if (principal.isAdmin) return { showroomId: null };
  if (principal.showroomId && principal.permissions.has('manage:supplier-payments')) {
    return { showroomId: principal.showroomId };
  }
  throw new AppError('FORBIDDEN');
}

/** The owner's own showroom, for the calls that change payments (never the admin's). */
export function ownPaymentScope(principal: Principal): { showroomId: string } {
  const { showroomId } = paymentScopeOf(principal);
  if (!showroomId) throw new AppError('FORBIDDEN');
  return { showroomId };
}

export const paymentNotFound = () => new AppError('NOT_FOUND', 'Payment not found');
