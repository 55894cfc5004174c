import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZFabricationLeadResponse,
  ZFabricationLeadsResponse,
  type TFabricationLead,
  type TSendLeadRequest,
  type TUpdateLeadStatusRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/admin/fabrication-leads. Unlike the earlier product there are no built-in sample leads
 * to fall back on: a failed load says so.
 */
export async function getFabricationLeads(): Promise<TFabricationLead[]> {
  const response = await authFetch('/api/admin/fabrication-leads');
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to load data');
  return ZFabricationLeadsResponse.parse(await response.json()).leads;
}

export const fabricationLeadsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.fabricationLeads,
  queryFn: getFabricationLeads,
});

export function useFabricationLeads() {
  return useQuery(fabricationLeadsQueryOptions);
}

/** POST /api/admin/fabrication-leads/update-status; a refusal reads 'Failed to update lead status'. */
export async function updateLeadStatus(body: TUpdateLeadStatusRequest): Promise<TFabricationLead> {
  const response = await authFetch('/api/admin/fabrication-leads/update-status', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error('Failed to update lead status');
  return ZFabricationLeadResponse.parse(await response.json()).lead;
}

/** POST /api/admin/send-lead-to-fabricator; a refusal reads 'Failed to send lead to fabricator'. */
export async function sendLeadToFabricator(body: TSendLeadRequest): Promise<TFabricationLead> {
  const response = await authFetch('/api/admin/send-lead-to-fabricator', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error('Failed to send lead to fabricator');
  return ZFabricationLeadResponse.parse(await response.json()).lead;
}
