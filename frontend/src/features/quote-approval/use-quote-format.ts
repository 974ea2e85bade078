import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatEurFromCents } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';

export interface QuoteFormat {
  /** Cents as EUR, es-ES in both languages: "1.234,56 €". */
  money: (cents: number) => string;
  /** Hours or units with up to three decimals: "1,5". */
  quantity: (value: number) => string;
  /** "21 %". */
  percent: (value: number) => string;
  /** A calendar day (YYYY-MM-DD): "31/03/2027". */
  day: (isoDate: string) => string;
  /** A moment in Madrid: "31 mar 2027, 10:30". */
  dateTime: (iso: string) => string;
  km: (value: number) => string;
  t: (id: string, values?: Record<string, string | number>) => string;
}

/** The quote's figures, dates and texts in the page's language. */
export function useQuoteFormat(): QuoteFormat {
  const intl = useIntl();
  const screen = useScreenFormat();
  return useMemo(() => {
    const quantityFormat = new Intl.NumberFormat(screen.tag, { maximumFractionDigits: 3 });
    const percentFormat = new Intl.NumberFormat(screen.tag, { maximumFractionDigits: 2 });
    return {
      money: (cents) => formatEurFromCents(cents),
      quantity: (value) => quantityFormat.format(value),
      percent: (value) => `${percentFormat.format(value)} %`,
      day: screen.day,
      dateTime: screen.dateTime,
      km: screen.km,
      t: (id, values) => intl.formatMessage({ id }, values),
    };
  }, [intl, screen]);
}
