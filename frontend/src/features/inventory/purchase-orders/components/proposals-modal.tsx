import { CheckCircleOutlined, ExclamationCircleOutlined, FileAddOutlined } from '@ant-design/icons';
import type { PurchaseProposalReport } from '@px/contracts';
import { Alert, Button, Flex, List, Modal, Result, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePurchaseOrdersById } from '../api';
import { useOrderFormat } from './use-order-format';

export interface ProposalsModalProps {
  /** The proposals' answer; null while closed. */
  report: PurchaseProposalReport | null;
  onClose: () => void;
  onOpenOrder: (id: string) => void;
}

/**
 * What "Proponer pedidos" did: the drafts made, one per supplier (each opens in the drawer, to be
 * checked and sent), and the parts below their minimum that no supplier could take (each a link to
 * the part, to give it a usual supplier).
 */
export function ProposalsModal({ report, onClose, onOpenOrder }: ProposalsModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const format = useOrderFormat();
  const created = report?.created ?? [];
  const orphans = report?.without_supplier ?? [];
  const details = usePurchaseOrdersById(created.map((order) => order.id));
  const nothing = report !== null && created.length === 0 && orphans.length === 0;

  return (
    <Modal
      open={report !== null}
      title={t('purchaseOrders.proposals.resultTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-testid="po-proposals-modal"
      footer={
        <Button type="primary" onClick={onClose} data-testid="po-proposals-close">
          {t('purchaseOrders.close')}
        </Button>
      }
    >
      {nothing ? (
        <Result
          icon={<CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />}
          title={t('purchaseOrders.proposals.nothing')}
          subTitle={t('purchaseOrders.proposals.nothingHint')}
          data-testid="po-proposals-nothing"
        />
      ) : (
        <Flex vertical gap={20}>
          {created.length > 0 ? (
            <Flex vertical gap={8}>
              <Typography.Text strong>
                {t('purchaseOrders.proposals.created', { count: created.length })}
              </Typography.Text>
              {/* A long report scrolls inside its own box, reachable by keyboard. */}
              <div
                role="region"
                tabIndex={0}
                aria-label={t('purchaseOrders.proposals.created', { count: created.length })}
                style={{ maxHeight: '42vh', overflowY: 'auto' }}
              >
                <List
                  bordered
                  size="small"
                  dataSource={created}
                  data-testid="po-proposals-created"
                  renderItem={(order, index) => {
                    const full = details[index]?.data;
                    return (
                      <List.Item
                        actions={[
                          <Button
                            key="open"
                            size="small"
                            onClick={() => onOpenOrder(order.id)}
                            aria-label={t('purchaseOrders.proposals.openOrder', {
                              number: order.number,
                            })}
                          >
                            {t('purchaseOrders.proposals.open')}
                          </Button>,
                        ]}
                      >
                        <List.Item.Meta
                          avatar={
                            <FileAddOutlined aria-hidden style={{ color: token.colorPrimary }} />
                          }
                          title={order.number}
                          description={
                            <>
                              {full ? `${full.supplier_name} · ` : ''}
                              {t('purchaseOrders.proposals.lines', { count: order.lines })}
                              {full ? ` · ${format.money(full.total_cents)}` : ''}
                            </>
                          }
                        />
                      </List.Item>
                    );
                  }}
                />
              </div>
              <Typography.Text type="secondary">
                {t('purchaseOrders.proposals.reviewHint')}
              </Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">
              {t('purchaseOrders.proposals.noneCreated')}
            </Typography.Text>
          )}
          {orphans.length > 0 && (
            <Alert
              type="warning"
              showIcon
              icon={<ExclamationCircleOutlined aria-hidden />}
              title={t('purchaseOrders.proposals.withoutSupplier', { count: orphans.length })}
              data-testid="po-proposals-orphans"
              description={
                <Flex vertical gap={4}>
                  <span>{t('purchaseOrders.proposals.withoutSupplierHint')}</span>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {orphans.map((part) => (
                      <li key={part.part_id}>
                        <Link to={`/inventory?part=${part.part_id}`} onClick={onClose}>
                          {part.reference} · {part.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Flex>
              }
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
