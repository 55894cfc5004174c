import { ZStartQuoteDepositResponse } from '@stonetool/contracts/quote-links';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { leaveFor } from '../../../lib/navigation';

export const DEPOSIT_START_FAILED = 'The payment page could not be opened. Please try again.';

/** POST /api/public/quotes/:token/deposit: a Stripe Checkout page for the accepted quote's deposit. */
export async function startQuoteDeposit(token: string) {
  const body = await apiJson(
    ZStartQuoteDepositResponse,
    `/api/public/quotes/${encodeURIComponent(token)}/deposit`,
    { method: 'POST', auth: 'none', fallback: DEPOSIT_START_FAILED },
  );
  return body.data;
}

/** Opens the payment page: the client leaves for Stripe and comes back to this page. */
export function useStartQuoteDeposit(token: string) {
  return useMutation({
    mutationFn: () => startQuoteDeposit(token),
    onSuccess: (data) => leaveFor(data.checkout_url),
  });
}
