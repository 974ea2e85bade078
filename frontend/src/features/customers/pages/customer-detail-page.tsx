import { PERMISSIONS } from '@px/contracts';
import { Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { useFeedback } from '@/shared/feedback';
import { AddressCard } from '../components/customer-detail/address-card';
import { ConsentsCard } from '../components/customer-detail/consents-card';
import { ContactCard } from '../components/customer-detail/contact-card';
import { CustomerCreatedAlert } from '../components/customer-detail/customer-created-alert';
import { CustomerDetailHeader } from '../components/customer-detail/customer-detail-header';
import { MergesCard } from '../components/customer-detail/merges-card';
import { NotesCard } from '../components/customer-detail/notes-card';
import { VehiclesCard } from '../components/customer-detail/vehicles-card';
import { CustomerHistory } from '../components/customer-history';
import { MergeCustomerModal } from '../components/merge-customer-modal';
import { useCustomerPage } from '../components/use-customer-page';

/** /customers/{id}: who they are, how to reach them, consents, vehicles and history. */
export default function CustomerDetailPage() {
  const { customer, fallback } = useCustomerPage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const { notification } = useFeedback();
  const { hasPermission } = usePermissions();
  const [merging, setMerging] = useState(false);
  if (!customer) return fallback;
  const canCreateVehicle = hasPermission(PERMISSIONS.vehicles.vehicles.create);

  return (
    <>
      <CustomerDetailHeader customer={customer} onMerge={() => setMerging(true)} />
      <CustomerCreatedAlert customer={customer} canCreateVehicle={canCreateVehicle} />
      <Row gutter={[16, 16]}>
        {/* Three across from 1200 px; on a 1024 px tablet contact and address share a row and
            the consents take the next one, their two lines side by side. */}
        <Col xs={24} md={12} xl={8}>
          <ContactCard customer={customer} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <AddressCard customer={customer} />
        </Col>
        <Col xs={24} xl={8}>
          <ConsentsCard customer={customer} />
        </Col>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <VehiclesCard customerId={customer.id} canCreate={canCreateVehicle} />
            <NotesCard customer={customer} />
            <MergesCard customerId={customer.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('customers.detail.history')} data-testid="customer-history">
            <CustomerHistory customerId={customer.id} />
          </Card>
        </Col>
      </Row>
      {hasPermission(PERMISSIONS.customers.customers.merge) && (
        <MergeCustomerModal
          open={merging}
          kept={customer}
          onClose={() => setMerging(false)}
          onMerged={(name) => {
            setMerging(false);
            notification.success({ title: t('customers.toast.merged', { name }) });
          }}
        />
      )}
    </>
  );
}
