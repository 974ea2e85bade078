import { ClearOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme } from 'antd';
import { PlainText } from './plain-typography';
import type { ReactNode } from 'react';

export interface ListEmptyProps {
  /** Whether filters hide the rows (then the way out is clearing them). */
  filtered: boolean;
  /** The list's own icon for "nothing yet". */
  icon: ReactNode;
  /** "Todavía no hay presupuestos." and what to do about it. */
  text: string;
  hint: string;
  /** The first record's button (e.g. "Nuevo presupuesto"), when the user may create one. */
  action?: ReactNode;
  /** "Ningún presupuesto coincide con los filtros." */
  filteredText: string;
  clearLabel: string;
  onClear: () => void;
  /** `${prefix}-empty` and `${prefix}-no-matches`. */
  testIdPrefix: string;
}

/** A list's empty state: nothing yet (with the first step), or nothing matching its filters. */
export function ListEmpty({
  filtered,
  icon,
  text,
  hint,
  action,
  filteredText,
  clearLabel,
  onClear,
  testIdPrefix,
}: ListEmptyProps) {
  const { token } = theme.useToken();
  if (filtered) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filteredText}
        data-testid={`${testIdPrefix}-no-matches`}
      >
        <Button icon={<ClearOutlined aria-hidden />} onClick={onClear}>
          {clearLabel}
        </Button>
      </Empty>
    );
  }
  return (
    <Empty
      image={
        <span aria-hidden style={{ fontSize: 48, color: token.colorTextQuaternary }}>
          {icon}
        </span>
      }
      description={
        <Flex vertical gap={4} align="center">
          <PlainText>{text}</PlainText>
          <PlainText tone="secondary">{hint}</PlainText>
        </Flex>
      }
      data-testid={`${testIdPrefix}-empty`}
    >
      {action}
    </Empty>
  );
}
