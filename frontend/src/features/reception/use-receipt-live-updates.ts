import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { receiptKeys } from './api';

/** Pushes arriving within this window cost one refetch (a reception sends several at once). */
const COALESCE_MS = 250;

/**
 * Keeps the deposit receipts screens live: each receipt.changed push (room `receipts`: another
 * desk received a car, marked one ready or delivered it), and every reconnection, refetches the
 * open list and receipt.
 */
export function useReceiptLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
      COALESCE_MS,
    );
  };
  useRealtimeEvent('receipt.changed', refetch, refetch, true);
}
