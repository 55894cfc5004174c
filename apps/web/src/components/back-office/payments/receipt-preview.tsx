import type { TPaymentFile } from '@stonetool/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPaymentFile } from './api/open-payment-file';
import { queryKeys } from '../../../lib/query-keys';

export const PREVIEW_FAILED = 'Unable to load file preview';

/** Whether the browser can show the file as an image (receipts are PDFs or images). */
export function isImageFile(file: Pick<TPaymentFile, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/**
 * A receipt image shown in place (spec 03 section 2, "file preview"): fetched with the session
 * through a fresh signed link, shown from a blob URL. A file that will not load shows 'Unable to
 * load file preview' with Open File (spec 03 section 8).
 */
export function ReceiptPreview({ file, onOpen }: { file: TPaymentFile; onOpen: () => void }) {
  const preview = useQuery({
    queryKey: queryKeys.paymentFilePreview(file.id),
    queryFn: async () => URL.createObjectURL((await fetchPaymentFile(file)).blob),
    staleTime: Infinity,
    // The blob URL is revoked when the preview closes, so it must not be served from the cache after.
    gcTime: 0,
  });
  const [broken, setBroken] = useState(false);
  const src = preview.data;
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  if (preview.isError || broken) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm">
        <p className="text-stone-800">{PREVIEW_FAILED}</p>
        <button type="button" className="btn btn-secondary min-h-9 px-3" onClick={onOpen}>
          Open File
        </button>
      </div>
    );
  }
  if (!src) return <p className="text-sm text-stone-700">Loading preview...</p>;
  return (
    <img
      src={src}
      alt={`Preview of ${file.name}`}
      className="max-h-96 max-w-full rounded-md border border-stone-200 object-contain"
      onError={() => setBroken(true)}
    />
  );
}
