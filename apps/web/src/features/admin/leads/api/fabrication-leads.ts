import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZFabricationLeadResponse,
  ZFabricationLeadsResponse,
  type TFabricationLead,
  type TSendLeadRequest,
  type TUpdateLeadStatusRequest,
} from '@stonetool/contracts/admin-fabrication-leads';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/admin/fabrication-leads. Unlike the earlier product there are no built-in sample leads
 * to fall back on: a failed load says so.
 */
export async function getFabricationLeads(): Promise<TFabricationLead[]> {
  const answer = await apiJson(ZFabricationLeadsResponse, '/api/admin/fabrication-leads', {
    fallback: 'Failed to load data',
  });
  return answer.leads;
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
  const answer = await apiJson(ZFabricationLeadResponse, '/api/admin/fabrication-leads/update-status', {
    method: 'POST',
    json: body,
    fallback: 'Failed to update lead status',
    refusal: 'fallback',
  });
  return answer.lead;
}

/** POST /api/admin/send-lead-to-fabricator; a refusal reads 'Failed to send lead to fabricator'. */
export async function sendLeadToFabricator(body: TSendLeadRequest): Promise<TFabricationLead> {
  const answer = await apiJson(ZFabricationLeadResponse, '/api/admin/send-lead-to-fabricator', {
    method: 'POST',
    json: body,
    fallback: 'Failed to send lead to fabricator',
    refusal: 'fallback',
  });
  return answer.lead;
}
