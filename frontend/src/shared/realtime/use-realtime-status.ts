import { useEffect, useState } from 'react';
import { realtime, type RealtimeStatus } from './realtime-client';

/** The live state of the one Socket.IO connection (SPEC §4 "Feed connection"), for status dots. */
export function useRealtimeStatus(): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  useEffect(() => {
    const off = realtime.onStatus(setStatus);
    return () => {
      off();
    };
  }, []);
  return status;
}
