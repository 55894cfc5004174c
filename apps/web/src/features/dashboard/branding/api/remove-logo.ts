import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { ZRemoveLogoResponse } from '@stonetool/contracts/branding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/http/api-json';
import { showroomChanged } from './showroom-changed';

/** Not in the spec's words: Remove Logo failing. */
export const REMOVE_LOGO_FAILED = 'Failed to remove logo. Please try again.';

/** DELETE /api/upload-logo: the showroom's name is shown instead of a logo (docs/decisions/055-branding-the-business-name-logo-checks-and-a.md). */
export async function removeLogo(): Promise<TShowroomSummary> {
  const answer = await apiJson(ZRemoveLogoResponse, '/api/upload-logo', {
    method: 'DELETE',
    fallback: REMOVE_LOGO_FAILED,
    refusal: 'fallback',
  });
  return answer.showroom;
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
