import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hoursAndMinutes } from './model';

/** "7 h 32 min", or "15 min" under an hour. */
export function useDurationText(): (ms: number) => string {
  const intl = useIntl();
  return useCallback(
    (ms: number) => {
      const { hours, minutes } = hoursAndMinutes(ms);
      return hours > 0
        ? intl.formatMessage({ id: 'timeClock.duration.hm' }, { hours, minutes })
        : intl.formatMessage({ id: 'timeClock.duration.m' }, { minutes });
    },
    [intl],
  );
}
