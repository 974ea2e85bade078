import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';

export interface CertificateFormat {
  /** A moment with its time in Madrid: "31 mar 2027, 10:30". */
  dateTime: (iso: string) => string;
  /** A count, always grouped: "1.500". */
  number: (value: number) => string;
  /** A message of the screen. */
  t: (id: string, values?: Record<string, string | number>) => string;
}

/** The screen's dates, counts and texts in the interface language. */
export function useCertificateFormat(): CertificateFormat {
  const intl = useIntl();
  const screen = useScreenFormat();
  return useMemo(
    () => ({
      dateTime: screen.dateTime,
      number: screen.number,
      t: (id, values) => intl.formatMessage({ id }, values),
    }),
    [intl, screen],
  );
}
