import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZDeliveryRuleResponse,
  ZDeliveryRulesResponse,
  type TDeliveryRule,
} from '@stonetool/contracts/admin-delivery-pricing';
import { ZSuccessResponse } from '@stonetool/contracts/common';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

const path = '/api/admin/delivery-pricing';

/** GET /api/admin/delivery-pricing; a failure reads 'Failed to load delivery pricing' (spec 03 section 8). */
export async function getDeliveryRules(): Promise<TDeliveryRule[]> {
  const answer = await apiJson(ZDeliveryRulesResponse, path, {
    fallback: 'Failed to load delivery pricing',
    refusal: 'fallback',
  });
  return answer.data;
}

export const deliveryRulesQueryOptions = queryOptions({
  queryKey: queryKeys.admin.deliveryPricing,
  queryFn: getDeliveryRules,
});

export function useDeliveryRules() {
  return useQuery(deliveryRulesQueryOptions);
}

/** POST a row whose id starts with 'new-' (without the id), PUT any other (spec 03 section 4). */
export async function saveDeliveryRule(rule: TDeliveryRule): Promise<TDeliveryRule> {
  const isNew = rule.id.startsWith('new-');
  const { id, ...fields } = rule;
  const answer = await apiJson(ZDeliveryRuleResponse, path, {
    method: isNew ? 'POST' : 'PUT',
    json: isNew ? fields : { id, ...fields },
    fallback: 'Failed to save delivery pricing',
  });
  return answer.data;
}

/** DELETE /api/admin/delivery-pricing with body {id}. */
export async function deleteDeliveryRule(id: string): Promise<void> {
  await apiJson(ZSuccessResponse, path, {
    method: 'DELETE',
    json: { id },
    fallback: 'Failed to remove pricing rule',
    refusal: 'fallback',
  });
}
