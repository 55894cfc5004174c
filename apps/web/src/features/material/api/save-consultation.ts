import { useMutation } from '@tanstack/react-query';
import type { ZSalesConsultationRequest } from '@stonetool/contracts/consultations';
import type { z } from 'zod';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import type { ConsultationSession } from '../state/material-state';

export const SAVE_CONSULTATION_FAILED = 'Failed to save the consultation. Please try again.';

/**
 * POST /api/sales-consultations (spec 01 section 7): records the session with who runs it. The
 * same sessionId updates the same record, so it can be sent again as the session goes on.
 */
export async function saveConsultation(session: ConsultationSession): Promise<void> {
  let response: Response;
  try {
    response = await authFetch('/api/sales-consultations', {
      method: 'POST',
      body: JSON.stringify({
        sessionId: session.sessionId,
        showroomId: session.showroomId,
        client: session.client,
        salesperson_id: session.salesperson_id,
        stonesViewed: session.stonesViewed,
        stonesCompared: session.stonesCompared,
        interactions: session.interactions,
        status: session.status,
        source: session.source,
        orderPlaced: session.orderPlaced,
        createdAt: session.createdAt,
        sessionEnd: session.sessionEnd,
      } satisfies z.input<typeof ZSalesConsultationRequest>),
    });
  } catch {
    throw new ApiError(SAVE_CONSULTATION_FAILED, 0);
  }
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? SAVE_CONSULTATION_FAILED, response.status);
  }
}

export function useSaveConsultation() {
  return useMutation({ mutationFn: saveConsultation });
}
