import type { AnnouncementAdmin, RoleRef } from '@px/contracts';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Row,
  Segmented,
  Select,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/shared/api';
import { isSafeUrl } from '@/shared/markdown';
import type { AnnouncementInput } from '../api';
import {
  APP_VERSION_PATTERN,
  type AnnouncementFormValues,
  FORM_FIELDS,
  formValuesOf,
  inputOf,
} from '../admin-model';
import { AnnouncementCard } from './announcement-card';

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

const PRIORITIES = ['high', 'normal', 'low'] as const;

/** The card as users will see it, rendered through the same sanitiser as the modal. */
function LivePreview({ values }: { values: Partial<AnnouncementFormValues> }) {
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

  const roleOptions = roles.map((role) => ({ value: role.name, label: role.display_name }));

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
              <Form.Item
                name="title"
                label={t('announcements.admin.form.title')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('announcements.admin.form.required'),
                  },
                ]}
              >
                <Input autoComplete="off" maxLength={200} showCount />
              </Form.Item>
              <Form.Item
                name="summary"
                label={t('announcements.admin.form.summary')}
                extra={t('announcements.admin.form.summaryHelp')}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
              </Form.Item>
              <Form.Item
                name="content_md"
                label={t('announcements.admin.form.content')}
                extra={t('announcements.admin.form.contentHelp')}
              >
                <Input.TextArea
                  autoSize={{ minRows: 6, maxRows: 16 }}
                  maxLength={20000}
                  className="px-markdown-editor"
                  spellCheck
                />
              </Form.Item>
              <Form.Item name="priority" label={t('announcements.admin.form.priority')}>
                <Segmented
                  options={PRIORITIES.map((priority) => ({
                    value: priority,
                    label: t(`announcements.priority.${priority}`),
                  }))}
                />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} sm={10}>
                  <Form.Item name="cta_label" label={t('announcements.admin.form.ctaLabel')}>
                    <Input autoComplete="off" maxLength={60} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={14}>
                  <Form.Item
                    name="cta_url"
                    label={t('announcements.admin.form.ctaUrl')}
                    dependencies={['cta_label']}
                    rules={[
                      {
                        validator: (_rule, value: string | undefined) =>
                          !value?.trim() || isSafeUrl(value, 'cta')
                            ? Promise.resolve()
                            : Promise.reject(
                                new Error(t('announcements.admin.form.ctaUrlInvalid')),
                              ),
                      },
                      ({ getFieldValue }) => ({
                        validator: (_rule, value: string | undefined) =>
                          Boolean(value?.trim()) ===
                          Boolean((getFieldValue('cta_label') as string | undefined)?.trim())
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('announcements.admin.form.ctaBoth'))),
                      }),
                    ]}
                  >
                    <Input autoComplete="off" maxLength={500} placeholder="https://" />
                  </Form.Item>
                </Col>
              </Row>
              <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
                {t('announcements.admin.form.ctaHelp')}
              </Typography.Paragraph>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="publish_from"
                    label={t('announcements.admin.form.publishFrom')}
                    extra={t('announcements.admin.form.publishFromHelp')}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="DD/MM/YYYY HH:mm"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="publish_until"
                    label={t('announcements.admin.form.publishUntil')}
                    extra={t('announcements.admin.form.publishUntilHelp')}
                    dependencies={['publish_from']}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_rule, value: AnnouncementFormValues['publish_until']) => {
                          const from = getFieldValue('publish_from') as
                            AnnouncementFormValues['publish_from'] | undefined;
                          const start = from ?? null;
                          if (!value) return Promise.resolve();
                          const after = start ? value.isAfter(start) : value.isAfter(Date.now());
                          return after
                            ? Promise.resolve()
                            : Promise.reject(
                                new Error(t('announcements.admin.form.untilBeforeFrom')),
                              );
                        },
                      }),
                    ]}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="DD/MM/YYYY HH:mm"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                <Col xs={24} sm={10}>
                  <Form.Item
                    name="min_app_version"
                    label={t('announcements.admin.form.minAppVersion')}
                    extra={t('announcements.admin.form.minAppVersionHelp')}
                    rules={[
                      {
                        pattern: APP_VERSION_PATTERN,
                        message: t('announcements.admin.form.minAppVersionInvalid'),
                      },
                    ]}
                  >
                    <Input autoComplete="off" maxLength={30} placeholder="1.0.0" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={14}>
                  <Form.Item name="audience_roles" label={t('announcements.admin.form.audience')}>
                    <Select
                      mode="multiple"
                      allowClear
                      loading={rolesLoading}
                      placeholder={t('announcements.admin.form.audiencePlaceholder')}
                      options={roleOptions}
                      optionFilterProp="label"
                      data-testid="announcement-audience"
                    />
                  </Form.Item>
                </Col>
              </Row>
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
