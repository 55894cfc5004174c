import { downloadFileResponse } from '../../../../lib/download-response';
import { authFetch } from '../../../../lib/session-store';

export const ORDER_PDF_FAILED = 'Failed to download the order PDF. Please try again.';

/** GET /api/showroom/orders/:id/pdf: saves the order as a PDF, named by the Content-Disposition header. */
export async function downloadOrderPdf(orderId: string, quoteNumber: string): Promise<void> {
  let response: Response;
  try {
    response = await authFetch(`/api/showroom/orders/${encodeURIComponent(orderId)}/pdf`);
  } catch {
    throw new Error(ORDER_PDF_FAILED);
  }
  await downloadFileResponse(response, `order-${quoteNumber}.pdf`, () => ORDER_PDF_FAILED);
}
