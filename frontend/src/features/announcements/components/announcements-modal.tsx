import type { Announcement, AnnouncementAction } from '@px/contracts';
import { Empty, Flex, Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The cards render the announcements' Markdown (react-markdown, rehype-sanitize): loaded when the
 * modal first shows them.
 */
const AnnouncementCard = lazy(() =>
  import('./announcement-card').then(({ AnnouncementCard: Card }) => ({ default: Card })),
);

export function AnnouncementsLoading() {
  return (
    <Flex vertical gap={12} data-testid="announcements-loading">
      <Skeleton active />
      <Skeleton active />
    </Flex>
  );
}

export interface AnnouncementsModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  loading: boolean;
  announcements: readonly Announcement[];
  /** The announcement whose action is being saved, and which action. */
  pending: { id: string; action: AnnouncementAction } | null;
  onAction: (announcement: Announcement, action: AnnouncementAction) => void;
}

/** SPEC §2's "Novedades" modal: the published announcements, newest first, each with its actions. */
export function AnnouncementsModal({
  open,
  title,
  onClose,
  loading,
  announcements,
  pending,
  onAction,
}: AnnouncementsModalProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      footer={null}
      width={640}
      destroyOnHidden
      className="px-announcements-modal"
      data-testid="announcements-modal"
    >
      <div data-testid="announcements-modal-body" className="px-announcements">
        {loading ? (
          <AnnouncementsLoading />
        ) : announcements.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="announcements-empty"
            description={<FormattedMessage id="shell.announcements.empty" />}
          />
        ) : (
          <Suspense fallback={<AnnouncementsLoading />}>
            <Flex vertical gap={12}>
              {announcements.map((announcement) => (
                <AnnouncementCard
                  key={announcement.id}
                  announcement={announcement}
                  pending={pending?.id === announcement.id ? pending.action : null}
                  onAction={onAction}
                />
              ))}
            </Flex>
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
