import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { purchaseOrderKeys } from './api';

/** Pushes arriving within this window cost one refetch (proposals create several drafts at once). */
const COALESCE_MS = 250;

/**
 * Keeps the "Pedidos" tab live: each inventory.changed push about a purchase order (room
 * `inventory`: another desk created, edited, sent, received or cancelled one, or ordered a
 * mechanic's request onto a draft), and every reconnection, refetches the list and the open order.
 */
export function usePurchaseOrderLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
      COALESCE_MS,
    );
  };
  useRealtimeEvent(
    'inventory.changed',
    (payload) => {
      if (payload.kind === 'purchase_order') refetch();
    },
    refetch,
    true,
  );
}
