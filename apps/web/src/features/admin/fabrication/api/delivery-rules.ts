import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZDeliveryRuleResponse,
  ZDeliveryRulesResponse,
  type TDeliveryRule,
} from '@stonetool/contracts/admin-delivery-pricing';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

const path = '/api/admin/delivery-pricing';

/** GET /api/admin/delivery-pricing; a failure reads 'Failed to load delivery pricing' (spec 03 section 8). */
export async function getDeliveryRules(): Promise<TDeliveryRule[]> {
  const response = await authFetch(path);
  if (!response.ok) throw new Error('Failed to load delivery pricing');
  return ZDeliveryRulesResponse.parse(await response.json()).data;
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
  const response = await authFetch(path, {
    method: isNew ? 'POST' : 'PUT',
    body: JSON.stringify(isNew ? fields : { id, ...fields }),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to save delivery pricing');
  return ZDeliveryRuleResponse.parse(await response.json()).data;
}

/** DELETE /api/admin/delivery-pricing with body {id}. */
export async function deleteDeliveryRule(id: string): Promise<void> {
  const response = await authFetch(path, { method: 'DELETE', body: JSON.stringify({ id }) });
  if (!response.ok) throw new Error('Failed to remove pricing rule');
}
