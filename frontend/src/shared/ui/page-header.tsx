import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab title when `title` is not plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Parent pages, e.g. [{ label: 'Clientes', to: '/customers' }]. */
  breadcrumb?: { label: string; to?: string }[];
  /** Actions on the right; they wrap under the title on a narrow tablet. */
  extra?: ReactNode;
}

/** The heading of a screen inside the shell: breadcrumb, title, subtitle and actions. */
export function PageHeader({ title, documentTitle, subtitle, breadcrumb, extra }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 && (
        <Breadcrumb
          items={breadcrumb.map((item) => ({
            title: item.to ? <Link to={item.to}>{item.label}</Link> : item.label,
          }))}
        />
      )}
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Flex>
        {extra && (
          <Flex wrap gap={8} align="center">
            {extra}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
