import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, id, oneOf, timestamps } from './columns';
import { showrooms } from './showrooms';

/**
 * A login. A platform admin has `is_platform_admin`; a showroom owner or fabricator owner has
 * `showroom_id` and no team_members row; a team member's login is linked from team_members.user_id.
 * E-mail addresses are stored lower-case (CHECK), so the unique constraint is case-insensitive.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    /** Shown where the spec names a person, e.g. a shared cart's admin_name. */
    name: text('name'),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    /** Set for a temporary password given at account creation; cleared by a password change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: at('password_changed_at'),
    lastLoginAt: at('last_login_at'),
    /** A disabled login cannot sign in or refresh; the row stays for the history it owns. */
    disabledAt: at('disabled_at'),
    ...timestamps(),
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('users_showroom_idx').on(t.showroomId),
  ],
);

export const sessionRevokeReasons = [
  'logout',
  'refresh_token_reuse',
  'password_changed',
  'password_reset',
  'user_disabled',
  'expired',
] as const;
export type SessionRevokeReason = (typeof sessionRevokeReasons)[number];

/**
 * A session family: one sign-in and every refresh token rotated from it. Revoking the family
 * (logout, reuse of an old refresh token, a password change) ends all of its tokens at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** Absolute end of the family, whatever the refreshes (spec 01: 24-hour sessions). */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason', { enum: sessionRevokeReasons }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    check('auth_sessions_revoke_reason_check', oneOf(t.revokeReason, sessionRevokeReasons)),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/**
 * An opaque refresh token, stored only as a hash. Each use rotates it: `used_at` is set and
 * `replaced_by_id` points at its successor. A used token presented again after the grace period
 * is reuse, and the server revokes the whole session family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** A single-use password-recovery token, stored only as a hash. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('recovery_tokens_token_hash_unique'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window rate-limit counters kept in the database so a limit holds across every API
 * server of a cluster. `key` names what is limited (e.g. 'login:ip:203.0.113.7').
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_buckets_pk', columns: [t.key, t.windowStart] }),
    index('rate_limit_buckets_window_idx').on(t.windowStart),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RecoveryTokenRow = typeof recoveryTokens.$inferSelect;
