import type { CustomerDetail } from '@px/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { PageHeader, SaveErrorMessage } from '@/shared/ui';
import { useCustomer, useSaveCustomer } from '../api';
import { CustomerForm } from '../components/customer-form';
import { useCustomerPage } from '../components/use-customer-page';
import { type CustomerFormValues, EMPTY_CUSTOMER, formValuesOf, inputOf } from '../model';

/** What the detail page is told after a creation: it then offers "Añadir vehículo". */
export interface CustomerCreatedState {
  created: true;
}

/** /customers/new and /customers/{id}/edit: one form for both. */
export default function CustomerFormPage() {
  const { id } = useParams();
  return id ? <EditCustomer key={id} /> : <CustomerFormScreen customer={undefined} />;
}

function EditCustomer() {
  const { customer, fallback } = useCustomerPage();
  if (!customer) return fallback;
  return <CustomerFormScreen customer={customer} />;
}

function CustomerFormScreen({ customer }: { customer: CustomerDetail | undefined }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const [form] = Form.useForm<CustomerFormValues>();
  const save = useSaveCustomer(customer?.id);
  // The same cached query the edit screen loaded; refetched after a version conflict.
  const latest = useCustomer(customer?.id);
  const [error, setError] = useState<unknown>(null);
  // The version the form was filled from: after "Recargar datos actuales" it is the new one.
  const [base, setBase] = useState(customer);
  const [initialValues] = useState(() => (customer ? formValuesOf(customer) : EMPTY_CUSTOMER));
  const title = t(customer ? 'customers.edit.title' : 'customers.new.title');

  const submit = async (values: CustomerFormValues) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({
        ...inputOf(values),
        ...(base ? { version: base.version } : {}),
      });
      notification.success({
        title: t(base ? 'customers.toast.updated' : 'customers.toast.created'),
      });
      // Replace the form in the history: "back" from the detail must not reopen a spent form.
      navigate(`/customers/${saved.id}`, {
        replace: true,
        state: base ? null : ({ created: true } satisfies CustomerCreatedState),
      });
    } catch (failure) {
      applyServerErrors(form, failure);
      // A duplicate tax id (409 naming the existing customer) also marks the NIF field.
      if (isApiError(failure) && failure.statusCode === 409) {
        const details = (failure.details ?? {}) as Record<string, unknown>;
        if (details.field === 'nif') form.setFields([{ name: 'nif', errors: [failure.message] }]);
      }
      setError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        documentTitle={base ? `${title} · ${base.full_name}` : title}
        subtitle={base?.full_name}
        breadcrumb={[
          { label: t('customers.title'), to: '/customers' },
          ...(base ? [{ label: base.full_name, to: `/customers/${base.id}` }] : []),
          { label: title },
        ]}
      />
      <CustomerForm
        form={form}
        initialValues={initialValues}
        consents={
          base
            ? {
                gdpr: { at: base.gdpr_consent_at, channel: base.gdpr_consent_channel },
                marketing: {
                  at: base.marketing_consent_at,
                  channel: base.marketing_consent_channel,
                  given: base.marketing_consent,
                },
              }
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
                void latest.refetch().then(({ data: fresh }) => {
                  if (!fresh) return;
                  setBase(fresh);
                  form.setFieldsValue(formValuesOf(fresh));
                });
              }}
            />
          ) : null
        }
        submitLabel={t(base ? 'customers.action.save' : 'customers.action.create')}
        onSubmit={(values) => void submit(values)}
        onCancel={() => navigate(base ? `/customers/${base.id}` : '/customers')}
      />
    </>
  );
}
