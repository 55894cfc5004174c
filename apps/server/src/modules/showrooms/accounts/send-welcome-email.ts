import type { Executor } from '@stonetool/db/client';
import type { AppContext } from '../../../app-context';
import { escapeHtml } from '../../../http/escape-html';
import { enqueueMail } from '../../mail/enqueue-mail';
import { recoveryLink } from '../../auth/request-password-reset';
import { issueRecoveryToken } from '../../auth/recovery-tokens';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The welcome e-mail of a new showroom account: a single-use set-password link (a recovery token
 * of seven days, stored hashed) through the outbox, so the admin passes no password on by hand.
 * Setting the password signs the owner in; the link then refuses a second use by name.
 */
export async function sendWelcomeEmail(
  ctx: AppContext,
  tx: Executor,
  login: { userId: string; email: string; showroomName: string },
  now: Date,
): Promise<{ sent_to: string; expires_at: string }> {
  const { token, expiresAt } = await issueRecoveryToken(tx, login.userId, 'welcome', now);
  const link = recoveryLink(ctx.env.publicUrl, token, 'invite');
  const until = `${longDate.format(expiresAt)} (UTC)`;
  await enqueueMail(
    tx,
    {
      kind: 'welcome',
      to: login.email,
      subject: `Welcome to Stone Tool: set your password for ${login.showroomName}`,
      text: [
        `Your Stone Tool account for ${login.showroomName} is ready. You sign in with ${login.email}.`,
        '',
        `Open this link to choose your password (it works once, until ${until}):`,
        link,
        '',
        'If the link has expired, use Forgot password? in the Login window to get a new one.',
      ].join('\n'),
      html: [
        `<p>Your Stone Tool account for ${escapeHtml(login.showroomName)} is ready. You sign in with ${escapeHtml(login.email)}.</p>`,
        `<p><a href="${escapeHtml(link)}">Choose your password</a> (the link works once, until ${until}).</p>`,
        '<p>If the link has expired, use Forgot password? in the Login window to get a new one.</p>',
      ].join('\n'),
    },
    now,
  );
  return { sent_to: login.email, expires_at: expiresAt.toISOString() };
}
