import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Where the outbox worker hands mail to. */
export interface MailTransport {
  /** Recorded on each delivered outbox row ('smtp' or 'local'). */
  readonly name: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real delivery through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`). Its timeouts
 * (nodemailer's defaults allow 10 minutes of silence) keep one send well within the outbox
 * worker's claim on the row (CLAIM_SECONDS), so no other server's worker takes it over mid-send.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 40_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length > 0 ? { attachments: mail.attachments } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL, mail is "delivered" into the local mailbox: the outbox row itself, marked
 * delivered with transport 'local', is what /dev/mailbox shows. Nothing leaves the machine.
 */
export const localMailbox: MailTransport = {
  name: 'local',
  async send() {},
  close() {},
};
