import type { AppContext } from '../../app-context';
import { consumeLimit } from '../../rate-limit';
import { enqueueMail } from '../mail/enqueue-mail';
import { findUserByEmail } from './principal';
import { signInRules } from './rate-limit-rules';
import { issueRecoveryToken } from './recovery-tokens';
import type { ClientInfo } from './sessions';

/**
 * The recovery link of spec 01 section 2: the app reads the token from the URL fragment. A welcome
 * link is the same with `type=invite`, which opens the page as 'Set your password'.
 */
export function recoveryLink(
  publicUrl: string,
  token: string,
  type: 'recovery' | 'invite' = 'recovery',
): string {
  return `${publicUrl}/#access_token=${encodeURIComponent(token)}&type=${type}`;
}

/**
 * Forgot password: when the address has an enabled login, a single-use recovery token (256 random
 * bits, stored hashed, valid one hour) and the e-mail carrying its link are written in one
 * transaction. The caller answers the same whether or not that happened; every request counts
 * against the per-address and per-account limits, which are keyed by what was typed.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await consumeLimit(ctx.db, signInRules('recovery', ctx.env.rateLimits, client.ipAddress, email), now);

  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabledAt) return;

  await ctx.db.transaction(async (tx) => {
    const { token } = await issueRecoveryToken(tx, user.id, 'recovery', now);
    const link = recoveryLink(ctx.env.publicUrl, token);
    await enqueueMail(
      tx,
      {
        kind: 'password_recovery',
        to: user.email,
        subject: 'Reset your Stone Tool password',
        text: [
          'We received a request to reset the password of your Stone Tool account.',
          '',
          `Open this link within one hour to choose a new password:`,
          link,
          '',
          'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
        ].join('\n'),
        html: [
          '<p>We received a request to reset the password of your Stone Tool account.</p>',
          `<p><a href="${link}">Choose a new password</a> (the link works for one hour).</p>`,
          '<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>',
        ].join('\n'),
      },
      now,
    );
  });
}
