import { Empty, Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementFormValues } from '../../admin-model';
import { AnnouncementCard } from '../announcement-card';

/** The card as users will see it, rendered through the same sanitiser as the modal. */
export function LivePreview({ values }: { values: Partial<AnnouncementFormValues> }) {
  const intl = useIntl();
  const empty = !values.title?.trim() && !values.summary?.trim() && !values.content_md?.trim();
  return (
    <Flex vertical gap={8} data-testid="announcement-preview">
      <Typography.Text strong>
        <FormattedMessage id="announcements.admin.form.preview" />
      </Typography.Text>
      <div className="px-announcement-preview">
        {empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage({ id: 'announcements.admin.form.previewEmpty' })}
          />
        ) : (
          <AnnouncementCard
            preview
            pending={null}
            onAction={() => undefined}
            announcement={{
              id: 'preview',
              title: values.title ?? '',
              summary: values.summary?.trim() || null,
              content_md: values.content_md ?? null,
              priority: values.priority ?? 'normal',
              cta_label: values.cta_label ?? null,
              cta_url: values.cta_url ?? null,
              published_at: new Date().toISOString(),
            }}
          />
        )}
      </div>
    </Flex>
  );
}
