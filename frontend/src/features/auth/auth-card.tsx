import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { PlainText, PlainTitle, StatusSurface } from '@/shared/ui';

/**
 * The centred card of the login, register and change-password screens (a StatusSurface: antd's Card
 * would add its tabs and skeleton code to the first page).
 */
export function AuthCard({
  title,
  subtitle,
  children,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" align="center" className="px-centered-page">
      <StatusSurface className="px-auth-card" data-testid={testId}>
        <Flex vertical gap={4} style={{ marginBottom: 24 }}>
          <PlainTitle level={1} style={{ fontSize: token.fontSizeHeading3 }}>
            {title}
          </PlainTitle>
          {subtitle && <PlainText tone="secondary">{subtitle}</PlainText>}
        </Flex>
        {children}
      </StatusSurface>
    </Flex>
  );
}
