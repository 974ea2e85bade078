import { Button, Flex, Form, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { applyServerErrors } from '@/features/auth/form-errors';
import { useCustomer } from '@/features/customers/api';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { PageHeader, SaveErrorMessage } from '@/shared/ui';
import { useSaveVehicle, useVehicle } from '../api';
import { VehicleForm } from '../components/vehicle-form';
import { EMPTY_VEHICLE, type VehicleFormValues, formValuesOf, inputOf } from '../model';

/** /vehicles/new (optionally ?customer_id=) and /vehicles/{id}/edit. */
export default function VehicleFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const [form] = Form.useForm<VehicleFormValues>();
  const existing = useVehicle(id);
  const presetOwner = id ? undefined : (params.get('customer_id') ?? undefined);
  const owner = useCustomer(presetOwner);
  const save = useSaveVehicle(id);
  const [error, setError] = useState<unknown>(null);
  const vehicle = existing.data;
  const initialValues = useMemo(
    () =>
      vehicle
        ? formValuesOf(vehicle)
        : { ...EMPTY_VEHICLE, customer_id: owner.data ? owner.data.id : null },
    [vehicle, owner.data],
  );

  if (id && existing.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && existing.isError) {
    const missing = isApiError(existing.error) && existing.error.statusCode === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('vehicles.notFound') : extractErrorMessage(existing.error)}
        subTitle={missing ? t('vehicles.notFoundHint') : undefined}
        extra={
          <Flex gap={8} justify="center" wrap>
            {!missing && (
              <Button onClick={() => void existing.refetch()}>{t('vehicles.action.retry')}</Button>
            )}
            <Button type={missing ? 'primary' : 'default'} onClick={() => navigate('/vehicles')}>
              {t('vehicles.backToList')}
            </Button>
          </Flex>
        }
      />
    );
  }
  if (presetOwner && owner.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const title = vehicle ? t('vehicles.edit.title') : t('vehicles.new.title');

  const submit = async (values: VehicleFormValues) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({
        ...inputOf(values, !vehicle),
        ...(vehicle ? { version: vehicle.version } : {}),
      });
      notification.success({
        title: t(vehicle ? 'vehicles.toast.updated' : 'vehicles.toast.created'),
      });
      navigate(`/vehicles/${saved.id}`);
    } catch (failure) {
      applyServerErrors(form, failure);
      // A duplicate plate or VIN (409 naming the field) is also marked on that field.
      if (isApiError(failure) && failure.statusCode === 409) {
        const details = (failure.details ?? {}) as Record<string, unknown>;
        if (details.field === 'license_plate' || details.field === 'vin') {
          form.setFields([{ name: details.field, errors: [failure.message] }]);
        }
      }
      setError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          ...(vehicle ? [{ label: vehicle.license_plate, to: `/vehicles/${vehicle.id}` }] : []),
          { label: title },
        ]}
      />
      <VehicleForm
        form={form}
        initialValues={initialValues}
        creating={!vehicle}
        ownerLabel={vehicle?.customer_name ?? owner.data?.full_name}
        saving={save.isPending}
        error={
          error ? (
            <SaveErrorMessage
              error={error}
              existingPath={(existingId) => `/vehicles/${existingId}`}
              onReload={() => {
                setError(null);
                void existing.refetch().then((fresh) => {
                  if (fresh.data) form.setFieldsValue(formValuesOf(fresh.data));
                });
              }}
            />
          ) : null
        }
        submitLabel={t(vehicle ? 'vehicles.action.save' : 'vehicles.action.create')}
        onSubmit={(values) => void submit(values)}
        onCancel={() => navigate(vehicle ? `/vehicles/${vehicle.id}` : '/vehicles')}
      />
    </>
  );
}
