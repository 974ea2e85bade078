import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Cards of one row stretch to the tallest. */
export const FILL = { height: '100%' } as const;

/** A label over its value, or a muted dash when empty. */
export function Field({
  label,
  children,
  style,
}: {
  label: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Flex vertical gap={0} style={style}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}
