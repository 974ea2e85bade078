import { Flex, Spin } from 'antd';
import { PlainText } from './plain-typography';

/** The placeholder shown while a lazily loaded screen's code arrives. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      style={{ minHeight: '40vh', width: '100%' }}
      role="status"
      aria-live="polite"
      data-testid="page-loader"
    >
      <Spin size="large" />
      <PlainText tone="secondary">{label}</PlainText>
    </Flex>
  );
}
