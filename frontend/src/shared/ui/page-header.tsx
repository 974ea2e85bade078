import { Flex, theme } from 'antd';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
import { PlainText, PlainTitle } from './plain-typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/hooks';

export interface PageHeaderProps {
  /** The screen's name, or the record's label on a detail page ("WO-000123 · Cambio de aceite"). */
  title: ReactNode;
  /** The browser tab title when `title` is not plain text. */
  documentTitle?: string;
  /** Drawn before the heading (an avatar), outside its accessible name. */
  avatar?: ReactNode;
  /** Drawn after the heading (status and priority tags), outside its accessible name. */
  tags?: ReactNode;
  subtitle?: ReactNode;
  /** Parent pages, e.g. [{ label: 'Clientes', to: '/customers' }]. */
  breadcrumb?: BreadcrumbItem[];
  /** Actions on the right; they wrap under the title on a narrow tablet. */
  extra?: ReactNode;
}

/**
 * The heading of a screen inside the shell: breadcrumb, title, subtitle and actions. The title is
 * the page's one h1 (the top bar's label follows SPEC's path rule and is not a heading), drawn at
 * the size of an h3 so the screen keeps its proportions.
 */
export function PageHeader({
  title,
  documentTitle,
  avatar,
  tags,
  subtitle,
  breadcrumb,
  extra,
}: PageHeaderProps) {
  const { token } = theme.useToken();
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumb && breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} />}
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Flex gap={12} align="center" style={{ minWidth: 0 }}>
          {avatar}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex wrap gap={10} align="center">
              <PlainTitle
                level={1}
                style={{
                  margin: 0,
                  fontSize: token.fontSizeHeading3,
                  lineHeight: token.lineHeightHeading3,
                }}
                data-testid="page-heading"
              >
                {title}
              </PlainTitle>
              {tags}
            </Flex>
            {subtitle && <PlainText tone="secondary">{subtitle}</PlainText>}
          </Flex>
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
