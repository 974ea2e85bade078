import type { SparePartRequestView } from '@px/contracts';
import { Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useRequestFormat } from './use-request-format';

/** What a step's dialog is about: "4 ud. de Pastillas de freno (REF) · WO-000123". */
export function RequestSummaryLine({ request }: { request: SparePartRequestView }) {
  const intl = useIntl();
  const format = useRequestFormat();
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }} data-testid="step-request">
      <Typography.Text strong>
        {intl.formatMessage(
          { id: 'spareParts.step.what' },
          {
            quantity: format.quantity(request.quantity, request.unit),
            description: request.description,
          },
        )}
        {request.part_reference && (
          <Typography.Text type="secondary"> ({request.part_reference})</Typography.Text>
        )}
      </Typography.Text>
      <Typography.Text type="secondary">
        {intl.formatMessage(
          { id: 'spareParts.step.forOrder' },
          {
            number: request.work_order_number,
            name:
              request.requested_by_name ?? intl.formatMessage({ id: 'spareParts.common.unknown' }),
          },
        )}
      </Typography.Text>
    </Flex>
  );
}
