import type { AnnouncementAdmin, RoleRef } from '@px/contracts';
import { Alert, Button, Col, Drawer, Flex, Form, Grid, Row } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import type { AnnouncementInput } from '../api';
import { type AnnouncementFormValues, FORM_FIELDS, formValuesOf, inputOf } from '../admin-model';
import { AnnouncementContentFields } from './announcement-form/announcement-content-fields';
import { AnnouncementScheduleFields } from './announcement-form/announcement-schedule-fields';
import { LivePreview } from './announcement-form/live-preview';

export interface AnnouncementFormDrawerProps {
  open: boolean;
  /** The announcement being edited; null to create one. */
  announcement: AnnouncementAdmin | null;
  roles: readonly RoleRef[];
  rolesLoading: boolean;
  saving: boolean;
  onSubmit: (input: AnnouncementInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Create or edit an announcement (/admin/announcements): every field of the API, a live preview
 * through SafeMarkdown, the server's 400 field errors on their fields and 409 explained.
 */
export function AnnouncementFormDrawer({
  open,
  announcement,
  roles,
  rolesLoading,
  saving,
  onSubmit,
  onClose,
}: AnnouncementFormDrawerProps) {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<AnnouncementFormValues>();
  const values = Form.useWatch([], form) as Partial<AnnouncementFormValues> | undefined;
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(announcement));
    setConflict(false);
    setFailure(null);
  }, [open, announcement, form]);

  const submit = async () => {
    const current = await form.validateFields();
    setConflict(false);
    setFailure(null);
    try {
      await onSubmit(inputOf(current));
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) {
        setConflict(true);
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const known = error.fieldErrors.filter((item) =>
          (FORM_FIELDS as readonly string[]).includes(item.field),
        );
        form.setFields(
          known.map((item) => ({
            name: item.field as keyof AnnouncementFormValues,
            errors: [item.message],
          })),
        );
        if (known.length > 0) setFailure(t('announcements.admin.error.fields'));
      }
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.lg ? 1040 : screens.md ? 720 : '100%'}
      forceRender
      destroyOnHidden={false}
      data-testid="announcement-form-drawer"
      title={
        <FormattedMessage
          id={
            announcement
              ? 'announcements.admin.form.editTitle'
              : 'announcements.admin.form.createTitle'
          }
        />
      }
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage id="announcements.admin.cancel" />
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="announcement-form-submit"
          >
            <FormattedMessage
              id={
                announcement ? 'announcements.admin.form.save' : 'announcements.admin.form.create'
              }
            />
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            data-testid="announcement-conflict"
            title={t('announcements.admin.error.conflict')}
          />
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={13}>
            <Form
              form={form}
              layout="vertical"
              requiredMark="optional"
              data-testid="announcement-form"
            >
              <AnnouncementContentFields />
              <AnnouncementScheduleFields roles={roles} rolesLoading={rolesLoading} />
            </Form>
          </Col>
          <Col xs={24} lg={11}>
            <div className="px-announcement-preview-sticky">
              <LivePreview values={values ?? {}} />
            </div>
          </Col>
        </Row>
      </Flex>
    </Drawer>
  );
}
