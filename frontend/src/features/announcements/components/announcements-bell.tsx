import { NotificationOutlined } from '@ant-design/icons';
import type { Announcement, AnnouncementAction } from '@px/contracts';
import { Badge, Button } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { lazyPart, useOpenedOnce } from '@/shared/lazy-part';
import { logger } from '@/shared/logger';
import { badgeText } from '@/features/notifications/model';
import { useAnnouncements } from '../use-announcements';
import '../announcements.css';

// The modal (and, inside it, the Markdown cards) loads when first opened, or as soon as the
// pointer or the focus reaches the bell.
const AnnouncementsModal = lazyPart(() => import('./announcements-modal'), 'AnnouncementsModal');

/**
 * The top bar's announcements bell (SPEC §2): its badge is the unread count of the meta check and
 * it opens the "Novedades" modal.
 */
export function AnnouncementsBell() {
  const intl = useIntl();
  const { notification } = useFeedback();
  const feed = useAnnouncements();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
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
        onPointerEnter={AnnouncementsModal.preload}
        onFocus={AnnouncementsModal.preload}
        icon={
          <Badge count={count ?? 0} size="small" offset={[4, -2]} data-testid="announcements-badge">
            <NotificationOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementsModal
            open={open}
            title={title}
            onClose={() => setOpen(false)}
            loading={feed.loading}
            announcements={feed.announcements}
            pending={pending}
            onAction={(item, action) => void act(item, action)}
          />
        </Suspense>
      )}
    </>
  );
}
