import type { AvailabilitySlot, AvailabilityView } from '@px/contracts';
import { Alert, Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { clockTime } from '../model';

interface SlotPickerProps {
  availability: AvailabilityView | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Slots that also need this bay free (null: any). */
  bayId: string | null;
  value: string | undefined;
  onChange: (slot: AvailabilitySlot) => void;
}

/**
 * The slot finder's answer as buttons, in time order: the front desk's most used control. Each
 * says how many mechanics are free; the chosen one is pressed.
 */
export function SlotPicker({
  availability,
  loading,
  error,
  onRetry,
  bayId,
  value,
  onChange,
}: SlotPickerProps) {
  const intl = useIntl();
  if (error && !availability) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'appointments.form.slotsError' })}
        subTitle={extractErrorMessage(error)}
        extra={
          <Button onClick={onRetry}>
            <FormattedMessage id="appointments.retry" />
          </Button>
        }
      />
    );
  }
  if (!availability) return loading ? <Skeleton active paragraph={{ rows: 2 }} /> : null;
  if (availability.closed) {
    return (
      <Alert
        type="info"
        showIcon
        title={
          availability.closed.holiday_name
            ? intl.formatMessage(
                { id: 'appointments.form.closedHoliday' },
                { name: availability.closed.holiday_name },
              )
            : intl.formatMessage({ id: 'appointments.form.closed' })
        }
        data-testid="slots-closed"
      />
    );
  }
  const slots = availability.slots.filter((slot) => !bayId || slot.bay_ids.includes(bayId));
  if (!slots.length) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({ id: 'appointments.form.noSlots' })}
        data-testid="slots-empty"
      />
    );
  }
  return (
    <Flex
      wrap
      gap={8}
      role="group"
      aria-label={intl.formatMessage({ id: 'appointments.form.slotsTitle' })}
      data-testid="slots"
      style={{ opacity: loading ? 0.6 : 1 }}
    >
      {slots.map((slot) => {
        const pressed = value === slot.start;
        return (
          <Button
            key={slot.start}
            type={pressed ? 'primary' : 'default'}
            aria-pressed={pressed}
            onClick={() => onChange(slot)}
            style={{ minWidth: 88, height: 44 }}
            title={intl.formatMessage(
              { id: 'appointments.form.freeMechanics' },
              { count: slot.employee_ids.length },
            )}
            data-testid="slot"
          >
            <Typography.Text strong={pressed} style={{ color: 'inherit' }}>
              {clockTime(slot.start)}
            </Typography.Text>
          </Button>
        );
      })}
    </Flex>
  );
}
