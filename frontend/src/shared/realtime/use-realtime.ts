import type { RealtimeEventName, RealtimeServerEvents } from '@px/contracts';
import { useEffect, useRef } from 'react';
import { realtime } from './realtime-client';

/**
 * Calls `handler` for every push of `event` while the component is mounted, and `onReconnect`
 * after the connection comes back (to refetch what a missed push would have said).
 */
export function useRealtimeEvent<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeServerEvents[E]) => void,
  onReconnect?: () => void,
  enabled = true,
): void {
  const handlerRef = useRef(handler);
  const reconnectRef = useRef(onReconnect);
  handlerRef.current = handler;
  reconnectRef.current = onReconnect;
  useEffect(() => {
    if (!enabled) return undefined;
    const off = realtime.on(event, (payload) => handlerRef.current(payload));
    const offReconnect = realtime.onReconnect(() => reconnectRef.current?.());
    return () => {
      off();
      offReconnect();
    };
  }, [event, enabled]);
}
