import type { TContactRequest } from '@stonetool/contracts/site';
import { contactMessages } from '@stonetool/db/schema/site';
import type { AppContext } from '../../app-context';
import { consumeLimit } from '../../rate-limit';
import { enqueueMail } from '../mail/enqueue-mail';

/** The subject the earlier product built: name and company, 'No Company' when empty (spec 01 section 7). */
export function contactSubject(name: string, company: string): string {
  return `Contact Form: ${name} - ${company || 'No Company'}`;
}

/**
 * Stores a contact-form message and e-mails it to SUPPORT_EMAIL, in one transaction. The mail
 * always goes to the configured support address, never to the `to` of the request, so the form
 * cannot be used to send mail anywhere else. Limited per client address (CONTACT_RATE_LIMIT_PER_IP
 * an hour) against spam.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: TContactRequest,
  clientIp: string,
): Promise<void> {
  const now = ctx.clock.now();
  await consumeLimit(
    ctx.db,
    [{ key: `contact:ip:${clientIp}`, limit: ctx.env.rateLimits.contactPerIp, windowSeconds: 3600 }],
    now,
  );
  const { name, email, company, phone, message } = input.contactData;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name,
      email,
      company: company || null,
      phone: phone || null,
      message,
      source: input.source ?? 'modal',
      createdAt: now,
    });
    await enqueueMail(
      tx,
      {
        kind: 'contact_form',
        to: ctx.env.supportEmail,
        replyTo: email,
        subject: contactSubject(name, company),
        text: [
          `Name: ${name}`,
          `Email: ${email}`,
          `Company: ${company || 'No Company'}`,
          ...(phone ? [`Phone: ${phone}`] : []),
          '',
          message,
        ].join('\n'),
      },
      now,
    );
  });
}
