import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { partKeys } from '@/features/inventory';
import { useRealtimeEvent } from '@/shared/realtime';
import { sparePartKeys } from './api';

/** Pushes arriving within this window cost one refetch (a receipt moves several at once). */
const COALESCE_MS = 250;
const STOCK_KEY = sparePartKeys.stock('').slice(0, 2);
const PART_KEY = sparePartKeys.part('').slice(0, 2);

/**
 * Keeps the requests screens live: each inventory.changed push about a request (to the parts
 * desk's `inventory` room, and to the requester's own room) or about stock, and every
 * reconnection, refetches the open lists, the opened request and the orders' stock.
 */
export function useSparePartLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the pending refetch is of everything, or only of what shows stock. */
  const everything = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = (all: boolean) => {
    everything.current ||= all;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const keys = everything.current
        ? [sparePartKeys.all]
        : [STOCK_KEY, partKeys.searches, PART_KEY];
      everything.current = false;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, COALESCE_MS);
  };
  useRealtimeEvent(
    'inventory.changed',
    (payload) => {
      if (payload.kind === 'spare_part_request') refetch(true);
      else if (payload.kind === 'part') refetch(false);
    },
    () => refetch(true),
  );
}
