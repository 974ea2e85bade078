import {
  REALTIME_NAMESPACE,
  REALTIME_PATH,
  type RealtimeEventName,
  type RealtimeServerEvents,
} from '@px/contracts';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken, refreshAccessToken } from '@/shared/api';
import { appEvents } from '@/shared/events';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

type Listener<E extends RealtimeEventName> = (payload: RealtimeServerEvents[E]) => void;

/** How long to wait before trying again after the server refused the token. */
const RETRY_AFTER_REFUSAL_MS = 5_000;

/**
 * The one Socket.IO connection of the SPA (DESIGN §5): namespace /realtime, the access token in
 * the handshake (read again on every reconnection, so a refreshed token is used). Screens subscribe
 * with `on`; `onReconnect` tells them to refetch what they may have missed while offline.
 */
class RealtimeClient {
  private socket: Socket | null = null;
  private status: RealtimeStatus = 'disconnected';
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private everConnected = false;

  /** Opens the connection if there is a session and it is not open yet. */
  start(): void {
    if (this.socket || !getAccessToken()) return;
    const socket = io(REALTIME_NAMESPACE, {
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
      auth: (callback) => callback({ token: getAccessToken() ?? '' }),
    });
    this.socket = socket;
    this.setStatus('connecting');
    socket.on('realtime.ready', () => {
      this.setStatus('connected');
      if (this.everConnected) this.reconnectListeners.forEach((listener) => listener());
      this.everConnected = true;
    });
    socket.on('disconnect', (reason) => {
      this.setStatus('disconnected');
      // The server closes sockets whose token it refuses: refresh it, then try again.
      if (reason === 'io server disconnect') this.retryWithFreshToken();
    });
    socket.io.on('reconnect_attempt', () => this.setStatus('connecting'));
  }

  private retryWithFreshToken(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      void refreshAccessToken().then((token) => {
        if (token && this.socket) this.socket.connect();
      });
    }, RETRY_AFTER_REFUSAL_MS);
  }

  /** Closes the connection (logout). */
  stop(): void {
    clearTimeout(this.retryTimer);
    this.socket?.removeAllListeners();
    this.socket?.io.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.everConnected = false;
    this.setStatus('disconnected');
  }

  on<E extends RealtimeEventName>(event: E, listener: Listener<E>): () => void {
    this.start();
    const socket = this.socket;
    if (!socket) return () => undefined;
    socket.on(event as string, listener as (...args: unknown[]) => void);
    return () => socket.off(event as string, listener as (...args: unknown[]) => void);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.statusListeners.forEach((listener) => listener(status));
  }
}

export const realtime = new RealtimeClient();
appEvents.on('signed-out', () => realtime.stop());
