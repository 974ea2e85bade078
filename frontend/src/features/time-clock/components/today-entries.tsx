import type { ClockEntryView } from '@px/contracts';
import { Card, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { clockTimeOn, liveEntryMs, liveTodayMs, type TimeClockSnapshot } from '../model';
import { useDurationText } from '../use-duration-text';

/** Today's entries: clock-in, clock-out, the breaks inside each, and the worked total. */
export function TodayEntries({ snapshot, now }: { snapshot: TimeClockSnapshot; now: number }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const durationText = useDurationText();
  const today = snapshot.today.date;
  const at = (instant: string) => clockTimeOn(instant, today, locale);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: TableColumnsType<ClockEntryView> = [
    {
      key: 'clock_in',
      title: t('timeClock.entries.clockIn'),
      render: (_, entry) => (
        <Flex gap={6} wrap align="center">
          <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
            {at(entry.clock_in)}
          </Typography.Text>
          {entry.corrected && <Tag>{t('timeClock.entries.corrected')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'clock_out',
      title: t('timeClock.entries.clockOut'),
      render: (_, entry) =>
        entry.clock_out ? (
          <Flex gap={6} wrap align="center">
            <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
              {at(entry.clock_out)}
            </Typography.Text>
            {entry.auto_closed && <Tag color="gold">{t('timeClock.entries.autoClosed')}</Tag>}
          </Flex>
        ) : (
          <Tag color="blue">{t('timeClock.entries.open')}</Tag>
        ),
    },
    {
      key: 'breaks',
      title: t('timeClock.entries.breaks'),
      render: (_, entry) =>
        entry.breaks.length === 0 ? (
          <Typography.Text type="secondary">{t('timeClock.entries.noBreaks')}</Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {entry.breaks.map((pause) => (
                <li key={pause.id} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {pause.end_at
                    ? t('timeClock.entries.breakRange', {
                        from: at(pause.start_at),
                        to: at(pause.end_at),
                      })
                    : t('timeClock.entries.breakOpen', { from: at(pause.start_at) })}
                </li>
              ))}
            </ul>
            <Typography.Text type="secondary">
              {t('timeClock.entries.breakTotal', { duration: durationText(entry.break_ms) })}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      key: 'total',
      title: t('timeClock.entries.total'),
      align: 'right',
      render: (_, entry) => (
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {durationText(liveEntryMs(entry, snapshot, now))}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card title={<FormattedMessage id="timeClock.entries.title" />}>
      <Table<ClockEntryView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={snapshot.today.entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('timeClock.entries.empty')}
            />
          ),
        }}
        summary={() =>
          snapshot.today.entries.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('timeClock.entries.dayTotal')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text
                  strong
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="time-clock-day-total"
                >
                  {durationText(liveTodayMs(snapshot, now))}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
        data-testid="time-clock-entries"
      />
    </Card>
  );
}
