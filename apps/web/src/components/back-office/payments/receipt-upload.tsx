import { useId, useRef, useState } from 'react';
import { Alert } from '../../alert';
import { useUploadReceipt, UPLOAD_RECEIPT_FAILED } from './api/upload-receipt';
import { RECEIPT_ACCEPT, receiptFileProblem } from './receipt-file-check';

type Result = { tone: 'error' | 'success'; text: string } | null;

/**
 * Receipt upload (spec 03 sections 5 and 8): picking a file checks its type and size with the
 * spec's messages, then uploads it at once; the payment's file list refreshes on success.
 */
export function ReceiptUpload({ paymentId, orderNumber }: { paymentId: string; orderNumber: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadReceipt(paymentId);
  const [result, setResult] = useState<Result>(null);

  function onPick(file: File | undefined) {
    if (!file) return;
    const problem = receiptFileProblem(file);
    if (problem) {
      setResult({ tone: 'error', text: problem });
      if (input.current) input.current.value = '';
      return;
    }
    setResult(null);
    upload.mutate(
      { paymentId, orderNumber, file },
      {
        onSuccess: (saved) => setResult({ tone: 'success', text: `Receipt uploaded: ${saved.name}` }),
        onError: (error) => setResult({ tone: 'error', text: error.message || UPLOAD_RECEIPT_FAILED }),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="field-label">
        Upload Receipt
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-describedby={hintId}
        disabled={upload.isPending}
        className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-800"
        onChange={(event) => onPick(event.currentTarget.files?.[0])}
      />
      <p id={hintId} className="text-xs text-stone-700">
        PDF, JPG, PNG, WebP or GIF, up to 5MB.
      </p>
      {upload.isPending ? <p className="text-sm text-stone-700">Uploading...</p> : null}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </div>
  );
}
