import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Guards } from '../auth/guards';
import { stonesCsvRoutes } from './import/stones-csv-routes';
import { adminStoneRoutes } from './stones/admin-stone-routes';
import { stoneRoutes } from './stones/stone-routes';

/** The stone catalog: the list every caller reads, the admin's Stones tab and its CSV import. */
export function catalogRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const routes of [stoneRoutes, adminStoneRoutes, stonesCsvRoutes])
      await app.register(routes(ctx, guards));
  };
}
