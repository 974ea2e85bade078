import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { partKeys } from './api';

/** Pushes arriving within this window cost one refetch (an import or a receipt sends many). */
const COALESCE_MS = 250;

/**
 * Keeps /inventory live: each inventory.changed push (room `inventory`: another desk adjusted
 * stock, an order consumed or reserved a part, a purchase order was received, a request was
 * served) and every reconnection refetches the parts table, the opened part and its ledger.
 */
export function useInventoryLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: partKeys.all }),
      COALESCE_MS,
    );
  };
  // Every kind moves stock: a request served or a purchase order received changes on hand, on
  // order or reserved.
  useRealtimeEvent('inventory.changed', refetch, refetch, true);
}
