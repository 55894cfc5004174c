import { useMutation } from '@tanstack/react-query';
import {
  ZSaveComparisonResponse,
  type TSaveComparisonRequest,
  type TSaveComparisonResponse,
} from '@stonetool/contracts/consultations';
import type { TStone } from '@stonetool/contracts/stones';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
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
  let response: Response;
  try {
    response = await authFetch('/api/save-comparison', {
      method: 'POST',
      body: JSON.stringify({
        stones: input.stones,
        consultationData: input.session,
        showroomId: input.showroomId,
        sessionId: input.session?.sessionId ?? null,
        salesperson_id: input.session?.salesperson_id ?? null,
      } satisfies TSaveComparisonRequest),
    });
  } catch {
    throw new Error('Failed to save comparison: Connection error. Please try again.');
  }
  if (!response.ok) {
    throw new Error(
      `Failed to save comparison: ${(await readServerError(response)) ?? `error ${response.status}`}`,
    );
  }
  return ZSaveComparisonResponse.parse(await response.json()).data;
}

export function useSaveComparison() {
  return useMutation({ mutationFn: saveComparison });
}
