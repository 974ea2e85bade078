import {
  ArrowRightOutlined,
  BankOutlined,
  CarOutlined,
  DeleteOutlined,
  MailOutlined,
  MergeCellsOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CustomerDetail } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Modal,
  Row,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useCustomer, useCustomerVehicles, useMergeCustomers } from '../api';
import { useScreenFormat } from '@/shared/hooks';
import { CustomerPicker } from './customer-picker';

export interface MergeCustomerModalProps {
  open: boolean;
  /** The customer whose file stays (the one on screen). */
  kept: CustomerDetail;
  onClose: () => void;
  /** After the merge, with the name of the duplicate that disappeared. */
  onMerged: (mergedName: string) => void;
}

/** One side of the comparison: who it is, how to reach them, how many vehicles they have. */
function CustomerSide({
  customer,
  role,
}: {
  customer: CustomerDetail | undefined;
  role: 'kept' | 'duplicate';
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const vehicles = useCustomerVehicles(customer?.id);
  const kept = role === 'kept';
  const phones = customer
    ? [customer.mobile_phone, customer.phone].filter((phone): phone is string => !!phone)
    : [];
  return (
    <Card
      size="small"
      data-testid={kept ? 'merge-kept' : 'merge-duplicate'}
      title={
        <Flex gap={8} align="center">
          {kept ? (
            <SafetyCertificateOutlined style={{ color: token.colorSuccess }} />
          ) : (
            <DeleteOutlined style={{ color: token.colorError }} />
          )}
          {t(kept ? 'customers.merge.kept' : 'customers.merge.duplicate')}
        </Flex>
      }
      style={{
        height: '100%',
        borderColor: kept ? token.colorSuccessBorder : token.colorErrorBorder,
      }}
    >
      {!customer ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            {customer.type === 'company' ? <BankOutlined /> : <UserOutlined />}
            <Typography.Text strong style={{ fontSize: 16 }}>
              {customer.full_name}
            </Typography.Text>
          </Flex>
          <Flex gap={6} wrap>
            <Tag>{t(`customers.type.${customer.type}`)}</Tag>
            {customer.nif ? (
              <Tag>{customer.nif}</Tag>
            ) : (
              <Typography.Text type="secondary">{t('customers.merge.noNif')}</Typography.Text>
            )}
          </Flex>
          {phones.map((phone) => (
            <Typography.Text key={phone}>
              <PhoneOutlined /> {phone}
            </Typography.Text>
          ))}
          {customer.email && (
            <Typography.Text ellipsis>
              <MailOutlined /> {customer.email}
            </Typography.Text>
          )}
          {phones.length === 0 && !customer.email && (
            <Typography.Text type="secondary">{t('customers.noContact')}</Typography.Text>
          )}
          <Typography.Text data-testid="merge-vehicle-count">
            <CarOutlined />{' '}
            {vehicles.data
              ? t('customers.merge.vehicleCount', { count: vehicles.data.pagination.total })
              : '…'}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('customers.merge.since', { date: format.date(customer.created_at) })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

/**
 * Merges a duplicate file into the one on screen (POST /api/customers/{id}/merge): pick the
 * duplicate, compare both side by side, read what will happen, confirm.
 */
export function MergeCustomerModal({ open, kept, onClose, onMerged }: MergeCustomerModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const source = useCustomer(sourceId ?? undefined);
  const duplicate = sourceId ? source.data : undefined;
  const merge = useMergeCustomers(kept.id);
  const duplicateVehicles = useCustomerVehicles(duplicate?.id);
  const movedCount = duplicateVehicles.data?.pagination.total;

  const close = () => {
    setSourceId(null);
    merge.reset();
    onClose();
  };

  const confirm = () => {
    if (!duplicate) return;
    merge.mutate(duplicate.id, {
      onSuccess: () => {
        setSourceId(null);
        merge.reset();
        onMerged(duplicate.full_name);
      },
    });
  };

  const names = { kept: kept.full_name, duplicate: duplicate?.full_name ?? '' };

  return (
    <Modal
      open={open}
      width={820}
      title={
        <Flex gap={8} align="center">
          <MergeCellsOutlined />
          {t('customers.merge.title', { name: kept.full_name })}
        </Flex>
      }
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>
            <FormattedMessage id="customers.action.cancel" />
          </Button>
          <Button
            type="primary"
            danger
            icon={<MergeCellsOutlined />}
            disabled={!duplicate}
            loading={merge.isPending}
            onClick={confirm}
            data-testid="merge-confirm"
          >
            <FormattedMessage id="customers.merge.confirm" />
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          <FormattedMessage id="customers.merge.help" values={{ kept: kept.full_name }} />
        </Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('customers.merge.pick')}
            htmlFor="merge-duplicate-picker"
            style={{ marginBottom: 0 }}
          >
            <CustomerPicker
              id="merge-duplicate-picker"
              value={sourceId}
              onChange={(id) => {
                merge.reset();
                setSourceId(id);
              }}
              excludeIds={[kept.id]}
              placeholder={t('customers.merge.pickPlaceholder')}
              data-testid="merge-picker"
            />
          </Form.Item>
        </Form>

        {sourceId && source.isError && (
          <Alert type="error" showIcon title={extractErrorMessage(source.error)} />
        )}

        {sourceId && !source.isError && (
          <>
            <Row gutter={[16, 16]} align="stretch">
              <Col xs={24} md={12}>
                <CustomerSide customer={duplicate} role="duplicate" />
              </Col>
              <Col xs={24} md={12}>
                <CustomerSide customer={kept} role="kept" />
              </Col>
            </Row>
            <Flex justify="center" style={{ marginTop: -8 }} aria-hidden>
              <Typography.Text type="secondary">
                <ArrowRightOutlined /> {t('customers.merge.direction', names)}
              </Typography.Text>
            </Flex>
            {duplicate && (
              <Alert
                type="warning"
                showIcon
                title={t('customers.merge.whatHappens')}
                data-testid="merge-consequences"
                description={
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                    <li>
                      {movedCount === undefined
                        ? t('customers.merge.moveVehiclesUnknown', names)
                        : t('customers.merge.moveVehicles', { ...names, count: movedCount })}
                    </li>
                    <li>{t('customers.merge.fillFields', names)}</li>
                    <li>{t('customers.merge.tagsConsents')}</li>
                    <li>
                      <Typography.Text strong>
                        {t('customers.merge.disappears', names)}
                      </Typography.Text>
                    </li>
                  </ul>
                }
              />
            )}
          </>
        )}

        {merge.isError && (
          <Alert
            type="error"
            showIcon
            title={extractErrorMessage(merge.error)}
            data-testid="merge-error"
          />
        )}
      </Flex>
    </Modal>
  );
}
