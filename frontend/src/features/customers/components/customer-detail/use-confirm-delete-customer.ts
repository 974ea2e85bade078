import type { CustomerDetail } from '@px/contracts';
import { type ButtonProps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDeleteCustomer } from '../../api';

/**
 * "Eliminar": asks first, then deletes and goes back to the list; a refusal (409: the customer
 * owns vehicles or has history) shows the server's explanation.
 */
export function useConfirmDeleteCustomer() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const { modal, notification } = useFeedback();
  const remove = useDeleteCustomer();

  return (customer: CustomerDetail) =>
    modal.confirm({
      title: t('customers.delete.title', { name: customer.full_name }),
      content: t('customers.delete.content'),
      okText: t('customers.action.delete'),
      cancelText: t('customers.action.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: () =>
        remove
          .mutateAsync(customer.id)
          .then(() => {
            notification.success({ title: t('customers.toast.deleted') });
            navigate('/customers', { replace: true });
          })
          .catch((error: unknown) => {
            // 409: the customer owns vehicles or has history; the server says what to do.
            if (isApiError(error) && error.statusCode === 409) {
              modal.warning({
                title: t('customers.delete.refused'),
                content: error.message,
                okText: t('customers.action.understood'),
              });
            } else {
              notification.error({
                title: t('customers.delete.failed'),
                description: extractErrorMessage(error),
              });
            }
          }),
    });
}
