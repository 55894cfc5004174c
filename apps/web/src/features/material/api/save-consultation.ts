import { useMutation } from '@tanstack/react-query';
import {
  ZSalesConsultationResponse,
  type ZSalesConsultationRequest,
} from '@stonetool/contracts/consultations';
import type { z } from 'zod';
import type { ConsultationSession } from '../state/material-state';
import { apiJson } from '../../../lib/http/api-json';

export const SAVE_CONSULTATION_FAILED = 'Failed to save the consultation. Please try again.';

/**
 * POST /api/sales-consultations (spec 01 section 7): records the session with who runs it. The
 * same sessionId updates the same record, so it can be sent again as the session goes on.
 */
export async function saveConsultation(session: ConsultationSession): Promise<void> {
  await apiJson(ZSalesConsultationResponse, '/api/sales-consultations', {
    method: 'POST',
    json: {
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
    } satisfies z.input<typeof ZSalesConsultationRequest>,
    fallback: SAVE_CONSULTATION_FAILED,
  });
}

export function useSaveConsultation() {
  return useMutation({ mutationFn: saveConsultation });
}
