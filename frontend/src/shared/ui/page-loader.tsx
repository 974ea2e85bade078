import { Flex, Spin, Typography } from 'antd';

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
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
