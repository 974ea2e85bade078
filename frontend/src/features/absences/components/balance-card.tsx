import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Progress,
  Skeleton,
  Statistic,
  Typography,
} from 'antd';
import { FormattedMessage } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useVacationBalance } from '../api';
import { useAbsenceText } from './absence-text';

export interface BalanceCardProps {
  year: number;
  onYearChange: (year: number) => void;
}

/**
 * The signed-in worker's vacation account of a year: what remains, big, and the days of the year,
 * approved and pending; a bar that says in words what it shows.
 */
export function BalanceCard({ year, onYearChange }: BalanceCardProps) {
  const text = useAbsenceText();
  const { t } = text;
  const balance = useVacationBalance(null, year);
  const data = balance.data;

  const yearSwitch = (
    <Flex gap={4}>
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('absences.balance.previousYear')}
        onClick={() => onYearChange(year - 1)}
      />
      <Button
        size="small"
        type="text"
        icon={<RightOutlined aria-hidden />}
        aria-label={t('absences.balance.nextYear')}
        onClick={() => onYearChange(year + 1)}
      />
    </Flex>
  );

  let body;
  if (!data && balance.isError) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('absences.balance.error')}
        description={extractErrorMessage(balance.error)}
        action={
          <Button size="small" onClick={() => void balance.refetch()}>
            <FormattedMessage id="absences.action.retry" />
          </Button>
        }
        data-testid="absence-balance-error"
      />
    );
  } else if (!data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('absences.balance.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else {
    const used = data.approved + data.pending;
    const percent = data.entitled > 0 ? Math.min(100, (used / data.entitled) * 100) : 0;
    const approvedPercent =
      data.entitled > 0 ? Math.min(100, (data.approved / data.entitled) * 100) : 0;
    const progressText = t('absences.balance.progress', {
      used: text.number(used),
      entitled: text.number(data.entitled),
    });
    body = (
      <Flex vertical gap={12} data-testid="absence-balance">
        <Statistic
          title={t('absences.balance.remaining')}
          value={text.number(data.remaining)}
          suffix={t('absences.balance.workingDays')}
          data-testid="absence-balance-remaining"
        />
        <div>
          <Progress
            percent={percent}
            success={{ percent: approvedPercent }}
            showInfo={false}
            aria-label={progressText}
          />
          <Typography.Text type="secondary">{progressText}</Typography.Text>
        </div>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'entitled',
              label: t('absences.balance.entitled'),
              children: text.number(data.entitled),
            },
            {
              key: 'approved',
              label: t('absences.balance.approved'),
              children: (
                <span data-testid="absence-balance-approved">{text.number(data.approved)}</span>
              ),
            },
            {
              key: 'pending',
              label: t('absences.balance.pending'),
              children: (
                <span data-testid="absence-balance-pending">{text.number(data.pending)}</span>
              ),
            },
          ]}
        />
        {data.default_schedule && (
          <Typography.Text type="secondary">
            {t('absences.balance.defaultSchedule')}
          </Typography.Text>
        )}
      </Flex>
    );
  }

  return (
    <Card
      title={t('absences.balance.title', { year })}
      extra={yearSwitch}
      style={{ height: '100%' }}
    >
      {body}
    </Card>
  );
}
