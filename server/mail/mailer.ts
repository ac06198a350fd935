import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../observability/logger';

/** A small text attachment (an .ics invitation); kept in the outbox row with the letter. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Delivers (SMTP, or DATA_DIR/outbox as .eml) or, for the queueing mailer, stores it for delivery. */
  send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox' | 'queued'; file?: string }>;
}

/** The delivering transport: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer({ env, log }: { env: Env; log: Logger }): Mailer {
  const from = env.MAIL_FROM;
  if (env.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { via: 'smtp' };
      },
    };
  }
  const outbox = path.join(env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { via: 'outbox', file };
    },
  };
}
