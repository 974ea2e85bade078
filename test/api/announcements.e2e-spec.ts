import { MikroORM } from '@mikro-orm/core';
import { type Socket } from 'socket.io-client';
import {
  type Announcement,
  type AnnouncementAdmin,
  type AnnouncementPublishedPayload,
  type ServiceTypeOption,
  type SetupResult,
} from '../../libs/contracts/src';
import { UnreadMetaTag } from '../../libs/announcements/src/http/unread-meta-tag';
import { NotModifiedAnswers } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { openSocket, waitForItem } from './support/realtime-sockets';
import { type TestApi, startTestApi } from './support/test-api';

describe('Announcements (/api/announcements) and first-run setup', () => {
  let api: TestApi;
  let admin: string;
  let reception: string;
  let mechanic: string;
  const sockets: Socket[] = [];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;
  const hour = 3_600_000;

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
    const token = async (roles: string[]) =>
      (await loginAs(api.app, await createTestUser(api.app, { roles }))).token;
    admin = await token(['administrador']);
    reception = await token(['recepcion']);
    mechanic = await token(['mecanico']);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  async function publish(fields: Record<string, unknown> = {}): Promise<AnnouncementAdmin> {
    const res = await api
      .http()
      .post('/api/announcements')
      .set(as(admin))
      .send({ title: `Novedad ${freshWord()}`, ...fields })
      .expect(201);
    return res.body.data as AnnouncementAdmin;
  }

  async function unread(token: string, appVersion?: string): Promise<Announcement[]> {
    const res = await api
      .http()
      .get('/api/announcements/unread')
      .query(appVersion ? { app_version: appVersion } : {})
      .set(as(token))
      .expect(200);
    return res.body.data as Announcement[];
  }

  describe('administration', () => {
    it('creates, reads, edits and deletes an announcement with every field', async () => {
      const created = await publish({
        summary: 'Ya puedes firmar las órdenes en la tablet.',
        content_md: '## Firma digital\n\nPulsa **Firmar** en la orden.',
        priority: 'high',
        cta_label: 'Ver guía',
        cta_url: 'https://pxtaller.example/guia-firma',
        audience_roles: ['recepcion'],
        min_app_version: '1.0.0',
      });
      expect(created).toMatchObject({
        priority: 'high',
        cta_label: 'Ver guía',
        audience_roles: ['recepcion'],
        read_count: 0,
        version: 1,
      });
      const listed = (await api.http().get('/api/announcements').set(as(admin)).expect(200)).body
        .data as AnnouncementAdmin[];
      expect(listed.map((a) => a.id)).toContain(created.id);
      const edited = (
        await api
          .http()
          .put(`/api/announcements/${created.id}`)
          .set(as(admin))
          .send({
            title: 'Firma digital en la tablet',
            priority: 'normal',
            version: created.version,
          })
          .expect(200)
      ).body.data as AnnouncementAdmin;
      expect(edited).toMatchObject({
        title: 'Firma digital en la tablet',
        priority: 'normal',
        cta_url: null,
        audience_roles: [],
        version: 2,
      });
      await api
        .http()
        .put(`/api/announcements/${created.id}`)
        .set(as(admin))
        .send({ title: 'Otra', version: created.version })
        .expect(409);
      await api.http().delete(`/api/announcements/${created.id}`).set(as(admin)).expect(200);
      await api.http().get(`/api/announcements/${created.id}`).set(as(admin)).expect(404);
    });

    it('refuses unsafe links, a half call to action, dates out of order and unknown roles', async () => {
      const bad = await api
        .http()
        .post('/api/announcements')
        .set(as(admin))
        .send({
          title: '',
          priority: 'altísima',
          cta_label: 'Pulsa',
          cta_url: 'javascript:alert(1)',
          min_app_version: 'uno',
        })
        .expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'cta_url',
        'min_app_version',
        'priority',
        'title',
      ]);
      const now = Date.now();
      const crossed = await api
        .http()
        .post('/api/announcements')
        .set(as(admin))
        .send({
          title: 'Fechas',
          cta_label: 'Sin dirección',
          publish_from: new Date(now).toISOString(),
          publish_until: new Date(now - hour).toISOString(),
          audience_roles: ['astronauta'],
        })
        .expect(400);
      expect(crossed.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'audience_roles',
        'cta_url',
        'publish_until',
      ]);
    });

    it('is for administrators: 401, 403 and 404', async () => {
      await api.http().get('/api/announcements').expect(401);
      await api.http().get('/api/announcements').set(as(reception)).expect(403);
      await api
        .http()
        .post('/api/announcements')
        .set(as(reception))
        .send({ title: 'x' })
        .expect(403);
      await api.http().get(`/api/announcements/${MISSING}`).set(as(admin)).expect(404);
      await api
        .http()
        .put(`/api/announcements/${MISSING}`)
        .set(as(admin))
        .send({ title: 'x', version: 1 })
        .expect(404);
      await api.http().delete(`/api/announcements/${MISSING}`).set(as(admin)).expect(404);
    });
  });

  describe('reading', () => {
    it('shows each user what is live for their roles and app version, until read or dismissed', async () => {
      const everyone = await publish({ priority: 'low' });
      const forReception = await publish({ audience_roles: ['recepcion'], priority: 'high' });
      const newApp = await publish({ min_app_version: '2.1' });
      const future = await publish({ publish_from: new Date(Date.now() + hour).toISOString() });
      const past = await publish({
        publish_from: new Date(Date.now() - 2 * hour).toISOString(),
        publish_until: new Date(Date.now() - hour).toISOString(),
      });

      const receptionSees = (await unread(reception)).map((a) => a.id);
      expect(receptionSees).toEqual(expect.arrayContaining([everyone.id, forReception.id]));
      expect(receptionSees).not.toEqual(expect.arrayContaining([newApp.id]));
      expect(receptionSees).not.toContain(future.id);
      expect(receptionSees).not.toContain(past.id);
      // Most important first.
      expect(receptionSees.indexOf(forReception.id)).toBeLessThan(
        receptionSees.indexOf(everyone.id),
      );
      expect((await unread(mechanic)).map((a) => a.id)).not.toContain(forReception.id);
      expect((await unread(reception, '2.1.0')).map((a) => a.id)).toContain(newApp.id);
      expect((await unread(reception, '10.0')).map((a) => a.id)).toContain(newApp.id);

      await api
        .http()
        .post(`/api/announcements/${everyone.id}/read`)
        .set(as(reception))
        .send({ action: 'read' })
        .expect(200);
      await api
        .http()
        .post(`/api/announcements/${forReception.id}/read`)
        .set(as(reception))
        .send({ action: 'dismiss' })
        .expect(200);
      const after = (await unread(reception)).map((a) => a.id);
      expect(after).not.toContain(everyone.id);
      expect(after).not.toContain(forReception.id);
      expect((await unread(mechanic)).map((a) => a.id)).toContain(everyone.id);
      const stats = (
        await api.http().get(`/api/announcements/${forReception.id}`).set(as(admin)).expect(200)
      ).body.data as AnnouncementAdmin;
      expect(stats).toMatchObject({ read_count: 0, dismissed_count: 1 });
    });

    it('answers the unread meta with an ETag, and 304 while nothing changed for the user', async () => {
      const meta = () =>
        api.http().get('/api/announcements/unread/meta').query({ app_version: '1.0.0' });
      const first = await meta().set(as(mechanic)).expect(200);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.body.data.unread_count).toBe((await unread(mechanic)).length);

      const same = await meta().set(as(mechanic)).set('If-None-Match', tag).expect(304);
      expect(same.text).toBe('');
      expect(same.headers.etag).toBe(tag);
      // Another version of the app is another answer.
      await meta()
        .query({ app_version: '3.0' })
        .set(as(mechanic))
        .set('If-None-Match', tag)
        .expect(200);

      const created = await publish();
      const changed = await meta().set(as(mechanic)).set('If-None-Match', tag).expect(200);
      expect(changed.body.data.unread_count).toBe(first.body.data.unread_count + 1);
      const newer = changed.headers.etag as string;
      expect(newer).not.toBe(tag);

      await api
        .http()
        .post(`/api/announcements/${created.id}/read`)
        .set(as(mechanic))
        .send({ action: 'read' })
        .expect(200);
      const read = await meta().set(as(mechanic)).set('If-None-Match', newer).expect(200);
      expect(read.body.data.unread_count).toBe(first.body.data.unread_count);
    });

    it('answers a matching tag before the route, with the same checks as the route', async () => {
      expect(api.app.get(NotModifiedAnswers).checkOf('/api/announcements/unread/meta')).toBe(
        api.app.get(UnreadMetaTag),
      );
      const meta = () => api.http().get('/api/announcements/unread/meta');
      const tag = (await meta().set(as(mechanic)).expect(200)).headers.etag as string;
      const same = await meta().set(as(mechanic)).set('If-None-Match', tag).expect(304);
      expect(same.headers).toMatchObject({ etag: tag, 'cache-control': 'no-store' });
      expect(same.headers['x-request-id']).toBeTruthy();

      // The tag is the user's: another mechanic with the same inputs gets their own answer.
      const other = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
        .token;
      await meta().set(as(other)).set('If-None-Match', tag).expect(200);
      // No token, a bad query or an unknown field: the route's 401 and 400s, tag or not.
      await meta().set('If-None-Match', tag).expect(401);
      const bad = await meta()
        .query({ app_version: 'última' })
        .set(as(mechanic))
        .set('If-None-Match', tag)
        .expect(400);
      expect(bad.body.details[0].field).toBe('app_version');
      const unknown = await meta()
        .query({ borrar: '1' })
        .set(as(mechanic))
        .set('If-None-Match', tag)
        .expect(400);
      expect(unknown.body.details[0].field).toBe('borrar');
    });

    it('pushes announcement.published to every signed-in client', async () => {
      const socket = await openSocket(api.url, mechanic, sockets);
      const pushed: AnnouncementPublishedPayload[] = [];
      socket.on('announcement.published', (payload: AnnouncementPublishedPayload) =>
        pushed.push(payload),
      );
      const created = await publish();
      await waitForItem(pushed, (p) => p.id === created.id, 'announcement.published');
      expect(pushed).toContainEqual({ id: created.id });
    });

    it('refuses a bad action or version (400), unknown ones (404) and no token (401)', async () => {
      const created = await publish();
      await api.http().get('/api/announcements/unread').expect(401);
      await api.http().get('/api/announcements/unread/meta').expect(401);
      await api
        .http()
        .post(`/api/announcements/${created.id}/read`)
        .send({ action: 'read' })
        .expect(401);
      const bad = await api
        .http()
        .post(`/api/announcements/${created.id}/read`)
        .set(as(mechanic))
        .send({ action: 'borrar' })
        .expect(400);
      expect(bad.body.details[0].field).toBe('action');
      const badVersion = await api
        .http()
        .get('/api/announcements/unread/meta')
        .query({ app_version: 'última' })
        .set(as(mechanic))
        .expect(400);
      expect(badVersion.body.details[0].field).toBe('app_version');
      await api
        .http()
        .post(`/api/announcements/${MISSING}/read`)
        .set(as(mechanic))
        .send({ action: 'read' })
        .expect(404);
    });
  });

  describe('first-run setup', () => {
    it('creates the missing service types once, and the dropdown then lists them', async () => {
      await sql('delete from service_type');
      const empty = await api
        .http()
        .get('/api/service-types/dropdown')
        .set(as(mechanic))
        .expect(200);
      expect(empty.body.data).toEqual([]);

      // Writing the workshop's defaults is an administrator's act.
      await api.http().post('/api/setup/complete').set(as(mechanic)).send({}).expect(403);
      const first = (
        await api.http().post('/api/setup/complete').set(as(admin)).send({}).expect(200)
      ).body.data as SetupResult;
      expect(first).toMatchObject({ success: true, created: { service_types: 9 } });
      expect(first.message).toContain('9 tipos de servicio');
      const again = (
        await api.http().post('/api/setup/complete').set(as(admin)).send({}).expect(200)
      ).body.data as SetupResult;
      expect(again).toMatchObject({ created: { service_types: 0 } });
      expect(again.message).toBe('La configuración ya estaba completa.');

      const options = (
        await api.http().get('/api/service-types/dropdown').set(as(reception)).expect(200)
      ).body.data as ServiceTypeOption[];
      expect(options.map((o) => o.label)).toEqual([
        'Revisión',
        'Cambio de aceite',
        'Frenos',
        'Neumáticos',
        'Diagnosis',
        'Electricidad',
        'Chapa y pintura',
        'ITV pre-check',
        'Aire acondicionado',
      ]);
      expect(options[0].value).toMatch(/^[0-9a-f-]{36}$/);
      // An appointment of a type takes its expected duration by default (issue 19).
      expect(options.map((o) => o.duration_minutes).slice(0, 3)).toEqual([120, 45, 90]);
    });

    it('needs a signed-in user (401)', async () => {
      await api.http().get('/api/service-types/dropdown').expect(401);
      await api.http().post('/api/setup/complete').send({}).expect(401);
    });
  });
});
