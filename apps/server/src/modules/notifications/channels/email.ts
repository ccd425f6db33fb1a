import { randomUUID } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Channel } from './types';

export type EmailOptions = {
  /** smtp:// or smtps:// URL of a real server; unset: messages go to `mailboxDir` as .eml files. */
  smtpUrl?: string;
  mailboxDir: string;
  from: string;
};

/**
 * E-mail over SMTP (nodemailer) or, without SMTP_URL, into a local mailbox folder: one
 * `<delivery id>.eml` per message, readable with any mail client or `cat` (see the README).
 *
 * Idempotency: the mailbox file is created with `link()`, which fails when the name exists, so a repeated
 * delivery leaves the first file alone. Over SMTP the delivery id is the Message-ID, by which mail
 * servers and clients recognise a repeat in the rare case of a crash between the SMTP server's
 * acceptance and the delivery being recorded.
 */
export function createEmailChannel(options: EmailOptions): Channel {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function toMailbox(deliveryId: string, message: Buffer) {
    const temporary = path.join(options.mailboxDir, '.tmp', `${deliveryId}-${randomUUID()}.eml`);
    await mkdir(path.dirname(temporary), { recursive: true });
    await writeFile(temporary, message);
    try {
      await link(temporary, path.join(options.mailboxDir, `${deliveryId}.eml`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    async send(delivery) {
      if (!delivery.address) return 'skipped';
      const mail = {
        from: options.from,
        to: delivery.address,
        subject: delivery.content.subject,
        text: delivery.content.text,
        messageId: `<${delivery.id}@notifications.platform>`,
        headers: { 'X-Delivery-Id': delivery.id, 'X-Notification-Id': delivery.notificationId },
      };
      if (smtp) {
        await smtp.sendMail(mail);
      } else {
        const rendered = await renderer.sendMail(mail);
        await toMailbox(delivery.id, rendered.message as Buffer);
      }
      return 'sent';
    },
  };
}
