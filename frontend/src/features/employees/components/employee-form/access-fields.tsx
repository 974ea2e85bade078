import type { EmployeeDetail } from '@px/contracts';
import { Checkbox, Col, Form, type FormInstance, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useDebouncedText } from '@/shared/hooks';
import { useLinkableUsers } from '../../api';
import { type EmployeeFormValues, pinProblem } from '../../model';

/** How the employee gets in: the linked user account (one per employee) and the kiosk PIN. */
export function AccessFields({
  form,
  employee,
  open,
}: {
  form: FormInstance<EmployeeFormValues>;
  /** The employee being edited; null when creating one. */
  employee: EmployeeDetail | null;
  open: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [search, setSearch] = useState('');
  const [, setSearchText] = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const users = useLinkableUsers(search, open);
  const newPin = Form.useWatch('kiosk_pin', form) as string | undefined;
  const hasPin = employee?.has_kiosk_pin ?? false;

  const options = (users.data ?? []).map((user) => {
    const taken = user.employee_id !== null && user.employee_id !== employee?.id;
    return {
      value: user.id,
      disabled: taken,
      label: `${user.full_name} · ${user.email}${taken ? ` (${t('employees.field.userTaken')})` : ''}`,
    };
  });
  if (employee?.user_id && !options.some((option) => option.value === employee.user_id)) {
    options.unshift({
      value: employee.user_id,
      disabled: false,
      label: `${employee.user_full_name ?? ''} · ${employee.user_email ?? ''}`,
    });
  }

  return (
    <section aria-labelledby="employee-form-access">
      <Typography.Title level={5} id="employee-form-access">
        {t('employees.form.section.access')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="user_id"
            label={t('employees.field.user_id')}
            extra={t('employees.field.userHint')}
          >
            <Select<string | null>
              allowClear
              showSearch={{ filterOption: false, onSearch: setSearchText }}
              loading={users.isFetching}
              placeholder={t('employees.field.userPlaceholder')}
              options={options}
              data-testid="employee-user"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="kiosk_pin"
            label={t(hasPin ? 'employees.field.kioskPinNew' : 'employees.field.kiosk_pin')}
            extra={t(hasPin ? 'employees.field.pinSetHint' : 'employees.field.pinHint')}
            validateDebounce={300}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = pinProblem(value ?? '');
                  return problem
                    ? Promise.reject(new Error(t(`employees.error.pin.${problem}`)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input.Password
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              data-testid="employee-pin"
            />
          </Form.Item>
        </Col>
        {hasPin && (
          <Col xs={24} md={12} style={{ alignSelf: 'center' }}>
            <Form.Item name="remove_kiosk_pin" valuePropName="checked">
              <Checkbox disabled={Boolean(newPin)}>{t('employees.field.removePin')}</Checkbox>
            </Form.Item>
          </Col>
        )}
      </Row>
    </section>
  );
}
