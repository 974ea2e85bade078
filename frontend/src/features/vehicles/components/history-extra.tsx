import type { VehicleHistoryEntry } from '@px/contracts';
import { Flex, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { HistoryItem } from '@/shared/ui';
import type { ScreenFormat } from '@/shared/hooks';
import { formatEurFromCents } from '@/shared/format';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The facts under an entry's title: the kilometres of a reading, the reason of a correction or
 * owner change, the customer (linked) and who recorded it. Kinds added later by other modules
 * (work orders, invoices…) show whatever of these their details carry.
 */
export function HistoryExtra({
  entry,
  format,
}: {
  entry: VehicleHistoryEntry;
  format: ScreenFormat;
}) {
  const { details, kind } = entry;
  if (kind === 'work_order') return <WorkOrderExtra entry={entry} />;
  const km = typeof details.km === 'number' ? details.km : null;
  const reason = text(details.reason);
  const recordedBy = text(details.recorded_by_name);
  const customerId = text(details.customer_id);
  const isOwnership = kind === 'ownership_started' || kind === 'ownership_ended';
  if (km === null && !reason && !recordedBy && !(isOwnership && customerId)) return null;
  return (
    <Flex vertical gap={2} data-testid="history-extra">
      {(km !== null || (isOwnership && customerId)) && (
        <Flex wrap gap={6} align="center">
          {km !== null && (
            <Tag color={kind === 'odometer_correction' ? 'orange' : undefined}>{format.km(km)}</Tag>
          )}
          {isOwnership && customerId && (
            // The title already names the customer: the link only opens the file.
            <Link to={`/customers/${customerId}`}>
              <FormattedMessage id="vehicles.history.openCustomer" />
            </Link>
          )}
        </Flex>
      )}
      {reason && (
        <Typography.Text type="secondary">
          <FormattedMessage id="vehicles.history.reason" values={{ reason }} />
        </Typography.Text>
      )}
      {recordedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FormattedMessage id="vehicles.history.recordedBy" values={{ name: recordedBy }} />
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A history entry as the shared timeline draws it (its icon and colour follow `kind`). */
export function historyItemOf(entry: VehicleHistoryEntry, format: ScreenFormat): HistoryItem {
  return {
    // An ownership row yields two facts (started and ended) with the same id.
    id: `${entry.id}:${entry.kind}`,
    occurred_at: entry.occurred_at,
    kind: entry.kind,
    title: entry.title,
    extra: <HistoryExtra entry={entry} format={format} />,
  };
}

/** A work order in the vehicle's history: its status, lines, total and a link to it. */
function WorkOrderExtra({ entry }: { entry: VehicleHistoryEntry }) {
  const { details } = entry;
  const lines = Array.isArray(details.lines)
    ? (details.lines as { type: string; name: string }[])
    : [];
  const status = text(details.status);
  const total = typeof details.total_cents === 'number' ? details.total_cents : null;
  const km = typeof details.odometer_in_km === 'number' ? details.odometer_in_km : null;
  return (
    <Flex vertical gap={2} data-testid="history-extra">
      <Flex wrap gap={6} align="center">
        {status && (
          <Tag>
            <FormattedMessage id={`workOrders.status.${status}`} />
          </Tag>
        )}
        {km !== null && <Tag>{`${km.toLocaleString('es-ES')} km`}</Tag>}
        {total !== null && <Tag>{formatEurFromCents(total)}</Tag>}
        <Link to={`/orders/${entry.source_id}`}>
          <FormattedMessage id="vehicles.history.openOrder" />
        </Link>
      </Flex>
      {lines.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {lines.map((line) => line.name).join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
