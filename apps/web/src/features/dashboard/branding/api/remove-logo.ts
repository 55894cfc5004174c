import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { ZRemoveLogoResponse } from '@stonetool/contracts/branding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../../lib/session-store';
import { showroomChanged } from './showroom-changed';

/** Not in the spec's words: Remove Logo failing. */
export const REMOVE_LOGO_FAILED = 'Failed to remove logo. Please try again.';

/** DELETE /api/upload-logo: the showroom's name is shown instead of a logo (docs/decisions/055-branding-the-business-name-logo-checks-and-a.md). */
export async function removeLogo(): Promise<TShowroomSummary> {
  try {
    const response = await authFetch('/api/upload-logo', { method: 'DELETE' });
    if (!response.ok) throw new Error(REMOVE_LOGO_FAILED);
    return ZRemoveLogoResponse.parse(await response.json()).showroom;
  } catch {
    throw new Error(REMOVE_LOGO_FAILED);
  }
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
