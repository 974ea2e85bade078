import { ExportOutlined } from '@ant-design/icons';
import type { Announcement, AnnouncementAction } from '@px/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { SafeMarkdown } from '@/shared/markdown';
import { callToActionOf, priorityColor, priorityLabelId } from '../model';

export interface AnnouncementCardProps {
  announcement: Announcement;
  /** The action being sent for this announcement, if any. */
  pending: AnnouncementAction | null;
  onAction: (announcement: Announcement, action: AnnouncementAction) => void;
  /** The admin preview: the same card, its buttons inert. */
  preview?: boolean;
}

/**
 * One announcement (SPEC §2): title, priority badge, optional summary, sanitised markdown content,
 * "Entendido", "No volver a mostrar" and the optional call to action (new tab).
 */
export function AnnouncementCard({
  announcement,
  pending,
  onAction,
  preview = false,
}: AnnouncementCardProps) {
  const intl = useIntl();
  const cta = callToActionOf(announcement);
  return (
    <Card
      size="small"
      className={`px-announcement px-announcement--${announcement.priority}`}
      data-testid="announcement-item"
      data-id={announcement.id}
    >
      <Flex vertical gap={8}>
        <Flex align="flex-start" justify="space-between" gap={8}>
          <Typography.Title
            level={5}
            style={{ margin: 0, minWidth: 0 }}
            className="px-announcement__title"
          >
            {announcement.title}
          </Typography.Title>
          <Tag
            color={priorityColor(announcement.priority)}
            data-testid="announcement-priority"
            data-color={priorityColor(announcement.priority)}
            style={{ marginInlineEnd: 0 }}
          >
            {intl.formatMessage({ id: priorityLabelId(announcement.priority) })}
          </Tag>
        </Flex>
        {announcement.summary && (
          <Typography.Paragraph
            type="secondary"
            style={{ margin: 0 }}
            data-testid="announcement-summary"
          >
            {announcement.summary}
          </Typography.Paragraph>
        )}
        <SafeMarkdown testId="announcement-content">{announcement.content_md}</SafeMarkdown>
        <Flex wrap gap={8} justify="flex-end" align="center" className="px-announcement__actions">
          {cta && (
            <Button
              href={cta.href}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined />}
              iconPlacement="end"
              data-testid="announcement-cta"
              style={{ marginInlineEnd: 'auto' }}
            >
              {cta.label}
            </Button>
          )}
          <Button
            onClick={() => onAction(announcement, 'dismiss')}
            loading={pending === 'dismiss'}
            disabled={preview || pending !== null}
            data-testid="announcement-dismiss"
          >
            <FormattedMessage id="announcements.dismiss" />
          </Button>
          <Button
            type="primary"
            onClick={() => onAction(announcement, 'read')}
            loading={pending === 'read'}
            disabled={preview || pending !== null}
            data-testid="announcement-read"
          >
            <FormattedMessage id="announcements.read" />
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
