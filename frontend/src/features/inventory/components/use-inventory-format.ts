import type { PartCategory, PartUnit, StockMovementKind } from '@px/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatEurFromCents } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import {
  categoryMessageId,
  formatAmount,
  formatSignedAmount,
  movementMessageId,
  unitMessageId,
} from '../model';

export interface InventoryFormat {
  /** 1234.5 → "1.234,5" */
  amount: (value: number) => string;
  /** 4 → "4 ud.", 2.5 l → "2,5 l" */
  quantity: (value: number, unit: PartUnit) => string;
  /** +10 / −2,5 (the sign always written) */
  signed: (value: number) => string;
  /** Cents as EUR, es-ES in both languages: "1.234,56 €" */
  money: (cents: number) => string;
  /** A moment in Madrid: "31 mar 2027, 10:30" */
  dateTime: (iso: string) => string;
  category: (category: PartCategory) => string;
  unit: (unit: PartUnit) => string;
  movement: (kind: StockMovementKind) => string;
}

/** The inventory screen's numbers, money, dates and labels in the interface language. */
export function useInventoryFormat(): InventoryFormat {
  const intl = useIntl();
  const format = useScreenFormat();
  return useMemo(() => {
    const unit = (value: PartUnit) => intl.formatMessage({ id: unitMessageId(value) });
    return {
      amount: (value) => formatAmount(value, format.locale),
      quantity: (value, of) => `${formatAmount(value, format.locale)} ${unit(of)}`,
      signed: (value) => formatSignedAmount(value, format.locale),
      money: (cents) => formatEurFromCents(cents),
      dateTime: format.dateTime,
      category: (category) => intl.formatMessage({ id: categoryMessageId(category) }),
      unit,
      movement: (kind) => intl.formatMessage({ id: movementMessageId(kind) }),
    };
  }, [intl, format]);
}
