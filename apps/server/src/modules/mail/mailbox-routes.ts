import { ZMailboxMessagesResponse, type TMailboxMessage } from '@stonetool/contracts/mailbox';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { escapeHtml } from '../../http/escape-html';
import { markAsStoredFile } from '../../http/security-headers';
import { deliverPendingMail } from './deliver-pending-mail';
import { listMailboxMessages } from './list-mailbox-messages';

/** Escapes a plain-text body and turns its http(s) links into anchors, so a recovery link is one click. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMailbox(messages: TMailboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.created_at)}</p>
  <pre>${linkify(message.text)}</pre>
${message.attachments
  .map((file) => `  <p>Attachment: <a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a></p>`)
  .join('\n')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Stone Tool</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
article { border: 1px solid #ccc; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0; font-size: 1.1rem; }
.meta { color: #555; margin: .25rem 0 .75rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mail the server delivered locally because SMTP_URL is not set. Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/**
 * True for a request made on this computer: its socket comes from a loopback address and no proxy
 * says it forwarded it for someone else. The socket, not `request.ip`, because TRUST_PROXY lets a
 * client name its own address in X-Forwarded-For.
 */
function isFromThisComputer(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = /^(?:::ffff:)?127\./.test(address) || address === '::1';
  return loopback && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/**
 * The development mailbox (registered only outside production), answered only to requests made on
 * the server's own computer: it holds recovery links, and `npm start` listens on every interface
 * so a tablet on the LAN can open the portal; to anyone else it does not exist (404). Reading it first delivers any
 * due outbox mail, so a person or a browser test sees a mail as soon as it is written, without
 * waiting for the worker's next tick.
 */
export function mailboxRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.addHook('onRequest', (request, _reply, done) => {
      done(isFromThisComputer(request) ? undefined : new AppError('NOT_FOUND'));
    });

    async function currentMessages(): Promise<TMailboxMessage[]> {
      if (ctx.mailTransport.name === 'local') await deliverPendingMail(ctx, 100);
      return listMailboxMessages(ctx.db);
    }

    app.get(
      '/dev/mailbox/messages',
      {
        schema: {
          tags: ['dev'],
          summary: 'Locally delivered mail, newest first',
          response: { 200: ZMailboxMessagesResponse },
        },
      },
      async () => currentMessages(),
    );

    app.get(
      '/dev/mailbox/messages/:id/attachments/:index',
      {
        schema: {
          tags: ['dev'],
          summary: 'A file attached to a locally delivered mail',
          params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) }),
        },
      },
      async (request, reply) => {
        const [row] = await ctx.db
          .select({ attachments: mailOutbox.attachments })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, request.params.id));
        const attachment = row?.attachments[request.params.index];
        const object = attachment && (await ctx.storage.get(attachment.storageKey));
        if (!attachment || !object)
          return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
        markAsStoredFile(reply);
        return reply
          .type(attachment.contentType)
          .header(
            'Content-Disposition',
            `attachment; filename="${attachment.filename.replace(/["\\]/g, '')}"`,
          )
          .send(Buffer.from(object.bytes));
      },
    );

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderMailbox(await currentMessages())),
    );
    done();
  };
}
