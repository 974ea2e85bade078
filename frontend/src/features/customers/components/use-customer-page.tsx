import { Button, Card, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useCustomer } from '../api';

/**
 * The customer of a /customers/{id}… screen, or what to show instead while it loads or when it
 * cannot be shown: a designed "Cliente no encontrado" (deleted, merged away or a wrong link) with
 * the way back, or the error with a retry.
 */
export function useCustomerPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const missing =
    customer.isError && isApiError(customer.error) && customer.error.statusCode === 404;
  let fallback: ReactNode = null;
  if (customer.isPending) {
    fallback = (
      <Flex vertical gap={16} data-testid="customer-loading">
        <Skeleton active title={{ width: 280 }} paragraph={{ rows: 1 }} />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </Flex>
    );
  } else if (customer.isError) {
    fallback = (
      <Card>
        <Result
          status={missing ? '404' : 'warning'}
          title={
            missing
              ? intl.formatMessage({ id: 'customers.notFound' })
              : intl.formatMessage({ id: 'customers.loadError' })
          }
          subTitle={
            missing
              ? intl.formatMessage({ id: 'customers.notFoundHint' })
              : extractErrorMessage(customer.error)
          }
          data-testid={missing ? 'customer-not-found' : 'customer-load-error'}
          extra={
            <Flex gap={8} justify="center" wrap>
              {!missing && (
                <Button onClick={() => void customer.refetch()}>
                  <FormattedMessage id="customers.action.retry" />
                </Button>
              )}
              <Button
                type={missing ? 'primary' : 'default'}
                onClick={() => navigate('/customers')}
                data-testid="back-to-customers"
              >
                <FormattedMessage id="customers.backToList" />
              </Button>
            </Flex>
          }
        />
      </Card>
    );
  }
  // A customer deleted or merged since it was cached answers 404 on refetch: no stale copy.
  return { id, customer: missing ? undefined : customer.data, fallback, query: customer };
}
