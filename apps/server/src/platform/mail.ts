import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
export interface Mailer {
  /** False when no SMTP_URL is set: the message is only kept in the database. */
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) return { enabled: false, send: async () => undefined };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
