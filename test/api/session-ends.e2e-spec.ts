import { type Socket } from 'socket.io-client';
import { type RealtimeErrorPayload, realtimeRooms } from '../../libs/contracts/src';
import { RealtimePush } from '../../libs/platform/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { openSocket } from './support/realtime-sockets';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * Issue 17: an access token and its sockets stop working the moment their session ends (logout,
 * a replayed refresh token, a deactivation, a new password), not when the token expires; and open
 * sockets follow their user's permissions.
 */
describe('Session ends (access tokens and sockets)', () => {
  let api: TestApi;
  let adminToken: string;
  const sockets: Socket[] = [];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
    adminToken = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] }))
    ).token;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  /** Resolves with the reason the server gave when it closes `socket`. */
  function closedBy(
    socket: Socket,
  ): Promise<{ reason: string; error: RealtimeErrorPayload | null }> {
    return new Promise((resolve) => {
      let error: RealtimeErrorPayload | null = null;
      socket.on('realtime.error', (payload: RealtimeErrorPayload) => (error = payload));
      socket.on('disconnect', (reason) => resolve({ reason, error }));
    });
  }

  it('a logout ends that session’s access token and socket, and only that session', async () => {
    const user = await createTestUser(api.app, { roles: ['mecanico'] });
    const ending = await loginAs(api.app, user);
    const other = await loginAs(api.app, user);
    const endingSocket = await openSocket(api.url, ending.token, sockets);
    const otherSocket = await openSocket(api.url, other.token, sockets);
    const closed = closedBy(endingSocket);
    let otherClosed = false;
    otherSocket.on('disconnect', () => (otherClosed = true));

    await api.http().get('/api/auth/me').set(as(ending.token)).expect(200);
    await api
      .http()
      .post('/api/auth/logout')
      .set('Cookie', ending.cookie)
      .set(as(ending.token))
      .expect(200);

    const me = await api.http().get('/api/auth/me').set(as(ending.token)).expect(401);
    expect(me.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(await closed).toEqual({
      reason: 'io server disconnect',
      error: { code: 'SESSION_ENDED', message: expect.stringContaining('inicia sesión') },
    });
    // The same person's other session (another device) carries on.
    await api.http().get('/api/auth/me').set(as(other.token)).expect(200);
    expect(otherClosed).toBe(false);
    expect(otherSocket.connected).toBe(true);
  });

  it('a logout without the cookie ends the session the bearer token names', async () => {
    const user = await createTestUser(api.app, { roles: ['mecanico'] });
    const { token, cookie } = await loginAs(api.app, user);
    await api.http().post('/api/auth/logout').set(as(token)).expect(200);
    await api.http().get('/api/auth/me').set(as(token)).expect(401);
    // Its refresh token died with it.
    await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
  });

  it('a replayed refresh token ends the access tokens of its whole family', async () => {
    const user = await createTestUser(api.app, { roles: ['mecanico'] });
    const { token, cookie } = await loginAs(api.app, user);
    const rotated = await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    const current = rotated.body.data.accessToken as string;
    await api.http().get('/api/auth/me').set(as(current)).expect(200);

    await api.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);

    await api.http().get('/api/auth/me').set(as(current)).expect(401);
    await api.http().get('/api/auth/me').set(as(token)).expect(401);
  });

  it('a deactivation closes every socket of the user', async () => {
    const user = await createTestUser(api.app, { roles: ['mecanico'] });
    const first = await openSocket(api.url, (await loginAs(api.app, user)).token, sockets);
    const second = await openSocket(api.url, (await loginAs(api.app, user)).token, sockets);
    const closed = Promise.all([closedBy(first), closedBy(second)]);
    await api.http().post(`/api/users/${user.id}/deactivate`).set(as(adminToken)).expect(200);
    for (const outcome of await closed) expect(outcome.error?.code).toBe('SESSION_ENDED');
  });

  it('moves open sockets into and out of the order pushes as the user’s roles change', async () => {
    const roles = (
      await api.http().get('/api/permissions-dynamic/roles').set(as(adminToken)).expect(200)
    ).body.data as { id: string; name: string }[];
    const mechanicRole = roles.find((role) => role.name === 'mecanico');
    const user = await createTestUser(api.app);
    const socket = await openSocket(api.url, (await loginAs(api.app, user)).token, sockets);
    const seen: string[] = [];
    socket.on('work_order.changed', (payload: { id: string }) => seen.push(payload.id));
    const push = api.app.get(RealtimePush);
    /**
     * Pushes a marker to the order readers' room, then one to the user's own room. The second
     * arrives after the first on the same socket, so once it is seen, whether the first was seen
     * says whether the socket is in the order room.
     */
    const inOrderRoom = async (): Promise<boolean> => {
      const marker = `${Date.now()}-${Math.random()}`;
      const payload = (id: string) => ({
        id,
        number: 'WO-000001',
        status: 'open',
        version: 1,
        event: 'WorkOrderUpdated',
        deleted: false,
      });
      push.toRoom(
        realtimeRooms.workOrders,
        'work_order.changed',
        payload(`room-${marker}`) as never,
      );
      push.toRoom(
        realtimeRooms.user(user.id),
        'work_order.changed',
        payload(`own-${marker}`) as never,
      );
      const started = Date.now();
      while (!seen.includes(`own-${marker}`)) {
        if (Date.now() - started > 5_000) throw new Error('the user room push never arrived');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return seen.includes(`room-${marker}`);
    };
    const eventually = async (expected: boolean) => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if ((await inOrderRoom()) === expected) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the socket never ${expected ? 'joined' : 'left'} the order room`);
    };

    expect(await inOrderRoom()).toBe(false);
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${user.id}/roles`)
      .set(as(adminToken))
      .send({ role_ids: [mechanicRole?.id] })
      .expect(200);
    await eventually(true);
    await api
      .http()
      .put(`/api/permissions-dynamic/users/${user.id}/roles`)
      .set(as(adminToken))
      .send({ role_ids: [] })
      .expect(200);
    await eventually(false);
    expect(socket.connected).toBe(true);
  });
});
