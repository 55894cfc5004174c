import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSaveTargetResponse,
  ZShowroomTargetsResponse,
  type TSaveTargetRequest,
  type TShowroomTargetsResponse,
  type TTarget,
} from '@stonetool/contracts/analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

const TARGETS_FAILED = 'Failed to load targets';
const SAVE_TARGET_FAILED = 'Failed to save target';

/** GET /api/showroom/targets?period: the targets map by metric, with progress and suggestions. */
export async function getShowroomTargets(period: AnalyticsPeriod): Promise<TShowroomTargetsResponse> {
  return apiJson(ZShowroomTargetsResponse, `/api/showroom/targets?period=${period}`, {
    fallback: TARGETS_FAILED,
  });
}

export function useShowroomTargets(period: AnalyticsPeriod) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.showroom.targets(period), queryFn: () => getShowroomTargets(period) }),
  );
}

/** POST /api/showroom/targets {metric_type, target_value, period}. */
export async function saveShowroomTarget(request: TSaveTargetRequest): Promise<TTarget> {
  const answer = await apiJson(ZSaveTargetResponse, '/api/showroom/targets', {
    method: 'POST',
    json: request,
    fallback: SAVE_TARGET_FAILED,
  });
  return answer.target;
}

export function useSaveShowroomTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShowroomTarget,
    onSuccess: (_target, request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.showroom.targets(request.period) }),
  });
}
