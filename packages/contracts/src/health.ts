import { z } from 'zod';

/** GET /healthz: 200 when the server can reach its database, 503 otherwise. */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
