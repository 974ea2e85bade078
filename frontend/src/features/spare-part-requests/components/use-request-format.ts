import type { PartUnit } from '@px/contracts';
import { useMemo } from 'react';
import { formatWorkOrderRelativeTime } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import { formatQuantity } from '../model';

export interface RequestFormat {
  /** 4 ud. / 2,5 l */
  quantity: (value: number, unit: PartUnit) => string;
  /** "hace 5 minutos" */
  ago: (iso: string) => string;
  /** "31 mar 2027, 10:30" (Madrid) */
  dateTime: (iso: string) => string;
}

/** The quantities and times of the requests screens, in the interface language. */
export function useRequestFormat(): RequestFormat {
  const format = useScreenFormat();
  return useMemo(
    () => ({
      quantity: (value, unit) => formatQuantity(value, unit, format.locale),
      ago: (iso) => formatWorkOrderRelativeTime(iso, { locale: format.locale }),
      dateTime: format.dateTime,
    }),
    [format],
  );
}
