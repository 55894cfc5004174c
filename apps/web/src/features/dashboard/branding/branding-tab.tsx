import {
  BRANDING_MESSAGES,
  BUSINESS_NAME_MAX_LENGTH,
  LOGO_ACCEPT,
  ZUpdateShowroomNameRequest,
  type TUpdateShowroomNameRequest,
} from '@stonetool/contracts/branding';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { CardSection } from '../../../components/back-office/card-section';
import { TextField } from '../../../components/text-field';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import type { Session } from '../../../lib/session';
import { useRemoveLogo } from './api/remove-logo';
import { useUpdateShowroomName } from './api/update-showroom-name';
import { useUploadLogo } from './api/upload-logo';
import { brandingChanged, logoFileProblem } from './branding-rules';
import { STATUS_CLEAR_MS, useUploadProgress } from './upload-progress';

type Message = { tone: 'error' | 'success' | 'info'; text: string } | null;

/** A message that stays until replaced; a final one (success or failure) clears after 3 s. */
function useStatusMessage() {
  const [message, setMessage] = useState<Message>(null);
  const timer = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current ?? undefined), []);
  function show(next: Message, clearsAfter3s = true) {
    window.clearTimeout(timer.current ?? undefined);
    setMessage(next);
    if (next && clearsAfter3s) timer.current = window.setTimeout(() => setMessage(null), STATUS_CLEAR_MS);
  }
  return [message, show] as const;
}

/**
 * Branding (spec 03 sections 2, 4 and 5): the business name and whether it shows under the
 * logo (Save Changes shows only when they differ from what is saved, and they revert when the
 * save fails), the logo by drag-and-drop or click (uploaded at once, with the progress bar), a
 * live preview of the header, and Remove Logo. The name and the checkbox are checked by the
 * update-name request's contract as they change: an emptied name is named beside its field.
 */
export function BrandingTab({ session }: { session: Session }) {
  const showroom = session.showroom;
  const saved = {
    name: showroom?.name ?? session.showroomName ?? '',
    showNameUnderLogo: showroom?.show_name_under_logo ?? true,
  };
  const savedLogo = showroom?.logo_url ?? null;

  const form = useForm<TUpdateShowroomNameRequest>({
    resolver: contractResolver(ZUpdateShowroomNameRequest, (values) => values),
    defaultValues: { name: saved.name, show_name_under_logo: saved.showNameUnderLogo },
    mode: 'onChange',
  });
  const [name, showNameUnderLogo] = useWatch({
    control: form.control,
    name: ['name', 'show_name_under_logo'],
  });
  const [preview, setPreview] = useState<string | null>(savedLogo);
  const [dragging, setDragging] = useState(false);
  const [message, showMessage] = useStatusMessage();
  const upload = useUploadProgress();
  const updateName = useUpdateShowroomName();
  const uploadLogo = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  const localPreview = useRef<string | null>(null);
  const logoId = useId();

  // A local preview address is released once it is no longer shown.
  useEffect(
    () => () => {
      if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    },
    [],
  );
  function showLocalPreview(url: string | null) {
    if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    localPreview.current = url;
    setPreview(url);
  }

  const changed = brandingChanged(saved, name, showNameUnderLogo);
  const trimmedName = name.trim();
  const busy = updateName.isPending || uploadLogo.isPending || removeLogo.isPending;

  // Not awaited: the mutation reports a failure through its callbacks, so the promise never rejects.
  const save = form.handleSubmit((values) => {
    showMessage({ tone: 'info', text: BRANDING_MESSAGES.saving }, false);
    updateName.mutate(ZUpdateShowroomNameRequest.parse(values), {
      onSuccess: (next) => {
        form.reset({ name: next.name, show_name_under_logo: next.show_name_under_logo });
        showMessage({ tone: 'success', text: BRANDING_MESSAGES.saved });
      },
      onError: (error) => {
        form.reset({ name: saved.name, show_name_under_logo: saved.showNameUnderLogo });
        showMessage({ tone: 'error', text: error.message });
      },
    });
  });

  /**
   * A chosen file: checked as section 5 says, decoded for the live preview while 'Preparing
   * upload...' shows (a file the browser cannot draw is refused here), then uploaded at once.
   */
  async function chooseFile(file: File | undefined) {
    if (!file || busy) return;
    const problem = logoFileProblem(file);
    if (problem) {
      showMessage({ tone: 'error', text: problem });
      return;
    }
    showMessage({ tone: 'info', text: BRANDING_MESSAGES.preparingUpload }, false);
    upload.start();
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
    } catch {
      URL.revokeObjectURL(url);
      upload.reset();
      showMessage({ tone: 'error', text: BRANDING_MESSAGES.invalidFormat });
      return;
    }
    showLocalPreview(url);
    showMessage({ tone: 'info', text: BRANDING_MESSAGES.uploading }, false);
    uploadLogo.mutate(file, {
      onSuccess: (next) => {
        upload.finish();
        showLocalPreview(null);
        setPreview(next.logo_url);
        showMessage({ tone: 'success', text: BRANDING_MESSAGES.uploaded });
      },
      onError: (error) => {
        upload.reset();
        showLocalPreview(null);
        setPreview(savedLogo);
        showMessage({ tone: 'error', text: error.message });
      },
    });
  }

  function remove() {
    if (!window.confirm(BRANDING_MESSAGES.removeConfirm)) return;
    // Spec 03 section 4: the preview and the message clear at once; the stored logo goes too.
    showLocalPreview(null);
    upload.reset();
    showMessage(null);
    removeLogo.mutate(undefined, {
      onError: (error) => {
        setPreview(savedLogo);
        showMessage({ tone: 'error', text: error.message });
      },
    });
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void chooseFile(event.dataTransfer.files[0]);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CardSection title="Business Branding" className="space-y-5">
        <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
        <TextField
          label="Business Name"
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          autoComplete="organization"
          {...form.register('name')}
          error={changed ? form.formState.errors.name?.message : undefined}
        />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4" {...form.register('show_name_under_logo')} />
          Show business name under logo
        </label>

        <div className="space-y-2">
          <p className="field-label" id={`${logoId}-heading`}>
            Logo
          </p>
          <input
            ref={fileInput}
            id={logoId}
            type="file"
            accept={LOGO_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${logoId}-hint`}
            disabled={busy}
            onChange={(event) => {
              void chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={logoId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center peer-focus-visible:ring-2 peer-focus-visible:ring-brand ${dragging ? 'border-brand bg-stone-100' : 'border-stone-300 bg-stone-50'}`}
          >
            <span className="font-medium text-stone-900">Upload logo</span>
            <span className="text-sm text-stone-700">Click to choose a file or drag and drop it here</span>
          </label>
          <p id={`${logoId}-hint`} className="text-sm text-stone-600">
            PNG, JPG or SVG, up to 2MB.
          </p>
          {upload.progress !== null ? (
            <div
              role="progressbar"
              aria-label="Logo upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(upload.progress)}
              className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand transition-all" style={{ width: `${upload.progress}%` }} />
            </div>
          ) : null}
          {preview ? (
            <button type="button" className="btn btn-secondary" onClick={remove} disabled={busy}>
              Remove Logo
            </button>
          ) : null}
        </div>

        {changed ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void save()}
            disabled={busy || !trimmedName}
          >
            {updateName.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        ) : null}
      </CardSection>

      <CardSection title="Preview" className="space-y-3">
        <p className="text-sm text-stone-700">How your clients see your brand in the tool&apos;s header.</p>
        <div className="flex min-h-24 items-center rounded-lg border border-stone-200 bg-white p-4">
          {preview ? (
            <div className="flex min-w-0 flex-col">
              <img
                src={preview}
                alt={`${trimmedName || 'Business'} logo preview`}
                className="h-12 w-auto max-w-[14rem] object-contain"
              />
              {showNameUnderLogo ? (
                <span className="truncate text-sm font-semibold text-stone-800">{trimmedName}</span>
              ) : null}
            </div>
          ) : (
            <p className="truncate text-lg font-bold text-stone-900">{trimmedName || 'Business name'}</p>
          )}
        </div>
      </CardSection>
    </div>
  );
}
