import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { usePaymentFiles } from './api/get-payment-files';
import { openPaymentFile, OPEN_FILE_FAILED } from './api/open-payment-file';
import { formatDate, formatFileSize } from './payment-format';

/** The receipts of one payment (spec 03 section 3 "Payment file"), each with an Open button. */
export function PaymentFilesList({ paymentId }: { paymentId: string }) {
  const files = usePaymentFiles(paymentId);
  const [openError, setOpenError] = useState<string | null>(null);

  if (files.isPending) return <p className="text-sm text-stone-700">Loading payment files...</p>;
  if (files.isError) return <Alert tone="error">{files.error.message}</Alert>;
  if (files.data.length === 0)
    return <p className="text-sm text-stone-700">No payment files uploaded yet.</p>;
  return (
    <div className="space-y-2">
      {openError ? <Alert tone="error">{openError}</Alert> : null}
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
        {files.data.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium break-all text-stone-900">{file.name}</p>
              <p className="text-xs text-stone-700">
                {file.type} · {formatFileSize(file.size)} · uploaded {formatDate(file.uploaded_at)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-secondary min-h-9 px-3"
              aria-label={`Open ${file.name}`}
              onClick={() => {
                setOpenError(null);
                openPaymentFile(paymentId, file.id, file.name).catch((error: unknown) =>
                  setOpenError(error instanceof Error ? error.message : OPEN_FILE_FAILED),
                );
              }}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
