import nodemailer, { type Transporter } from 'nodemailer';

/** SMTP settings from the environment (SMTP_URL, SMTP_FROM); unset: no email is sent. */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://host:465 */
  url: string;
  from: string;
  /** Tests: accept the in-process server's self-signed certificate. */
  allowSelfSigned?: boolean;
}

export interface ReplyNotice {
  to: string;
  ref: string;
  projectTitle: string;
  projectCode: string;
  reply: string;
  department: string;
  followUrl: string;
}

/** Tells a resident that the county replied. */
export interface Mailer {
  readonly configured: boolean;
  sendReply(notice: ReplyNotice): Promise<'sent' | 'failed' | 'not-configured'>;
}

/**
 * The email's text: the project, the reply and the link, and nothing else personal (not the
 * resident's name, message or contact).
 */
export function replyText(n: ReplyNotice): string {
  return [
    `The County Government of Makueni replied to your feedback ${n.ref} on the project`,
    `"${n.projectTitle}" (${n.projectCode}).`,
    '',
    `${n.department}:`,
    n.reply,
    '',
    `The reply on the project's page: ${n.followUrl}`,
  ].join('\n');
}

export function createMailer(
  settings: MailSettings | undefined,
  log: (err: unknown) => void,
): Mailer {
  if (!settings) {
    return { configured: false, sendReply: async () => 'not-configured' };
  }
  let transport: Transporter | undefined;
  return {
    configured: true,
    async sendReply(notice) {
      transport ??= nodemailer.createTransport({
        url: settings.url,
        ...(settings.allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
      });
      try {
        await transport.sendMail({
          from: settings.from,
          to: notice.to,
          subject: `Reply to your feedback ${notice.ref}: ${notice.projectTitle}`.slice(0, 180),
          text: replyText(notice),
        });
        return 'sent';
      } catch (error) {
        // The address is not logged, only that sending failed.
        log(error instanceof Error ? error.message.replace(/\S+@\S+/g, '<address>') : 'error');
        return 'failed';
      }
    },
  };
}
