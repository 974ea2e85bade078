import { Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { App, Button } from 'antd';
import { applyServerErrors } from '@/features/auth/form-errors';
import { PageHeader, SaveErrorMessage } from '@/shared/ui';
import { useCustomer, useSaveCustomer } from '../api';
import { CustomerForm } from '../components/customer-form';
import { type CustomerFormValues, EMPTY_CUSTOMER, formValuesOf, inputOf } from '../model';

/** /customers/new and /customers/{id}/edit. */
export default function CustomerFormPage() {
  const { id } = useParams();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  const existing = useCustomer(id);
  const save = useSaveCustomer(id);
  const [error, setError] = useState<unknown>(null);

  if (id && existing.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && existing.isError) {
    return (
      <Result
        status="404"
        title={t('customers.notFound')}
        extra={<Button onClick={() => navigate('/customers')}>{t('customers.backToList')}</Button>}
      />
    );
  }
  const customer = existing.data;
  const initialValues = customer ? formValuesOf(customer) : EMPTY_CUSTOMER;
  const title = customer ? t('customers.edit.title') : t('customers.new.title');

  const submit = async (values: CustomerFormValues) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({
        ...inputOf(values),
        ...(customer ? { version: customer.version } : {}),
      });
      notification.success({
        title: t(customer ? 'customers.toast.updated' : 'customers.toast.created'),
      });
      navigate(`/customers/${saved.id}`);
    } catch (failure) {
      applyServerErrors(form, failure);
      setError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[
          { label: t('customers.title'), to: '/customers' },
          ...(customer ? [{ label: customer.full_name, to: `/customers/${customer.id}` }] : []),
          { label: title },
        ]}
      />
      <CustomerForm
        form={form}
        initialValues={initialValues}
        consentDates={
          customer
            ? { gdpr: customer.gdpr_consent_at, marketing: customer.marketing_consent_at }
            : undefined
        }
        saving={save.isPending}
        error={
          error ? (
            <SaveErrorMessage
              error={error}
              existingPath={(existingId) => `/customers/${existingId}`}
              onReload={() => {
                setError(null);
                void existing.refetch().then((fresh) => {
                  if (fresh.data) form.setFieldsValue(formValuesOf(fresh.data));
                });
              }}
            />
          ) : null
        }
        submitLabel={t(customer ? 'customers.action.save' : 'customers.action.create')}
        onSubmit={(values) => void submit(values)}
        onCancel={() => navigate(customer ? `/customers/${customer.id}` : '/customers')}
      />
    </>
  );
}
