import type { ClockCorrectionView } from '@px/contracts';
import { Flex, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { clockTime, clockTimeOn } from '@/features/time-clock';
import { madridDate } from '../model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The trail of an entry's corrections, oldest first: who changed it and when, the times before
 * and after, and why. The register never overwrites: every change stays here.
 */
export function CorrectionTrail({
  corrections,
  date,
}: {
  corrections: readonly ClockCorrectionView[];
  /** The entry's day: a time on another day carries its date. */
  date: string;
}) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const at = (instant: string | null) =>
    instant
      ? clockTimeOn(instant, date, locale)
      : intl.formatMessage({ id: 'timesheets.trail.none' });
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'timesheets.trail.label' })}
      style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
      data-testid="correction-trail"
    >
      {corrections.map((correction) => {
        const madeOn = madridDate(correction.created_at);
        const [year, month, day] = madeOn.split('-');
        return (
          <li
            key={correction.id}
            style={{
              borderInlineStart: `3px solid ${token.colorPrimaryBorder}`,
              paddingInlineStart: 12,
              marginBottom: 8,
            }}
          >
            <Flex vertical gap={2}>
              <Typography.Text strong>
                <FormattedMessage
                  id="timesheets.trail.by"
                  values={{
                    author:
                      correction.author_name ??
                      intl.formatMessage({ id: 'timesheets.trail.unknownAuthor' }),
                    date: `${day}/${month}/${year}`,
                    time: clockTime(correction.created_at, locale),
                  }}
                />
              </Typography.Text>
              <Typography.Text style={NUMBERS}>
                <FormattedMessage
                  id="timesheets.trail.change"
                  values={{
                    beforeIn: at(correction.before.clock_in),
                    beforeOut: at(correction.before.clock_out),
                    afterIn: at(correction.after.clock_in),
                    afterOut: at(correction.after.clock_out),
                  }}
                />
              </Typography.Text>
              <Typography.Text type="secondary">
                <FormattedMessage
                  id="timesheets.trail.reason"
                  values={{ reason: correction.reason }}
                />
              </Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
