import {
  TEAM_MESSAGES,
  ZCreateTeamMemberRequest,
  ZRemoveTeamMemberQuery,
  ZRemoveTeamMemberResponse,
  ZSaveTeamMemberResponse,
  ZTeamMembersResponse,
  ZUpdateTeamMemberRequest,
} from '@stonetool/contracts/team';
import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../http/error-responses';
import { consumeLimit } from '../../rate-limit';
import { principalOf, type Guards } from '../auth/guards';
import { resolveShowroomId } from '../auth/showroom-scope';
import { createTeamMember } from './create-team-member';
import { listSalespersons } from './list-salespersons';
import { removeTeamMember } from './remove-team-member';
import { teamChangeRules } from './team-change-rate-limit';
import { updateTeamMember } from './update-team-member';

const tags = ['team'];
const errors = errorResponses(400, 401, 403, 404, 409);
const readErrors = errorResponses(400, 401, 403, 404);
const changeErrors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Team Management (spec 03 section 7). Every showroom user reads the team; only the owner manages
 * it (`manage:team`): a team member or the platform admin gets 403. The showroom is always the
 * owner's own: a member id of another showroom answers 404. Adding and editing members is capped
 * per owner per hour (teamChangeRules). Every change is logged with who made it (never a password
 * or PIN).
 */
export function teamRoutes(ctx: AppContext, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const security = [{ bearer: [] }];
    const preHandler = guards.requirePermission('manage:team');

    app.get(
      '/api/showroom/salespersons',
      {
        // Every showroom user reads the team, to credit a sale; only the owner changes it.
        preHandler: guards.requirePermission('read:showroom'),
        schema: {
          tags: ['showroom'],
          summary: "The caller's showroom team: names for crediting sales; the owner's full records",
          security,
          // The owner's records first: a union answers with the first shape that fits.
          response: { 200: ZTeamMembersResponse.or(ZSalespersonsResponse), ...readErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return {
          success: true as const,
          salespersons: await listSalespersons(
            ctx.db,
            resolveShowroomId(principal, undefined),
            principal.permissions.has('manage:team') ? 'manage' : 'credit',
          ),
        };
      },
    );

    app.post(
      '/api/auth/create-team-member',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Add a team member with a login, or give an existing member a login (existingMemberId)',
          security,
          body: ZCreateTeamMemberRequest,
          response: { 200: ZSaveTeamMemberResponse, ...changeErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await consumeLimit(ctx.db, teamChangeRules(ctx.env.rateLimits, principal.userId), ctx.clock.now());
        const saved = await createTeamMember(ctx, resolveShowroomId(principal, undefined), request.body);
        request.log.info({ teamMemberId: saved.salesperson.id, byUserId: principal.userId }, saved.message);
        return saved;
      },
    );

    app.put(
      '/api/showroom/salespersons',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Edit a team member; a new password ends their sessions',
          security,
          body: ZUpdateTeamMemberRequest,
          response: { 200: ZSaveTeamMemberResponse, ...changeErrors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await consumeLimit(ctx.db, teamChangeRules(ctx.env.rateLimits, principal.userId), ctx.clock.now());
        const saved = await updateTeamMember(ctx, resolveShowroomId(principal, undefined), request.body);
        request.log.info(
          {
            teamMemberId: saved.salesperson.id,
            byUserId: principal.userId,
            passwordChanged: !!request.body.password,
          },
          saved.message,
        );
        return saved;
      },
    );

    app.delete(
      '/api/showroom/salespersons',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Remove a team member: their login is disabled and their sessions end at once',
          security,
          querystring: ZRemoveTeamMemberQuery,
          response: { 200: ZRemoveTeamMemberResponse, ...errors },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await removeTeamMember(ctx, resolveShowroomId(principal, undefined), request.query.id);
        request.log.info(
          { teamMemberId: request.query.id, byUserId: principal.userId },
          TEAM_MESSAGES.removed,
        );
        return { success: true as const, message: TEAM_MESSAGES.removed };
      },
    );
    done();
  };
}
