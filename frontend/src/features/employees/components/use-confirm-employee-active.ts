import type { EmployeeSummary } from '@px/contracts';
import { type ButtonProps } from 'antd';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useSaveEmployee } from '../api';

/**
 * "Dar de baja" / "Reactivar": asks first, then PATCHes `active` with the version the list read.
 * A refusal (409: still clocked in, or someone changed the employee meanwhile) shows the
 * server's explanation.
 */
export function useConfirmEmployeeActive() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { modal, notification } = useFeedback();
  const save = useSaveEmployee();

  return (employee: EmployeeSummary) => {
    const deactivating = employee.active;
    const name = employee.full_name;
    modal.confirm({
      title: t(
        deactivating ? 'employees.confirm.deactivateTitle' : 'employees.confirm.reactivateTitle',
        { name },
      ),
      content: t(
        deactivating
          ? 'employees.confirm.deactivateContent'
          : 'employees.confirm.reactivateContent',
      ),
      okText: t(deactivating ? 'employees.action.deactivate' : 'employees.action.reactivate'),
      cancelText: t('employees.action.cancel'),
      okButtonProps: {
        danger: deactivating,
        'data-testid': 'confirm-employee-active',
      } as ButtonProps,
      onOk: () =>
        save
          .mutateAsync({
            id: employee.id,
            body: { version: employee.version, active: !deactivating },
          })
          .then(() =>
            notification.success({
              title: t(
                deactivating ? 'employees.toast.deactivated' : 'employees.toast.reactivated',
                { name },
              ),
            }),
          )
          .catch((error: unknown) => {
            if (isApiError(error) && error.statusCode === 409) {
              modal.warning({
                title: t('employees.confirm.refused'),
                content: error.message,
                okText: t('employees.confirm.understood'),
              });
            } else {
              notification.error({
                title: t('employees.confirm.refused'),
                description: extractErrorMessage(error),
              });
            }
          }),
    });
  };
}
