import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import {
  SHOWROOM_ACCOUNT_MESSAGES,
  ZCreateShowroomAccountRequest,
  ZCreateShowroomAccountResponse,
  ZDeleteShowroomRequest,
  ZDeleteShowroomResponse,
  ZUpdateShowroomEnhancedRequest,
  ZUpdateShowroomEnhancedResponse,
} from '@stonetool/contracts/admin-showroom-accounts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { errorResponses } from '../../../http/error-responses';
import { principalOf, type Guards } from '../../auth/guards';
import { createShowroomAccount } from './create-showroom-account';
import { deleteShowroom } from './delete-showroom';
import { listShowrooms } from './list-showrooms';
import { updateShowroomAccount } from './update-showroom-account';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Showroom accounts of the admin panel (spec 03 section 7): list, create, edit, delete. Platform admin
 * only; every change is logged with who made it and what changed, never a password.
 */
export function showroomAccountRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', guards.requireAdmin);

    app.get(
      '/api/admin/showrooms',
      {
        schema: {
          tags,
          summary: 'Every showroom and fabricator account',
          security: [{ bearer: [] }],
          response: { 200: ZAdminShowroomsResponse, ...errorResponses(401, 403) },
        },
      },
      async () => {
        const showrooms = await listShowrooms(ctx);
        return { success: true as const, showrooms, data: showrooms };
      },
    );

    app.post(
      '/api/admin/create-showroom-account',
      {
        schema: {
          tags,
          summary: 'Open a showroom account with a temporary password, changed at the first sign-in',
          security,
          body: ZCreateShowroomAccountRequest,
          response: { 200: ZCreateShowroomAccountResponse, ...errors },
        },
      },
      async (request) => {
        const created = await createShowroomAccount(ctx, request.body);
        request.log.info(
          { showroomId: created.showroom.id, byUserId: principalOf(request).userId },
          'showroom account created',
        );
        return created;
      },
    );

    app.post(
      '/api/admin/update-showroom-enhanced',
      {
        schema: {
          tags,
          summary: "Edit a showroom; a new e-mail or password changes its owner's login",
          security,
          body: ZUpdateShowroomEnhancedRequest,
          response: { 200: ZUpdateShowroomEnhancedResponse, ...errors },
        },
      },
      async (request) => {
        const updated = await updateShowroomAccount(ctx, request.body);
        request.log.info(
          {
            showroomId: updated.showroom.id,
            byUserId: principalOf(request).userId,
            changes: updated.changes_made,
          },
          'showroom account updated',
        );
        return updated;
      },
    );

    app.post(
      '/api/admin/delete-showroom',
      {
        schema: {
          tags,
          summary: 'Delete a showroom (its name typed again): logins disabled, orders and payments kept',
          security,
          body: ZDeleteShowroomRequest,
          response: { 200: ZDeleteShowroomResponse, ...errors },
        },
      },
      async (request) => {
        await deleteShowroom(ctx, request.body);
        request.log.info(
          { showroomId: request.body.id, byUserId: principalOf(request).userId },
          'showroom account deleted',
        );
        return { success: true as const, message: SHOWROOM_ACCOUNT_MESSAGES.deleted };
      },
    );
    done();
  };
}
