import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_NAMESPACE,
  REALTIME_PATH,
  type RealtimeErrorPayload,
} from '../../libs/contracts/src';
import { RealtimePush } from '../../libs/platform/src';
import { FixedTokenAuthenticator } from '../fixtures/fixed-token-authenticator';
import { type TestApi, startTestApi } from './support/test-api';
import { startTestPlatform } from './support/test-platform';

function connect(url: string, auth?: Record<string, string>): Socket {
  return io(`${url}${REALTIME_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
}

function outcome(
  socket: Socket,
): Promise<{ error: RealtimeErrorPayload | null; reason: string; ready: boolean }> {
  return new Promise((resolve) => {
    let error: RealtimeErrorPayload | null = null;
    let ready = false;
    socket.on('realtime.error', (payload: RealtimeErrorPayload) => (error = payload));
    socket.on('realtime.ready', () => (ready = true));
    socket.on('disconnect', (reason) => resolve({ error, reason, ready }));
    socket.on('connect_error', (err) =>
      resolve({ error, reason: `connect_error: ${err.message}`, ready }),
    );
  });
}

describe('Realtime gateway (/realtime)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
  });
  afterAll(() => api.close());

  it('refuses a handshake without a token', async () => {
    const socket = connect(api.url);
    const result = await outcome(socket);
    expect(result.ready).toBe(false);
    expect(result.reason).toBe('io server disconnect');
    expect(result.error).toEqual({
      code: 'UNAUTHORIZED',
      message: expect.stringContaining('inicia sesión'),
    });
  });

  it('refuses a handshake whose token is not valid', async () => {
    const socket = connect(api.url, { token: 'Bearer not-a-real-token' });
    const result = await outcome(socket);
    expect(result.ready).toBe(false);
    expect(result.reason).toBe('io server disconnect');
    expect(result.error?.code).toBe('UNAUTHORIZED');
  });
});

describe('Realtime push from another process through Redis', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startTestPlatform>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startTestApi({ listen: true, realtimeAuthenticator: FixedTokenAuthenticator });
    worker = await startTestPlatform([]);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await worker.close();
    await api.close();
  });

  async function ready(token: string): Promise<{ socket: Socket; rooms: string[] }> {
    const socket = connect(api.url, { token });
    sockets.push(socket);
    const rooms = await new Promise<string[]>((resolve, reject) => {
      socket.once('realtime.ready', (payload: { rooms: string[] }) => resolve(payload.rooms));
      socket.once('disconnect', (reason) => reject(new Error(reason)));
    });
    return { socket, rooms };
  }

  it('joins an authenticated socket to its user, session, employee and admin rooms', async () => {
    expect((await ready('token-ana')).rooms).toEqual([
      'everyone',
      'user:u-ana',
      'session:s-ana',
      'employee:e-ana',
    ]);
    expect((await ready('token-luis')).rooms).toEqual([
      'everyone',
      'user:u-luis',
      'session:s-luis',
      'employee:e-luis',
      'admin',
      // The module rooms an administrator reads (every permission): work orders, appointments,
      // deposit receipts, the inventory.
      'work-orders',
      'appointments',
      'receipts',
      'inventory',
    ]);
  });

  it('delivers a push from a worker-side process only to the sockets in the room', async () => {
    const ana = await ready('token-ana');
    const luis = await ready('token-luis');
    const luisReceived: unknown[] = [];
    luis.socket.on('domain_event', (payload) => luisReceived.push(payload));
    const received = new Promise((resolve) => ana.socket.once('domain_event', resolve));

    const payload = {
      id: 'evt-1',
      type: 'WorkOrderAssigned',
      aggregate_type: 'work_order',
      aggregate_id: 'wo-1',
      occurred_at: new Date(0).toISOString(),
    };
    const push = worker.module.get(RealtimePush);
    // The worker's Redis connection may still be opening: retry until the push is accepted.
    for (let i = 0; i < 50 && !push.toRoom('employee:e-ana', 'domain_event', payload); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await received).toEqual(payload);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(luisReceived).toEqual([]);
  });
});
