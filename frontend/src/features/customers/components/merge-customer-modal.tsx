import type { CustomerDetail, CustomerSearchResult } from '@px/contracts';
import { Alert, Card, Col, Descriptions, Modal, Row, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useMergeCustomers } from '../api';
import { contactLine } from '../model';
import { CustomerPicker } from './customer-picker';

export interface MergeCustomerModalProps {
  open: boolean;
  kept: CustomerDetail;
  onClose: () => void;
  onMerged: (mergedName: string) => void;
}

/**
 * Merge a duplicate into the customer on screen: pick it, compare both, read what will happen,
 * confirm. POST /api/customers/{id}/merge.
 */
export function MergeCustomerModal({ open, kept, onClose, onMerged }: MergeCustomerModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [duplicate, setDuplicate] = useState<CustomerSearchResult | null>(null);
  const merge = useMergeCustomers(kept.id);

  const close = () => {
    setDuplicate(null);
    merge.reset();
    onClose();
  };

  const side = (
    title: string,
    customer: Pick<CustomerDetail, 'full_name' | 'nif' | 'email' | 'phone' | 'mobile_phone'>,
  ) => (
    <Card size="small" title={title}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('customers.field.name'), children: customer.full_name },
          { key: 'nif', label: t('customers.field.nif'), children: customer.nif ?? '—' },
          {
            key: 'contact',
            label: t('customers.field.contact'),
            children: contactLine(customer) ?? t('customers.noContact'),
          },
        ]}
      />
    </Card>
  );

  return (
    <Modal
      open={open}
      width={760}
      title={t('customers.merge.title', { name: kept.full_name })}
      okText={t('customers.merge.confirm')}
      okButtonProps={{ disabled: !duplicate, danger: true, id: 'merge-confirm' }}
      confirmLoading={merge.isPending}
      onCancel={close}
      onOk={() => {
        if (!duplicate) return;
        merge.mutate(duplicate.id, {
          onSuccess: (record) => {
            setDuplicate(null);
            onMerged(record.merged_name);
          },
        });
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="customers.merge.help" />
      </Typography.Paragraph>
      <CustomerPicker
        value={duplicate?.id ?? null}
        excludeIds={[kept.id]}
        placeholder={t('customers.merge.pick')}
        onChange={(_, picked) => setDuplicate(picked)}
        data-testid="merge-picker"
      />
      {duplicate && (
        <>
          <Row gutter={12} style={{ marginTop: 16 }}>
            <Col xs={24} md={12}>
              {side(t('customers.merge.kept'), kept)}
            </Col>
            <Col xs={24} md={12}>
              {side(t('customers.merge.duplicate'), duplicate)}
            </Col>
          </Row>
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            message={t('customers.merge.consequences', {
              duplicate: duplicate.full_name,
              kept: kept.full_name,
            })}
          />
        </>
      )}
      {merge.isError && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={extractErrorMessage(merge.error)}
        />
      )}
    </Modal>
  );
}
