// Outgoing e-mail: SMTP via nodemailer when SMTP_URL is set, otherwise the message goes to the server log.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailAttachment {
  filename: string;
  /** A file on disk, streamed by nodemailer (never read into memory here). */
  path: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        log.warn({ mail: message }, 'SMTP_URL is not set: the e-mail was not sent, here is its text');
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
