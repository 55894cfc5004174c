import { useMutation } from '@tanstack/react-query';
import {
  ZSaveComparisonResponse,
  type TSaveComparisonRequest,
  type TSaveComparisonResponse,
} from '@stonetool/contracts/consultations';
import type { TStone } from '@stonetool/contracts/stones';
import { apiJson } from '../../../lib/http/api-json';
import type { ConsultationSession } from '../state/material-state';

/**
 * POST /api/save-comparison (spec 01 section 7): stores the comparison and e-mails it to the
 * client. Failures read 'Failed to save comparison: ...' with the server's reason (section 8).
 */
export async function saveComparison(input: {
  stones: TStone[];
  session: ConsultationSession | null;
  showroomId: string | null;
}): Promise<TSaveComparisonResponse['data']> {
  const body = await apiJson(ZSaveComparisonResponse, '/api/save-comparison', {
    method: 'POST',
    json: {
      stones: input.stones,
      consultationData: input.session,
      showroomId: input.showroomId,
      sessionId: input.session?.sessionId ?? null,
      salesperson_id: input.session?.salesperson_id ?? null,
    } satisfies TSaveComparisonRequest,
    fallback: 'Failed to save comparison',
    network: 'Failed to save comparison: Connection error. Please try again.',
    refusal: 'fallback-and-server',
  });
  return body.data;
}

export function useSaveComparison() {
  return useMutation({ mutationFn: saveComparison });
}
