import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSaveTargetResponse,
  ZShowroomRevenueTargetsResponse,
  ZSystemTargetsResponse,
  type TSaveShowroomTargetRequest,
  type TSaveSystemTargetRequest,
  type TTarget,
} from '@stonetool/contracts/analytics';
import type { AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

/** GET /api/admin/system-targets?period: the platform's revenue, orders and conversion targets. */
export function useSystemTargets(period: AnalyticsPeriod) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.systemTargets(period),
      queryFn: () =>
        apiJson(ZSystemTargetsResponse, `/api/admin/system-targets?period=${period}`, {
          fallback: 'Failed to load targets',
        }),
    }),
  );
}

/** GET /api/admin/showroom-targets?period: each showroom's revenue target and progress. */
export function useShowroomRevenueTargets(period: AnalyticsPeriod) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.showroomTargets(period),
      queryFn: () =>
        apiJson(ZShowroomRevenueTargetsResponse, `/api/admin/showroom-targets?period=${period}`, {
          fallback: 'Failed to load targets',
        }),
    }),
  );
}

/** POST /api/admin/system-targets {metric_type, target_value, period}. */
export function useSaveSystemTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveSystemTargetRequest): Promise<TTarget> =>
      (
        await apiJson(ZSaveTargetResponse, '/api/admin/system-targets', {
          method: 'POST',
          json: request,
          fallback: 'Failed to save target',
        })
      ).target,
    onSuccess: (_target, request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.systemTargets(request.period) }),
  });
}

/** POST /api/admin/showroom-targets {showroom_id, target_value, period}: Set Target in the Showrooms tab. */
export function useSaveShowroomTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveShowroomTargetRequest): Promise<TTarget> =>
      (
        await apiJson(ZSaveTargetResponse, '/api/admin/showroom-targets', {
          method: 'POST',
          json: request,
          fallback: 'Failed to save target',
        })
      ).target,
    onSuccess: (_target, request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.showroomTargets(request.period) }),
  });
}
