import {
  BRANDING_MESSAGES,
  ZUpdateShowroomNameResponse,
  type TUpdateShowroomNameRequest,
} from '@stonetool/contracts/branding';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../../lib/session-store';
import { showroomChanged } from './showroom-changed';

/**
 * POST /api/showroom/update-name (spec 03 section 7). Any failure reads the spec's 'Failed to
 * update branding settings. Please try again.'
 */
export async function updateShowroomName(body: TUpdateShowroomNameRequest): Promise<TShowroomSummary> {
  try {
    const response = await authFetch('/api/showroom/update-name', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(BRANDING_MESSAGES.saveFailed);
    return ZUpdateShowroomNameResponse.parse(await response.json()).showroom;
  } catch {
    throw new Error(BRANDING_MESSAGES.saveFailed);
  }
}

export function useUpdateShowroomName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShowroomName,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
