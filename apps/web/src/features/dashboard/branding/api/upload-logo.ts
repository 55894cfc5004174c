import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { BRANDING_MESSAGES, ZUploadLogoResponse } from '@stonetool/contracts/branding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showroomChanged } from './showroom-changed';
import { apiJson } from '../../../../lib/http/api-json';

/**
 * POST /api/upload-logo with the file in the multipart field `logo` (spec 03 section 7). A
 * refusal shows the server's error, anything else 'Upload failed. Please try again.'
 */
export async function uploadLogo(file: File): Promise<TShowroomSummary> {
  const form = new FormData();
  form.append('logo', file);
  const answer = await apiJson(ZUploadLogoResponse, '/api/upload-logo', {
    method: 'POST',
    body: form,
    fallback: BRANDING_MESSAGES.uploadFailed,
  });
  return answer.showroom;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
