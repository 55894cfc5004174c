import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { BRANDING_MESSAGES, ZUploadLogoResponse } from '@stonetool/contracts/branding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { showroomChanged } from './showroom-changed';

/**
 * POST /api/upload-logo with the file in the multipart field `logo` (spec 03 section 7). A
 * refusal shows the server's error, anything else 'Upload failed. Please try again.'
 */
export async function uploadLogo(file: File): Promise<TShowroomSummary> {
  const form = new FormData();
  form.append('logo', file);
  let response: Response;
  try {
    response = await authFetch('/api/upload-logo', { method: 'POST', body: form });
  } catch {
    throw new Error(BRANDING_MESSAGES.uploadFailed);
  }
  if (!response.ok) throw new Error((await readServerError(response)) ?? BRANDING_MESSAGES.uploadFailed);
  return ZUploadLogoResponse.parse(await response.json()).showroom;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
