import { Button, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useVehicle } from '../api';

/**
 * The vehicle of a /vehicles/{id}… screen, or the element to show instead while it loads or when
 * it does not exist (a designed "Vehículo no encontrado" with the way back).
 */
export function useVehiclePage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const vehicle = useVehicle(id);
  let fallback: ReactNode = null;
  if (vehicle.isPending) fallback = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (vehicle.isError) {
    const missing = isApiError(vehicle.error) && vehicle.error.statusCode === 404;
    fallback = (
      <Result
        status={missing ? '404' : 'warning'}
        title={
          missing
            ? intl.formatMessage({ id: 'vehicles.notFound' })
            : extractErrorMessage(vehicle.error)
        }
        subTitle={missing ? intl.formatMessage({ id: 'vehicles.notFoundHint' }) : undefined}
        data-testid={missing ? 'vehicle-not-found' : 'vehicle-load-error'}
        extra={
          <Flex gap={8} justify="center" wrap>
            {!missing && (
              <Button onClick={() => void vehicle.refetch()}>
                <FormattedMessage id="vehicles.action.retry" />
              </Button>
            )}
            <Button type={missing ? 'primary' : 'default'} onClick={() => navigate('/vehicles')}>
              <FormattedMessage id="vehicles.backToList" />
            </Button>
          </Flex>
        }
      />
    );
  }
  // A vehicle deleted since it was cached answers 404 on refetch: the stale copy is not shown.
  const gone = vehicle.isError && isApiError(vehicle.error) && vehicle.error.statusCode === 404;
  return { id, vehicle: gone ? undefined : vehicle.data, fallback, refetch: vehicle.refetch };
}
