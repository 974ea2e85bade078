import { io, type Socket } from 'socket.io-client';
import { REALTIME_NAMESPACE, REALTIME_PATH, type RealtimeErrorPayload } from '../../libs/contracts/src';
import { type TestApi, startTestApi } from './support/test-api';

function connect(url: string, auth?: Record<string, string>): Socket {
  return io(`${url}${REALTIME_NAMESPACE}`, { path: REALTIME_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
}

function outcome(socket: Socket): Promise<{ error: RealtimeErrorPayload | null; reason: string; ready: boolean }> {
  return new Promise((resolve) => {
    let error: RealtimeErrorPayload | null = null;
    let ready = false;
    socket.on('realtime.error', (payload: RealtimeErrorPayload) => (error = payload));
    socket.on('realtime.ready', () => (ready = true));
    socket.on('disconnect', (reason) => resolve({ error, reason, ready }));
    socket.on('connect_error', (err) => resolve({ error, reason: `connect_error: ${err.message}`, ready }));
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
    expect(result.error).toEqual({ code: 'UNAUTHORIZED', message: expect.stringContaining('inicia sesión') });
  });

  it('refuses a handshake whose token is not valid', async () => {
    const socket = connect(api.url, { token: 'Bearer not-a-real-token' });
    const result = await outcome(socket);
    expect(result.ready).toBe(false);
    expect(result.reason).toBe('io server disconnect');
    expect(result.error?.code).toBe('UNAUTHORIZED');
  });
});
