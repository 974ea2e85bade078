import { useEffect, useRef, useState } from 'react';
import { CLOCK_REFRESH_INTERVAL } from '@/shared/query-config';
import { useTimeClockStatus } from './api';
import { dayRolledOver } from './model';

/** The client's clock, moving on every second while `active` (standing still otherwise). */
export function useNow(active: boolean, intervalMs = CLOCK_REFRESH_INTERVAL): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/**
 * The worker's status with a clock for its live counters: it ticks every second while working or
 * on a break, and reads the status again once the server's day has moved on past midnight (today's
 * figures start afresh).
 */
export function useLiveTimeClock(enabled = true) {
  const query = useTimeClockStatus(enabled);
  const { data, refetch } = query;
  const live = data?.status === 'working' || data?.status === 'on_break';
  const now = useNow(live);
  const refreshedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!data || !live || refreshedFor.current === data.received_at) return;
    if (dayRolledOver(data, now)) {
      refreshedFor.current = data.received_at;
      void refetch();
    }
  }, [data, live, now, refetch]);

  return { query, now };
}
