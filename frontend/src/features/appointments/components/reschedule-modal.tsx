import type { AppointmentView, AvailabilitySlot } from '@px/contracts';
import { DatePicker, Flex, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAvailability } from '../api';
import { dayOfInstant, madridToday } from '../model';
import { SlotPicker } from './slot-picker';

interface RescheduleModalProps {
  appointment: AppointmentView;
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (slot: AvailabilitySlot) => void;
}

/**
 * Reschedule without a mouse: another day and a free time of the same mechanic (or any, when the
 * booking has none), its own time not counting against itself.
 */
export function RescheduleModal({
  appointment,
  open,
  saving,
  onCancel,
  onSubmit,
}: RescheduleModalProps) {
  const intl = useIntl();
  const today = madridToday();
  const [date, setDate] = useState(() => {
    const day = dayOfInstant(appointment.starts_at);
    return day < today ? today : day;
  });
  const [slot, setSlot] = useState<AvailabilitySlot>();
  const availability = useAvailability(
    open
      ? {
          date,
          service_type_id: appointment.service_type_id,
          employee_id: appointment.employee_id ?? undefined,
          duration_minutes: appointment.duration_minutes,
          exclude_id: appointment.id,
        }
      : null,
  );
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'appointments.reschedule.title' })}
      okText={intl.formatMessage({ id: 'appointments.reschedule.submit' })}
      okButtonProps={{ disabled: !slot, loading: saving }}
      onCancel={onCancel}
      onOk={() => slot && onSubmit(slot)}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Form layout="vertical">
          <Form.Item label={intl.formatMessage({ id: 'appointments.field.date' })}>
            <DatePicker
              value={dayjs(date)}
              format="DD/MM/YYYY"
              allowClear={false}
              disabledDate={(value) => value.format('YYYY-MM-DD') < today}
              onChange={(value) => {
                if (value) setDate(value.format('YYYY-MM-DD'));
                setSlot(undefined);
              }}
              data-testid="reschedule-date"
            />
          </Form.Item>
        </Form>
        <SlotPicker
          availability={availability.data}
          loading={availability.isFetching}
          error={availability.error}
          onRetry={() => void availability.refetch()}
          bayId={appointment.bay_id}
          value={slot?.start}
          onChange={setSlot}
        />
      </Flex>
    </Modal>
  );
}
