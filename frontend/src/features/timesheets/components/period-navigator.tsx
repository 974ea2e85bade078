import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';

/** '‹ marzo de 2026 ›' with "Hoy": moves a screen's period back and forth. */
export function PeriodNavigator({
  label,
  onPrevious,
  onNext,
  onToday,
  previousLabel,
  nextLabel,
  todayLabel,
}: {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday?: () => void;
  previousLabel: string;
  nextLabel: string;
  todayLabel?: string;
}) {
  const intl = useIntl();
  return (
    <Flex
      align="center"
      gap={8}
      wrap
      role="group"
      aria-label={intl.formatMessage({ id: 'timesheets.period.navigation' })}
    >
      <Button icon={<LeftOutlined />} aria-label={previousLabel} onClick={onPrevious} />
      <Typography.Text
        strong
        style={{ minWidth: 180, textAlign: 'center' }}
        aria-live="polite"
        data-testid="period-label"
      >
        {label}
      </Typography.Text>
      <Button icon={<RightOutlined />} aria-label={nextLabel} onClick={onNext} />
      {onToday && todayLabel && <Button onClick={onToday}>{todayLabel}</Button>}
    </Flex>
  );
}
