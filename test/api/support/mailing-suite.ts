import { type ApiWithWorker, startApiWithWorker } from './api-with-worker';
import { createTestUser, loginAs } from './identity-factory';
import { requireMailCatcher } from './mail-catcher';
import { type TestApi } from './test-api';

export interface MailingSuite {
  api: TestApi;
  /** A desk user's (recepción) bearer token. */
  desk: string;
}

/**
 * Registers the hooks of a suite whose worker e-mails customers: the SMTP catcher required, the
 * API and its worker started (`name` keeps their jobs apart from other suites'), a desk user
 * signed in; all closed after the suite. Read the fields inside the tests, once the hooks ran.
 */
export function mailingSuite(name: string): MailingSuite {
  const suite = {} as MailingSuite;
  let running: ApiWithWorker | undefined;
  beforeAll(async () => {
    requireMailCatcher();
    running = await startApiWithWorker(name);
    const { app } = running.api;
    suite.api = running.api;
    suite.desk = (await loginAs(app, await createTestUser(app, { roles: ['recepcion'] }))).token;
  });
  afterAll(() => running?.close());
  return suite;
}
