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

/** Real delivery through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
