import type { Transporter } from 'nodemailer';
import type { AppLogger } from './logger.ts';

type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: Mail): Promise<void>; readonly configured: boolean };

/**
 * SMTP when SMTP_URL is set. Without it the mail is written to the server log instead, so that
 * e-mail sign-in links work on a laptop with no mail server (README says so).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  logger: AppLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        options.logger.warn(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
              // Names and sizes only: a PDF in the log helps nobody.
              attachments: mail.attachments?.map((a) => ({ filename: a.filename, bytes: a.content.length })),
            },
          },
          'mail (SMTP_URL not set)',
        );
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer loads with the first mail, not at every start.
  let transport: Promise<Transporter> | undefined;
  return {
    configured: true,
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}
