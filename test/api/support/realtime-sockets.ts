import { io, type Socket } from 'socket.io-client';
import { REALTIME_NAMESPACE, REALTIME_PATH } from '../../../libs/contracts/src';

/**
 * A Socket.IO client of the test API, resolved once the server has put it in its rooms
 * (`realtime.ready`). Kept in `sockets` so the suite disconnects them all at the end.
 */
export function openSocket(baseUrl: string, token: string, sockets: Socket[]): Promise<Socket> {
  const socket = io(`${baseUrl}${REALTIME_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('realtime.ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The first of `items` (filled by a push handler) that `found` accepts, within 10 s. */
export function waitForItem<T>(items: T[], found: (item: T) => boolean, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const item = items.find(found);
      if (item) return resolve(item);
      if (Date.now() - started > 10_000) return reject(new Error(`no ${what} within 10 s`));
      setTimeout(check, 25);
    };
    check();
  });
}
