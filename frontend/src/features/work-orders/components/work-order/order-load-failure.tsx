import { Button, Flex, Result } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { DEFAULT_ERRORS, errorText } from '../../api';

/** The order could not be shown: not found (404) or another load error with a retry. */
export function OrderLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const missing = isApiError(error) && error.statusCode === 404;
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? t('workOrders.notFound') : errorText(error, DEFAULT_ERRORS.detail)}
      subTitle={missing ? t('workOrders.notFoundHint') : undefined}
      data-testid={missing ? 'order-not-found' : 'order-load-error'}
      extra={
        <Flex gap={8} justify="center" wrap>
          {!missing && <Button onClick={onRetry}>{t('workOrders.common.retry')}</Button>}
          <Button type={missing ? 'primary' : 'default'} onClick={() => navigate('/orders')}>
            {t('workOrders.backToList')}
          </Button>
        </Flex>
      }
    />
  );
}
