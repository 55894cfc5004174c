import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUploadReceiptResponse, type TPaymentFile } from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/** Spec 03 section 8: the receipt upload failure. */
export const UPLOAD_RECEIPT_FAILED = 'Error uploading file. Please try again.';

/**
 * POST /api/payments/upload-receipt (multipart file, paymentId, orderNumber). A refusal for the
 * file's type or size (415, 413) carries the spec's own message; any other failure reads
 * 'Error uploading file. Please try again.'
 */
export async function uploadReceipt(input: {
  paymentId: string;
  orderNumber: string;
  file: File;
}): Promise<TPaymentFile> {
  const form = new FormData();
  form.append('paymentId', input.paymentId);
  form.append('orderNumber', input.orderNumber);
  form.append('file', input.file);
  let response: Response;
  try {
    response = await authFetch('/api/payments/upload-receipt', { method: 'POST', body: form });
  } catch {
    throw new ApiError(UPLOAD_RECEIPT_FAILED, 0);
  }
  if (!response.ok) {
    const fileRefused = response.status === 413 || response.status === 415;
    const message = fileRefused ? await readServerError(response) : null;
    throw new ApiError(message ?? UPLOAD_RECEIPT_FAILED, response.status);
  }
  return ZUploadReceiptResponse.parse(await response.json()).file;
}

export function useUploadReceipt(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentFiles(paymentId, 'own') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.showroom.payments.all }),
      ]);
    },
  });
}
