import type { RoleRef } from '@px/contracts';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import { APP_VERSION_PATTERN, type AnnouncementFormValues } from '../../admin-model';

interface AnnouncementScheduleFieldsProps {
  roles: readonly RoleRef[];
  rolesLoading: boolean;
}

/** When and to whom the announcement shows: publish window, minimum app version, audience roles. */
export function AnnouncementScheduleFields({
  roles,
  rolesLoading,
}: AnnouncementScheduleFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const roleOptions = roles.map((role) => ({ value: role.name, label: role.display_name }));

  return (
    <>
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
                    : Promise.reject(new Error(t('announcements.admin.form.untilBeforeFrom')));
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
    </>
  );
}
