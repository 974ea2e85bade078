import { randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule, Mailer } from '../../libs/platform/src';
import { freePort } from './support/processes';
import { testConfig } from './support/test-config';

/** What maildev's REST API answers for one caught message (the fields read here). */
interface CaughtMail {
  id: string;
  messageId: string;
  subject: string;
  text: string;
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  attachments?: {
    fileName: string;
    generatedFileName: string;
    contentType: string;
    length: number;
  }[];
}

/** maildev's REST API (npm test starts one and passes MAILDEV_URL and SMTP_URL). */
function maildevUrl(): string {
  const url = process.env.MAILDEV_URL;
  if (!url || !process.env.SMTP_URL) {
    throw new Error(
      'MAILDEV_URL and SMTP_URL must point at a maildev (its REST API and its SMTP port): npm test starts one.',
    );
  }
  return url.replace(/\/+$/, '');
}

async function mailer(overrides: Record<string, string> = {}): Promise<TestingModule> {
  const module = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(testConfig(overrides))],
    providers: [Mailer],
  }).compile();
  return module.init();
}

/** The caught message with this Message-ID (other suites may mail the same catcher meanwhile). */
async function caught(messageId: string): Promise<CaughtMail> {
  const wanted = messageId.replace(/^<|>$/g, '');
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${maildevUrl()}/email`);
    expect(res.status).toBe(200);
    const found = ((await res.json()) as CaughtMail[]).find((m) => m.messageId === wanted);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`maildev never showed message ${messageId}`);
}

describe('Mailer, end to end through a real SMTP server (maildev)', () => {
  let module: TestingModule;
  const received: string[] = [];

  beforeAll(async () => {
    maildevUrl();
    module = await mailer({ MAIL_FROM: 'Taller Pérez <avisos@taller-perez.test>' });
  });
  afterAll(async () => {
    await module?.close();
    // Leave the catcher as found: only this suite's messages go.
    for (const id of received)
      await fetch(`${maildevUrl()}/email/${id}`, { method: 'DELETE' }).catch(() => undefined);
  });

  it('sends subject, recipient, text, HTML and an attachment, as MAIL_FROM', async () => {
    const pdf = Buffer.from(`%PDF-1.4\n% presupuesto ${randomUUID()}\n%%EOF\n`);
    const subject = `Presupuesto nº ${randomUUID().slice(0, 8)} — Peugeot 308`;
    const { messageId } = await module.get(Mailer).send({
      to: 'cliente.garcia@example.com',
      subject,
      text: 'Hola, Ana:\nAdjuntamos el presupuesto de su vehículo.\nUn saludo.',
      html: '<p>Hola, Ana:</p><p>Adjuntamos el presupuesto de su vehículo.</p>',
      attachments: [{ filename: 'presupuesto.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const mail = await caught(messageId);
    received.push(mail.id);
    expect(mail.subject).toBe(subject);
    expect(mail.to.map((to) => to.address)).toEqual(['cliente.garcia@example.com']);
    expect(mail.from).toEqual([{ address: 'avisos@taller-perez.test', name: 'Taller Pérez' }]);
    expect(mail.text.trim()).toBe(
      'Hola, Ana:\nAdjuntamos el presupuesto de su vehículo.\nUn saludo.',
    );
    expect(mail.html).toContain('Adjuntamos el presupuesto de su vehículo.');

    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({
      fileName: 'presupuesto.pdf',
      contentType: 'application/pdf',
      length: pdf.length,
    });
    const file = await fetch(
      `${maildevUrl()}/email/${mail.id}/attachment/${attachment.generatedFileName}`,
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('sends a text-only message with the default sender name', async () => {
    const plain = await mailer();
    try {
      const { messageId } = await plain.get(Mailer).send({
        to: 'taller@example.com',
        subject: `Aviso ${randomUUID()}`,
        text: 'Su vehículo está listo.',
      });
      const mail = await caught(messageId);
      received.push(mail.id);
      expect(mail.text.trim()).toBe('Su vehículo está listo.');
      expect(mail.attachments ?? []).toEqual([]);
      expect(mail.from[0]?.address).toBeTruthy();
    } finally {
      await plain.close();
    }
  });

  it('rejects when the SMTP server cannot be reached (the job retries)', async () => {
    const unreachable = await mailer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      await expect(
        unreachable.get(Mailer).send({ to: 'nadie@example.com', subject: 'x', text: 'x' }),
      ).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      await unreachable.close();
    }
  });
});
