import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config';

/** A file sent with an e-mail (a PDF estimate, an invoice…). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail: plain text always (every client shows it), HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Sends e-mail through the SMTP server of SMTP_URL, as MAIL_FROM. `npm start` and `npm test`
 * point SMTP_URL at a local maildev that keeps every message (nothing leaves the machine).
 * A failure is thrown to the caller: e-mail is sent from worker jobs, whose retries cover a server
 * that is briefly down. The transport is made on the first send (a process that never mails never
 * connects) and closed with the module.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private transport: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transporter().sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map(({ filename, content, contentType }) => ({
        filename,
        content,
        contentType,
      })),
    });
    return { messageId: info.messageId };
  }

  onModuleDestroy(): void {
    this.transport?.close();
    this.transport = null;
  }

  private transporter(): Transporter {
    this.transport ??= createTransport({
      url: this.config.smtpUrl,
      // Fail a job in seconds rather than minutes (nodemailer's defaults) when the server is away.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return this.transport;
  }
}
