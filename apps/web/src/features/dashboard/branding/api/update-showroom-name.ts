import {
  BRANDING_MESSAGES,
  ZUpdateShowroomNameResponse,
  type TUpdateShowroomNameRequest,
} from '@stonetool/contracts/branding';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/http/api-json';
import { showroomChanged } from './showroom-changed';

/**
 * POST /api/showroom/update-name (spec 03 section 7). Any failure reads the spec's 'Failed to
 * update branding settings. Please try again.'
 */
export async function updateShowroomName(body: TUpdateShowroomNameRequest): Promise<TShowroomSummary> {
  const answer = await apiJson(ZUpdateShowroomNameResponse, '/api/showroom/update-name', {
    method: 'POST',
    json: body,
    fallback: BRANDING_MESSAGES.saveFailed,
    refusal: 'fallback',
  });
  return answer.showroom;
}

export function useUpdateShowroomName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShowroomName,
    onSuccess: (showroom) => showroomChanged(queryClient, showroom),
  });
}
