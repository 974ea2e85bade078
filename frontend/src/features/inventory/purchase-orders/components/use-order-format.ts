import type { PartUnit, PurchaseOrderStatus } from '@px/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatEurFromCents } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import { statusMessageId, unitMessageId } from '../model';

export interface OrderFormat {
  /** Cents as EUR, es-ES in both languages: "1.234,56 €". */
  money: (cents: number) => string;
  /** 4 → "4 ud.", 2.5 l → "2,5 l" (es) / "2.5 l" (en). */
  quantity: (value: number, unit: PartUnit) => string;
  /** A plain quantity: "1.234,5". */
  amount: (value: number) => string;
  unit: (unit: PartUnit) => string;
  /** A calendar day (YYYY-MM-DD): "31/03/2027". */
  day: (isoDate: string) => string;
  /** A moment as a date in Madrid: "31/03/2027". */
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  status: (status: PurchaseOrderStatus) => string;
}

/** The purchase orders' money, quantities, dates and labels in the interface language. */
export function useOrderFormat(): OrderFormat {
  const intl = useIntl();
  const screen = useScreenFormat();
  return useMemo(() => {
    const amountFormat = new Intl.NumberFormat(screen.tag, {
      maximumFractionDigits: 3,
      useGrouping: 'always',
    });
    const amount = (value: number) => amountFormat.format(Number.isFinite(value) ? value : 0);
    const unit = (value: PartUnit) => intl.formatMessage({ id: unitMessageId(value) });
    return {
      money: (cents) => formatEurFromCents(cents),
      quantity: (value, of) => `${amount(value)} ${unit(of)}`,
      amount,
      unit,
      day: screen.day,
      date: screen.date,
      dateTime: screen.dateTime,
      status: (status) => intl.formatMessage({ id: statusMessageId(status) }),
    };
  }, [intl, screen]);
}
