import { NotificationOutlined } from '@ant-design/icons';
import type { Announcement, AnnouncementAction } from '@px/contracts';
import { Badge, Button, Empty, Flex, Modal, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { logger } from '@/shared/logger';
import { badgeText } from '@/features/notifications/model';
import { useAnnouncements } from '../use-announcements';
import '../announcements.css';

/**
 * The cards render the announcements' Markdown (react-markdown, rehype-sanitize: a sixth of the
 * shell's JavaScript): loaded when the modal first shows them, not with every signed-in page.
 */
const AnnouncementCard = lazy(() =>
  import('./announcement-card').then(({ AnnouncementCard: Card }) => ({ default: Card })),
);

function Loading() {
  return (
    <Flex vertical gap={12} data-testid="announcements-loading">
      <Skeleton active />
      <Skeleton active />
    </Flex>
  );
}

/**
 * The top bar's announcements bell (SPEC §2): its badge is the unread count of the meta check and
 * it opens the "Novedades" modal.
 */
export function AnnouncementsBell() {
  const intl = useIntl();
  const { notification } = useFeedback();
  const feed = useAnnouncements();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<{ id: string; action: AnnouncementAction } | null>(null);
  const count = badgeText(feed.unreadCount);
  const title = intl.formatMessage({ id: 'shell.announcements.title' });

  const act = async (announcement: Announcement, action: AnnouncementAction) => {
    setPending({ id: announcement.id, action });
    try {
      await feed.mark(announcement.id, action);
    } catch (error) {
      logger.warn('Announcement action failed', { error: String(error) });
      notification.error({ title: intl.formatMessage({ id: 'announcements.error.action' }) });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button
        type="text"
        onClick={() => {
          setOpen(true);
          void feed.check();
        }}
        aria-label={
          count ? intl.formatMessage({ id: 'announcements.bell.labelUnread' }, { count }) : title
        }
        aria-haspopup="dialog"
        data-testid="announcements-bell"
        icon={
          <Badge count={count ?? 0} size="small" offset={[4, -2]} data-testid="announcements-badge">
            <NotificationOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={title}
        footer={null}
        width={640}
        destroyOnHidden
        className="px-announcements-modal"
        data-testid="announcements-modal"
      >
        <div data-testid="announcements-modal-body" className="px-announcements">
          {feed.loading ? (
            <Loading />
          ) : feed.announcements.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              data-testid="announcements-empty"
              description={<FormattedMessage id="shell.announcements.empty" />}
            />
          ) : (
            <Suspense fallback={<Loading />}>
              <Flex vertical gap={12}>
                {feed.announcements.map((announcement) => (
                  <AnnouncementCard
                    key={announcement.id}
                    announcement={announcement}
                    pending={pending?.id === announcement.id ? pending.action : null}
                    onAction={(item, action) => void act(item, action)}
                  />
                ))}
              </Flex>
            </Suspense>
          )}
        </div>
      </Modal>
    </>
  );
}
