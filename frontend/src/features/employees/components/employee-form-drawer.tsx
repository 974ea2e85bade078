import type { EmployeeDetail } from '@px/contracts';
import { Alert, Button, Drawer, Flex, Form, Grid, Result, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useEmployee, useSaveEmployee } from '../api';
import {
  EMPTY_EMPLOYEE,
  type EmployeeFormValues,
  FORM_FIELDS,
  fieldOfServer,
  formValuesOf,
  inputOf,
  patchChangesSomething,
  patchOf,
} from '../model';
import { AccessFields } from './employee-form/access-fields';
import { JobFields } from './employee-form/job-fields';
import { PersonFields } from './employee-form/person-fields';

export interface EmployeeFormDrawerProps {
  open: boolean;
  /** The employee to edit; null to create one. */
  employeeId: string | null;
  onClose: () => void;
}

type Failure = { kind: 'conflict' } | { kind: 'message'; text: string } | null;

const KNOWN_FIELDS = new Set<string>([...FORM_FIELDS, 'hourly_cost_eur']);

/**
 * Create or edit an employee: every field of the API, the NIF/NIE and the PIN checked as they are
 * typed, the server's 400 field errors and 409s (a NIF or account already taken) on their fields,
 * and a stale version explained with a reload.
 */
export function EmployeeFormDrawer({ open, employeeId, onClose }: EmployeeFormDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const screens = Grid.useBreakpoint();
  const { notification } = useFeedback();
  const [form] = Form.useForm<EmployeeFormValues>();
  const [failure, setFailure] = useState<Failure>(null);
  const detail = useEmployee(open ? employeeId : null);
  const save = useSaveEmployee();
  const editing = employeeId !== null;
  const employee: EmployeeDetail | null = editing ? (detail.data ?? null) : null;

  // A fresh form on each opening, and the record's values once (again after a reload) they arrive.
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(employee ? formValuesOf(employee) : EMPTY_EMPLOYEE);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, employeeId, employee?.version, form]);

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure({ kind: 'message', text: extractErrorMessage(error) });
      return;
    }
    const details = (error.details ?? {}) as Record<string, unknown>;
    if (error.statusCode === 409 && typeof details.current_version === 'number') {
      setFailure({ kind: 'conflict' });
      return;
    }
    // A 409 naming its field (NIF, code or account already another employee's) shows there.
    const fieldErrors =
      error.statusCode === 409 && typeof details.field === 'string'
        ? [{ field: details.field, message: error.message }]
        : error.fieldErrors;
    const known = fieldErrors
      .map((item) => ({ name: fieldOfServer(item.field), message: item.message }))
      .filter((item) => KNOWN_FIELDS.has(item.name));
    form.setFields(
      known.map((item) => ({
        name: item.name as keyof EmployeeFormValues,
        errors: [item.message],
      })),
    );
    setFailure({
      kind: 'message',
      text: known.length ? t('employees.error.fields') : extractErrorMessage(error),
    });
  };

  const submit = async () => {
    let values: EmployeeFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's error.
    }
    setFailure(null);
    try {
      if (!employee) {
        const saved = await save.mutateAsync({ id: null, body: inputOf(values) });
        notification.success({ title: t('employees.toast.created', { name: saved.full_name }) });
      } else {
        const patch = patchOf(values, employee);
        if (!patchChangesSomething(patch)) {
          notification.info({ title: t('employees.toast.nothingChanged') });
        } else {
          await save.mutateAsync({ id: employee.id, body: patch });
          notification.success({ title: t('employees.toast.saved') });
        }
      }
      onClose();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const title = editing ? (
    <Flex gap={8} align="center" wrap>
      <span>{t('employees.form.editTitle', { code: employee?.code ?? '…' })}</span>
      {employee && (
        <Tag color={employee.active ? 'green' : 'default'}>
          {t(employee.active ? 'employees.status.active' : 'employees.status.inactive')}
        </Tag>
      )}
    </Flex>
  ) : (
    t('employees.form.createTitle')
  );

  let body;
  if (open && editing && detail.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('employees.form.loading')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (open && editing && detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('employees.form.loadError')}
        subTitle={extractErrorMessage(detail.error)}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            <FormattedMessage id="employees.action.retry" />
          </Button>
        }
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      forceRender
      destroyOnHidden={false}
      title={title}
      data-testid="employee-form-drawer"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage id="employees.action.cancel" />
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={body !== undefined}
            onClick={() => void submit()}
            data-testid="employee-form-submit"
          >
            <FormattedMessage id={editing ? 'employees.action.save' : 'employees.action.create'} />
          </Button>
        </Flex>
      }
    >
      {body}
      <Flex vertical gap={12} style={body ? { display: 'none' } : undefined}>
        {failure?.kind === 'conflict' && (
          <Alert
            type="warning"
            showIcon
            data-testid="employee-conflict"
            title={<FormattedMessage id="common.versionConflict" />}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                <FormattedMessage id="common.reloadLatest" />
              </Button>
            }
          />
        )}
        {failure?.kind === 'message' && (
          <Alert type="error" showIcon title={failure.text} data-testid="employee-form-error" />
        )}
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={EMPTY_EMPLOYEE}
          data-testid="employee-form"
        >
          <PersonFields form={form} creating={!editing} />
          <JobFields form={form} />
          <AccessFields form={form} employee={employee} open={open} />
        </Form>
      </Flex>
    </Drawer>
  );
}
