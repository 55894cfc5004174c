import type { TPaymentFile } from '@stonetool/contracts/payments';
import { useState } from 'react';
import { Alert } from '../../alert';
import { usePaymentFiles, type PaymentFilesScope } from './api/get-payment-files';
import { openPaymentFile, OPEN_FILE_FAILED } from './api/open-payment-file';
import { formatDate, formatFileSize } from './payment-format';
import { isImageFile, ReceiptPreview } from './receipt-preview';

/**
 * The receipts of one payment (spec 03 section 3 "Payment file"), each with Open, and Preview for
 * images. `scope` says whose call lists them: the showroom owner's or the platform admin's.
 */
export function PaymentFilesList({
  paymentId,
  scope = 'own',
}: {
  paymentId: string;
  scope?: PaymentFilesScope;
}) {
  const files = usePaymentFiles(paymentId, scope);
  const [openError, setOpenError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  if (files.isPending) return <p className="text-sm text-stone-700">Loading payment files...</p>;
  if (files.isError) return <Alert tone="error">{files.error.message}</Alert>;
  if (files.data.length === 0)
    return <p className="text-sm text-stone-700">No payment files uploaded yet.</p>;
  const open = (file: TPaymentFile) => {
    setOpenError(null);
    openPaymentFile(file).catch((error: unknown) =>
      setOpenError(error instanceof Error ? error.message : OPEN_FILE_FAILED),
    );
  };
  return (
    <div className="space-y-2">
      {openError ? <Alert tone="error">{openError}</Alert> : null}
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
        {files.data.map((file) => (
          <li key={file.id} className="space-y-2 px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-all text-stone-900">{file.name}</p>
                <p className="text-xs text-stone-700">
                  {file.type} · {formatFileSize(file.size)} · uploaded {formatDate(file.uploaded_at)}
                </p>
              </div>
              <div className="flex gap-2">
                {isImageFile(file) ? (
                  <button
                    type="button"
                    className="btn btn-secondary min-h-9 px-3"
                    aria-label={`${previewing === file.id ? 'Hide preview of' : 'Preview'} ${file.name}`}
                    aria-expanded={previewing === file.id}
                    onClick={() => setPreviewing((current) => (current === file.id ? null : file.id))}
                  >
                    {previewing === file.id ? 'Hide Preview' : 'Preview'}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3"
                  aria-label={`Open ${file.name}`}
                  onClick={() => open(file)}
                >
                  Open
                </button>
              </div>
            </div>
            {previewing === file.id ? <ReceiptPreview file={file} onOpen={() => open(file)} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
