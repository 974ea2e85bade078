/** A mail the local SMTP catcher (maildev, started by `npm test`) caught, as its REST API lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName: string; contentType: string; length: number }[];
}

/** Fails fast, with the reason, when the run has no SMTP catcher to send to and read from. */
export function requireMailCatcher(): void {
  if (!process.env.MAILDEV_URL || !process.env.SMTP_URL) {
    throw new Error(
      'MAILDEV_URL and SMTP_URL must point at the local SMTP catcher (npm test starts it)',
    );
  }
}

/**
 * The mails caught for `address`, once there are at least `count`: the worker sends after the
 * API's commit, so the catcher is polled (every 100 ms, 10 s at most).
 */
export async function mailsTo(address: string, count: number): Promise<CaughtMail[]> {
  for (let i = 0; i < 100; i++) {
    const caught = (await (await fetch(`${process.env.MAILDEV_URL}/email`)).json()) as CaughtMail[];
    const mails = caught.filter((mail) => mail.to.some((to) => to.address === address));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${count} mail(s) to ${address}`);
}
