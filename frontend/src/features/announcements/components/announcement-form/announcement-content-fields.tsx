import { Col, Form, Input, Row, Segmented, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { isSafeUrl } from '@/shared/markdown';

const PRIORITIES = ['high', 'normal', 'low'] as const;

/** What the announcement says: title, summary, Markdown body, priority and its call to action. */
export function AnnouncementContentFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
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
                    : Promise.reject(new Error(t('announcements.admin.form.ctaUrlInvalid'))),
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
    </>
  );
}
