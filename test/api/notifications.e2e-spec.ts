import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type Socket } from 'socket.io-client';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationPage,
  type NotificationRule,
  type NotificationUpdatedPayload,
  type WorkOrderDetail,
} from '../../libs/contracts/src';
import { PurgeReadNotificationsTask } from '../../libs/notifications/src/maintenance/purge-read-notifications.task';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshWord } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { openSocket, waitForItem } from './support/realtime-sockets';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

describe('Notifications (/api/notifications, /api/notification-rules)', () => {
  let api: TestApi;
  let advisorUser: TestUser;
  let advisor: string;
  let mechanicUser: TestUser;
  let mechanic: string;
  let partsUser: TestUser;
  let admin: string;
  let noEmployee: string;
  const sockets: Socket[] = [];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;
  const drain = () => api.app.get(EventPublisher).drain();

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
    advisorUser = await createTestUser(api.app, { roles: ['recepcion'], employee: true });
    advisor = (await loginAs(api.app, advisorUser)).token;
    mechanicUser = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    mechanic = (await loginAs(api.app, mechanicUser)).token;
    partsUser = await createTestUser(api.app, { roles: ['recambios'], employee: true });
    admin = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] })))
      .token;
    noEmployee = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  async function feed(token: string, query: Record<string, string> = {}) {
    const res = await api.http().get('/api/notifications').query(query).set(as(token)).expect(200);
    return res.body.data as NotificationPage;
  }

  /** An order opened by the advisor, assigned to the mechanic. */
  async function assignedOrder(): Promise<WorkOrderDetail> {
    const order = await openFleetOrder(api, advisor, {
      title: 'Cambio de embrague',
      estimate_decision: 'accepted',
      assigned_employee_id: mechanicUser.employeeId,
    });
    await drain();
    return order;
  }

  const socketOf = (token: string) => openSocket(api.url, token, sockets);
  const waitFor = waitForItem;

  describe('rules on work-order events', () => {
    it('tells the mechanic an order was assigned to them, pushed live and kept for a refetch', async () => {
      const socket = await socketOf(mechanic);
      const pushed: Notification[] = [];
      socket.on('notification.created', (payload: Notification) => pushed.push(payload));
      const order = await assignedOrder();

      const live = await waitFor(pushed, (n) => n.link === `/orders/${order.id}`, 'push');
      expect(live).toMatchObject({
        type: 'work_order_assigned',
        priority: 'high',
        title: `Orden ${order.number} asignada`,
        is_read: false,
        employee_id: mechanicUser.employeeId,
      });
      expect(live.message).toContain('Cambio de embrague');

      // A client that was offline gets it by refetching.
      socket.disconnect();
      const second = await assignedOrder();
      const page = await feed(mechanic, { employee_id: mechanicUser.employeeId! });
      expect(page.data.map((n) => n.link)).toEqual(
        expect.arrayContaining([`/orders/${order.id}`, `/orders/${second.id}`]),
      );
      expect(page.summary.unread).toBeGreaterThanOrEqual(2);
      // The advisor made the change: not told about their own action.
      expect((await feed(advisor)).data.some((n) => n.link === `/orders/${order.id}`)).toBe(false);
    });

    it('tells the advisor when the mechanic moves or completes the order, once per change', async () => {
      const order = await assignedOrder();
      const started = await api
        .http()
        .put(`/api/work-orders/${order.id}`)
        .set(as(mechanic))
        .send({
          status: 'in_progress',
          diagnosis: 'Disco de embrague gastado',
          version: order.version,
        })
        .expect(200);
      await drain();
      const mine = (await feed(advisor)).data.filter((n) => n.link === `/orders/${order.id}`);
      // The edit and the status move of one PUT are one notification.
      expect(mine).toHaveLength(1);
      expect(mine[0].type).toBe('work_order_updated');
      expect(`${mine[0].title} ${mine[0].message}`).toMatch(/en curso/);
      expect(mine[0].message).toContain('diagnóstico');

      const current = started.body.data as WorkOrderDetail;
      for (const line of current.items) {
        await api
          .http()
          .put(`/api/work-order-items/${line.id}`)
          .set(as(mechanic))
          .send({ finished: true });
      }
      const latest = (await api.http().get(`/api/work-orders/${order.id}`).set(as(mechanic))).body
        .data as WorkOrderDetail;
      await api
        .http()
        .put(`/api/work-orders/${order.id}`)
        .set(as(mechanic))
        .send({ status: 'completed', odometer_out_km: 10, version: latest.version })
        .expect(200);
      await drain();
      const completed = (await feed(advisor)).data.filter(
        (n) => n.link === `/orders/${order.id}` && n.type === 'work_order_completed',
      );
      expect(completed).toHaveLength(1);
      expect(completed[0].message).toContain('listo para entregar');
    });

    it('follows the rules an administrator edits: off, other priority, recipients by role', async () => {
      const { rules, roles } = (
        await api.http().get('/api/notification-rules').set(as(admin)).expect(200)
      ).body.data as { rules: NotificationRule[]; roles: { name: string }[] };
      expect(rules.map((r) => r.type)).toEqual([...NOTIFICATION_TYPES]);
      expect(roles.map((r) => r.name)).toContain('recambios');
      const assigned = rules.find((r) => r.type === 'work_order_assigned')!;
      expect(assigned).toMatchObject({ enabled: true, priority: 'high', available: true });

      const changed = (
        await api
          .http()
          .put('/api/notification-rules/work_order_assigned')
          .set(as(admin))
          .send({
            enabled: true,
            priority: 'urgent',
            recipients: { assignee: true, advisor: false, roles: ['recambios'] },
            version: assigned.version,
          })
          .expect(200)
      ).body.data as NotificationRule;
      expect(changed).toMatchObject({ priority: 'urgent', recipients: { roles: ['recambios'] } });
      const order = await assignedOrder();
      const parts = (await loginAs(api.app, partsUser)).token;
      const partsCopy = (await feed(parts)).data.find((n) => n.link === `/orders/${order.id}`);
      expect(partsCopy).toMatchObject({ type: 'work_order_assigned', priority: 'urgent' });
      expect((await feed(mechanic)).summary.urgent).toBeGreaterThanOrEqual(1);

      // A stale version is refused; switched off, nothing is sent.
      const fields = { priority: changed.priority, recipients: changed.recipients };
      await api
        .http()
        .put('/api/notification-rules/work_order_assigned')
        .set(as(admin))
        .send({ ...fields, enabled: true, version: assigned.version })
        .expect(409);
      const off = (
        await api
          .http()
          .put('/api/notification-rules/work_order_assigned')
          .set(as(admin))
          .send({ ...fields, enabled: false, version: changed.version })
          .expect(200)
      ).body.data as NotificationRule;
      const silent = await assignedOrder();
      expect((await feed(mechanic)).data.some((n) => n.link === `/orders/${silent.id}`)).toBe(
        false,
      );
      await api
        .http()
        .put('/api/notification-rules/work_order_assigned')
        .set(as(admin))
        .send({
          enabled: true,
          priority: 'high',
          recipients: { assignee: true, advisor: false, roles: [] },
          version: off.version,
        })
        .expect(200);
    });

    it('guards the rules: 401, 403, 404 for an unknown type, 400 for bad fields', async () => {
      await api.http().get('/api/notification-rules').expect(401);
      await api.http().get('/api/notification-rules').set(as(advisor)).expect(403);
      const valid = {
        enabled: true,
        priority: 'normal',
        recipients: { assignee: false, advisor: true, roles: [] },
        version: 0,
      };
      await api
        .http()
        .put('/api/notification-rules/work_order_updated')
        .set(as(advisor))
        .send(valid)
        .expect(403);
      await api
        .http()
        .put('/api/notification-rules/no_such_type')
        .set(as(admin))
        .send(valid)
        .expect(404);
      const bad = await api
        .http()
        .put('/api/notification-rules/work_order_updated')
        .set(as(admin))
        .send({ ...valid, priority: 'máxima', recipients: { ...valid.recipients, roles: 'x' } })
        .expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['priority', 'recipients.roles']),
      );
      const unknownRole = await api
        .http()
        .put('/api/notification-rules/work_order_updated')
        .set(as(admin))
        .send({ ...valid, recipients: { ...valid.recipients, roles: ['astronauta'] } })
        .expect(400);
      expect(unknownRole.body.message).toBeTruthy();
      expect(unknownRole.body.details[0].message).toContain('astronauta');
    });
  });

  describe('reading, marking and deleting', () => {
    it('marks one read, all read and deletes, each pushed to the owner’s other screens', async () => {
      await assignedOrder();
      await assignedOrder();
      const socket = await socketOf(mechanic);
      const updates: NotificationUpdatedPayload[] = [];
      socket.on('notification.updated', (payload: NotificationUpdatedPayload) =>
        updates.push(payload),
      );
      const before = await feed(mechanic, { status: 'unread' });
      expect(before.data.every((n) => !n.is_read)).toBe(true);
      const [first] = before.data;

      const marked = await api
        .http()
        .patch(`/api/notifications/${first.id}`)
        .set(as(mechanic))
        .send({ read: true })
        .expect(200);
      expect(marked.body.data).toEqual({ id: first.id, is_read: true });
      await waitFor(updates, (u) => u.change === 'read' && u.id === first.id, 'read push');
      const afterOne = await feed(mechanic);
      expect(afterOne.data.find((n) => n.id === first.id)).toMatchObject({ is_read: true });
      expect(afterOne.summary.unread).toBe(before.summary.unread - 1);

      const all = await api
        .http()
        .patch('/api/notifications/mark-all')
        .set(as(mechanic))
        .expect(200);
      expect(all.body.data.marked).toBe(before.summary.unread - 1);
      await waitFor(updates, (u) => u.change === 'read_all', 'read_all push');
      expect((await feed(mechanic)).summary).toMatchObject({ unread: 0, urgent: 0 });
      expect((await feed(mechanic, { status: 'unread' })).data).toEqual([]);

      await api.http().delete(`/api/notifications/${first.id}`).set(as(mechanic)).expect(200);
      await waitFor(updates, (u) => u.change === 'deleted' && u.id === first.id, 'delete push');
      expect((await feed(mechanic)).data.some((n) => n.id === first.id)).toBe(false);
      await api.http().delete(`/api/notifications/${first.id}`).set(as(mechanic)).expect(404);
    });

    it('shows, marks and deletes only one’s own notifications (404 for anyone else’s)', async () => {
      const order = await assignedOrder();
      const theirs = (await feed(mechanic)).data.find((n) => n.link === `/orders/${order.id}`)!;
      const other = (await loginAs(api.app, partsUser)).token;
      await api
        .http()
        .patch(`/api/notifications/${theirs.id}`)
        .set(as(other))
        .send({ read: true })
        .expect(404);
      await api.http().delete(`/api/notifications/${theirs.id}`).set(as(other)).expect(404);
      await api
        .http()
        .get('/api/notifications')
        .query({ employee_id: mechanicUser.employeeId! })
        .set(as(other))
        .expect(404);
      expect((await feed(mechanic)).data.find((n) => n.id === theirs.id)?.is_read).toBe(false);
      // No employee record: no feed.
      const none = await api.http().get('/api/notifications').set(as(noEmployee)).expect(404);
      expect(none.body.message).toBe('No se encontró el ID del empleado.');
    });

    it('answers 401 without a token, 404 for an unknown one and 400 for a bad body or query', async () => {
      await api.http().get('/api/notifications').expect(401);
      await api.http().patch(`/api/notifications/${MISSING}`).send({ read: true }).expect(401);
      await api.http().patch('/api/notifications/mark-all').expect(401);
      await api.http().delete(`/api/notifications/${MISSING}`).expect(401);
      await api
        .http()
        .patch(`/api/notifications/${MISSING}`)
        .set(as(mechanic))
        .send({ read: true })
        .expect(404);
      const bad = await api
        .http()
        .patch(`/api/notifications/${MISSING}`)
        .set(as(mechanic))
        .send({ read: false })
        .expect(400);
      expect(bad.body.details[0].field).toBe('read');
      const badQuery = await api
        .http()
        .get('/api/notifications')
        .query({ status: 'leídas', limit: 500 })
        .set(as(mechanic))
        .expect(400);
      expect(badQuery.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'limit',
        'status',
      ]);
    });
  });

  describe('sent by an administrator', () => {
    it('reaches the named employees and a role’s, live', async () => {
      const socket = await socketOf(mechanic);
      const pushed: Notification[] = [];
      socket.on('notification.created', (payload: Notification) => pushed.push(payload));
      const title = `Corte de luz ${freshWord()}`;
      const res = await api
        .http()
        .post('/api/notifications')
        .set(as(admin))
        .send({
          employee_id: mechanicUser.employeeId,
          roles: ['recambios'],
          title,
          message: 'El taller cierra a las 15:00 el viernes.',
          type: 'system_maintenance',
          priority: 'urgent',
        })
        .expect(201);
      const created = res.body.data as Notification[];
      expect(created.map((n) => n.employee_id)).toEqual(
        expect.arrayContaining([mechanicUser.employeeId, partsUser.employeeId]),
      );
      expect(await waitFor(pushed, (n) => n.title === title, 'admin push')).toMatchObject({
        type: 'system_maintenance',
        priority: 'urgent',
      });
    });

    it('refuses others (403), unknown employees (404) and bad fields (400)', async () => {
      const body = { employee_id: mechanicUser.employeeId, title: 'Aviso', message: 'Texto' };
      await api.http().post('/api/notifications').send(body).expect(401);
      await api.http().post('/api/notifications').set(as(advisor)).send(body).expect(403);
      await api
        .http()
        .post('/api/notifications')
        .set(as(admin))
        .send({ ...body, employee_id: MISSING })
        .expect(404);
      const bad = await api
        .http()
        .post('/api/notifications')
        .set(as(admin))
        .send({ ...body, title: '', type: 'otro', link: 'https://fuera.example' })
        .expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'link',
        'title',
        'type',
      ]);
      const nobody = await api
        .http()
        .post('/api/notifications')
        .set(as(admin))
        .send({ title: 'Aviso', message: 'Texto' })
        .expect(400);
      expect(nobody.body.details[0].field).toBe('employee_ids');
    });
  });

  it('purges read notifications older than the retention, keeping the unread', async () => {
    const employee = mechanicUser.employeeId!;
    const [oldRead] = await sql<{ id: string }[]>(
      `insert into notification (id, employee_id, type, priority, title, message, read_at, created_at)
       values (gen_random_uuid(), ?, 'system_alert', 'normal', 'Antigua leída', 'x',
               now() - interval '40 days', now() - interval '41 days') returning id`,
      [employee],
    );
    const [oldUnread] = await sql<{ id: string }[]>(
      `insert into notification (id, employee_id, type, priority, title, message, created_at)
       values (gen_random_uuid(), ?, 'system_alert', 'normal', 'Antigua sin leer', 'x',
               now() - interval '41 days') returning id`,
      [employee],
    );
    const purged = await api.app
      .get(PurgeReadNotificationsTask)
      .run(api.app.get(MikroORM).em.fork() as EntityManager, new Date());
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await sql<{ id: string }[]>('select id from notification where id in (?, ?)', [
      oldRead.id,
      oldUnread.id,
    ]);
    expect(left.map((row) => row.id)).toEqual([oldUnread.id]);
  });
});
