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
import type { z } from 'zod';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

async function send<T extends z.ZodType>(
  path: string,
  schema: T,
  failure: string,
  init?: RequestInit,
): Promise<z.infer<T>> {
  const response = await authFetch(path, init);
  if (!response.ok) throw new ApiError((await readServerError(response)) ?? failure, response.status);
  return schema.parse(await response.json());
}

/** GET /api/admin/system-targets?period: the platform's revenue, orders and conversion targets. */
export function useSystemTargets(period: AnalyticsPeriod) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.systemTargets(period),
      queryFn: () =>
        send(`/api/admin/system-targets?period=${period}`, ZSystemTargetsResponse, 'Failed to load targets'),
    }),
  );
}

/** GET /api/admin/showroom-targets?period: each showroom's revenue target and progress. */
export function useShowroomRevenueTargets(period: AnalyticsPeriod) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.showroomTargets(period),
      queryFn: () =>
        send(
          `/api/admin/showroom-targets?period=${period}`,
          ZShowroomRevenueTargetsResponse,
          'Failed to load targets',
        ),
    }),
  );
}

/** POST /api/admin/system-targets {metric_type, target_value, period}. */
export function useSaveSystemTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveSystemTargetRequest): Promise<TTarget> =>
      (
        await send('/api/admin/system-targets', ZSaveTargetResponse, 'Failed to save target', {
          method: 'POST',
          body: JSON.stringify(request),
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
        await send('/api/admin/showroom-targets', ZSaveTargetResponse, 'Failed to save target', {
          method: 'POST',
          body: JSON.stringify(request),
        })
      ).target,
    onSuccess: (_target, request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.showroomTargets(request.period) }),
  });
}
