import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Card, Flex, Radio, Typography, theme } from 'antd';
import { useId } from 'react';
import type { PublicQuoteLine } from '../model';
import { useDocumentFormat } from '@/shared/documents';

export interface LineDecisionProps {
  line: PublicQuoteLine;
  /** true accepted, false rejected, undefined not chosen yet. */
  accepted: boolean | undefined;
  onChange(accepted: boolean): void;
  /** The customer tried to send without choosing here. */
  missing: boolean;
}

/**
 * One line of the quote and the customer's choice for it: a two-button radio group (a large
 * target for a thumb; Tab reaches it, the arrow keys choose), named by the line's description.
 */
export function LineDecision({ line, accepted, onChange, missing }: LineDecisionProps) {
  const f = useDocumentFormat();
  const { token } = theme.useToken();
  const titleId = useId();
  const hintId = useId();
  const price = f.money(line.unit_price_cents);
  const quantity = f.quantity(line.quantity);
  const borderColor =
    accepted === true
      ? token.colorSuccess
      : accepted === false
        ? token.colorError
        : missing
          ? token.colorError
          : token.colorBorderSecondary;
  return (
    <Card
      size="small"
      style={{ borderColor, borderWidth: accepted === undefined && !missing ? 1 : 2 }}
      data-testid="quote-approval-line"
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="flex-start" gap={12}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {f.t(`quoteApproval.line.type.${line.type}`)}
            </Typography.Text>
            <Typography.Title
              level={3}
              id={titleId}
              style={{ margin: 0, fontSize: 16, overflowWrap: 'anywhere' }}
            >
              {line.description}
            </Typography.Title>
          </div>
          <Flex vertical align="flex-end" style={{ flexShrink: 0 }}>
            <Typography.Text strong data-testid="quote-approval-line-amount">
              {f.money(line.base_cents)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f.t('quoteApproval.line.amount')}
            </Typography.Text>
          </Flex>
        </Flex>
        <Typography.Text type="secondary">
          {f.t(line.type === 'labor' ? 'quoteApproval.line.hours' : 'quoteApproval.line.units', {
            quantity,
            price,
          })}
          {line.discount_percent > 0 &&
            ` · ${f.t('quoteApproval.line.discount', { percent: f.percent(line.discount_percent) })}`}
          {` · ${f.t('quoteApproval.line.vat', { percent: f.percent(line.vat_percent) })}`}
        </Typography.Text>
        <Radio.Group
          aria-labelledby={titleId}
          aria-describedby={missing ? hintId : undefined}
          aria-required
          optionType="button"
          buttonStyle="solid"
          size="large"
          value={accepted === undefined ? null : accepted ? 'accept' : 'reject'}
          onChange={(event) => onChange(event.target.value === 'accept')}
          style={{ display: 'flex', width: '100%' }}
          data-testid="quote-approval-line-choice"
        >
          <Radio.Button value="accept" style={{ flex: 1, textAlign: 'center', minHeight: 44 }}>
            <CheckOutlined aria-hidden /> {f.t('quoteApproval.line.accept')}
          </Radio.Button>
          <Radio.Button value="reject" style={{ flex: 1, textAlign: 'center', minHeight: 44 }}>
            <CloseOutlined aria-hidden /> {f.t('quoteApproval.line.reject')}
          </Radio.Button>
        </Radio.Group>
        {missing && (
          <Typography.Text type="danger" id={hintId}>
            {f.t('quoteApproval.line.choose')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
