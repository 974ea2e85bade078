import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatEurFromCents } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';

export interface DocumentFormat {
  /** Cents as EUR, es-ES in both languages: "1.234,56 €". */
  money: (cents: number) => string;
  /** A quantity with up to three decimals: "1,5" (es) / "1.5" (en). */
  quantity: (value: number) => string;
  /** A rate or discount: "21 %", "12,5 %". */
  percent: (value: number) => string;
  /** A calendar day (YYYY-MM-DD): "31/03/2027". */
  day: (isoDate: string) => string;
  /** A moment with its time in Madrid: "31 mar 2027, 10:30". */
  dateTime: (iso: string) => string;
  /** Kilometres, always grouped: "125.400 km". */
  km: (value: number) => string;
  /** A message of the screen. */
  t: (id: string, values?: Record<string, string | number>) => string;
}

/**
 * How quotes and invoices write money, quantities, rates, dates and texts in the interface
 * language (the two documents are read side by side: they must print figures alike).
 */
export function useDocumentFormat(): DocumentFormat {
  const intl = useIntl();
  const screen = useScreenFormat();
  return useMemo(() => {
    const quantityFormat = new Intl.NumberFormat(screen.tag, {
      maximumFractionDigits: 3,
      useGrouping: 'always',
    });
    const percentFormat = new Intl.NumberFormat(screen.tag, { maximumFractionDigits: 2 });
    return {
      money: (cents) => formatEurFromCents(cents),
      quantity: (value) => quantityFormat.format(Number.isFinite(value) ? value : 0),
      percent: (value) => `${percentFormat.format(Number.isFinite(value) ? value : 0)} %`,
      day: screen.day,
      dateTime: screen.dateTime,
      km: screen.km,
      t: (id, values) => intl.formatMessage({ id }, values),
    };
  }, [intl, screen]);
}
