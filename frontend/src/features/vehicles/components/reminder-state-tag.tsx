import type { ReminderState } from '@px/contracts';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';

const COLORS: Record<ReminderState, string | undefined> = {
  overdue: 'red',
  due_soon: 'orange',
  scheduled: 'blue',
  done: 'green',
};

export function ReminderStateTag({ state }: { state: ReminderState }) {
  const intl = useIntl();
  return (
    <Tag color={COLORS[state]}>
      {intl.formatMessage({ id: `vehicles.reminder.state.${state}` })}
    </Tag>
  );
}
