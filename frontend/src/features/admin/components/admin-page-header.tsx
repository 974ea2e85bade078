import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/hooks';
import { Breadcrumb } from '@/shared/ui';

export interface AdminPageHeaderProps {
  /** Message id of the title (also the browser tab title). */
  titleId: string;
  descriptionId?: string;
  /** Buttons on the right (they wrap under the title on narrow screens). */
  extra?: ReactNode;
  /** Shows "Administración › title" with a link back to /admin. */
  breadcrumb?: boolean;
}

/** The heading of every admin screen; the shell around it belongs to the app layout. */
export function AdminPageHeader({
  titleId,
  descriptionId,
  extra,
  breadcrumb = true,
}: AdminPageHeaderProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const title = intl.formatMessage({ id: titleId });
  useDocumentTitle(title);

  return (
    <Flex vertical gap={4} className="px-admin-header">
      {breadcrumb && (
        <Breadcrumb
          items={[
            { label: intl.formatMessage({ id: 'admin.index.title' }), to: '/admin' },
            { label: title },
          ]}
        />
      )}
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title
            level={1}
            style={{ margin: 0, fontSize: token.fontSizeHeading3 }}
            data-testid="page-heading"
          >
            {title}
          </Typography.Title>
          {descriptionId && (
            <Typography.Text type="secondary">
              <FormattedMessage id={descriptionId} />
            </Typography.Text>
          )}
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
