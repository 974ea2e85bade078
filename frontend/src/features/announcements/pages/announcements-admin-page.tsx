import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AnnouncementAdmin } from '@px/contracts';
import { Button, Card, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { useRoles } from '@/features/admin/api';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { QueryError } from '@/features/admin/components/query-error';
import { useErrorText } from '@/features/admin/errors';
import { ApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import {
  type AnnouncementInput,
  useAdminAnnouncements,
  useDeleteAnnouncement,
  useSaveAnnouncement,
} from '../api';
import { publicationState, type PublicationState } from '../admin-model';
import { AnnouncementFormDrawer } from '../components/announcement-form-drawer';
import { priorityColor, priorityLabelId } from '../model';
import '@/features/admin/admin.css';
import '../announcements.css';

const STATE_COLOR: Record<PublicationState, string> = {
  scheduled: 'gold',
  live: 'green',
  ended: 'default',
};

/** /admin/announcements: every announcement, its window, audience and reach; create, edit, delete. */
export default function AnnouncementsAdminPage() {
  const intl = useIntl();
  const { modal, notification } = useFeedback();
  const errorText = useErrorText();
  const locale = useAppSelector((state) => state.ui.locale);
  const list = useAdminAnnouncements();
  const roles = useRoles();
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const [form, setForm] = useState<{ announcement: AnnouncementAdmin | null } | null>(null);

  const dateTime = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: BUSINESS_TIME_ZONE,
      }),
    [locale],
  );
  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.name, role.display_name])),
    [roles.data],
  );

  const submit = async (input: AnnouncementInput) => {
    const editing = form?.announcement ?? null;
    try {
      await save.mutateAsync({ id: editing?.id, version: editing?.version, input });
      setForm(null);
      notification.success({
        title: intl.formatMessage(
          { id: editing ? 'announcements.admin.updated' : 'announcements.admin.created' },
          { title: input.title },
        ),
      });
    } catch (error) {
      // A conflict and field errors are shown in the form itself.
      const inForm =
        error instanceof ApiError && (error.statusCode === 409 || error.fieldErrors.length > 0);
      if (!inForm)
        notification.error({ title: errorText('announcements.admin.error.save', error) });
      throw error;
    }
  };

  const confirmDelete = (announcement: AnnouncementAdmin) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'announcements.admin.delete.title' },
        { title: announcement.title },
      ),
      content: intl.formatMessage({ id: 'announcements.admin.delete.content' }),
      okText: intl.formatMessage({ id: 'announcements.admin.delete.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'announcements.admin.cancel' }),
      onOk: async () => {
        try {
          await remove.mutateAsync(announcement.id);
          notification.success({
            title: intl.formatMessage(
              { id: 'announcements.admin.deleted' },
              { title: announcement.title },
            ),
          });
        } catch (error) {
          notification.error({ title: errorText('announcements.admin.error.delete', error) });
        }
      },
    });
  };

  const columns: ColumnsType<AnnouncementAdmin> = [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'announcements.admin.column.title' }),
      // Widths that add up to the content area beside the sidebar at 1280 px: no scroll there.
      width: 260,
      render: (_value, item) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong data-testid="announcement-row-title">
            {item.title}
          </Typography.Text>
          {item.summary && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
              {item.summary}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'priority',
      title: intl.formatMessage({ id: 'announcements.admin.column.priority' }),
      width: 96,
      render: (_value, item) => (
        <Tag color={priorityColor(item.priority)}>
          {intl.formatMessage({ id: priorityLabelId(item.priority) })}
        </Tag>
      ),
    },
    {
      key: 'window',
      title: intl.formatMessage({ id: 'announcements.admin.column.window' }),
      width: 210,
      render: (_value, item) => {
        const state = publicationState(item);
        const from = dateTime.format(new Date(item.publish_from));
        return (
          <Flex vertical gap={2} align="flex-start">
            <Tag color={STATE_COLOR[state]}>
              {intl.formatMessage({ id: `announcements.admin.state.${state}` })}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.publish_until
                ? intl.formatMessage(
                    { id: 'announcements.admin.window.range' },
                    { from, until: dateTime.format(new Date(item.publish_until)) },
                  )
                : `${intl.formatMessage({ id: 'announcements.admin.window.from' }, { date: from })} · ${intl.formatMessage({ id: 'announcements.admin.window.noEnd' })}`}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'audience',
      title: intl.formatMessage({ id: 'announcements.admin.column.audience' }),
      width: 160,
      responsive: ['md'],
      render: (_value, item) => (
        <Flex vertical gap={2} align="flex-start">
          <Flex wrap gap={4}>
            {item.audience_roles.length === 0 ? (
              <Tag>{intl.formatMessage({ id: 'announcements.admin.audience.everyone' })}</Tag>
            ) : (
              item.audience_roles.map((name) => <Tag key={name}>{roleNames.get(name) ?? name}</Tag>)
            )}
          </Flex>
          {item.min_app_version && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(
                { id: 'announcements.admin.minVersion' },
                { version: item.min_app_version },
              )}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'stats',
      title: intl.formatMessage({ id: 'announcements.admin.column.stats' }),
      width: 150,
      responsive: ['lg'],
      render: (_value, item) => (
        <Typography.Text type="secondary" data-testid="announcement-row-stats">
          {intl.formatMessage(
            { id: 'announcements.admin.stats' },
            { read: item.read_count, dismissed: item.dismissed_count },
          )}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'announcements.admin.column.actions' }),
      width: 96,
      align: 'right',
      // Always in view: on a 1024 px tablet the other columns scroll under it.
      fixed: 'right',
      render: (_value, item) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title={intl.formatMessage({ id: 'announcements.admin.edit' })}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={intl.formatMessage(
                { id: 'announcements.admin.editAria' },
                { title: item.title },
              )}
              onClick={() => setForm({ announcement: item })}
              data-testid="announcement-edit"
            />
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: 'announcements.admin.delete' })}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={intl.formatMessage(
                { id: 'announcements.admin.deleteAria' },
                { title: item.title },
              )}
              onClick={() => confirmDelete(item)}
              data-testid="announcement-delete"
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="announcements-admin-page">
      <AdminPageHeader
        titleId="announcements.admin.title"
        descriptionId="announcements.admin.description"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ announcement: null })}
            data-testid="announcement-new"
          >
            <FormattedMessage id="announcements.admin.new" />
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        {list.isError ? (
          <QueryError
            message={errorText('announcements.admin.error.load', list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Table<AnnouncementAdmin>
            rowKey="id"
            columns={columns}
            dataSource={list.data ?? []}
            loading={list.isPending}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            data-testid="announcements-table"
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={intl.formatMessage({ id: 'announcements.admin.empty' })}
                />
              ),
            }}
          />
        )}
      </Card>
      <AnnouncementFormDrawer
        open={form !== null}
        announcement={form?.announcement ?? null}
        roles={roles.data ?? []}
        rolesLoading={roles.isPending}
        saving={save.isPending}
        onSubmit={submit}
        onClose={() => setForm(null)}
      />
    </Flex>
  );
}
