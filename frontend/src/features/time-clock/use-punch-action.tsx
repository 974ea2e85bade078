import type { TimeClockAction } from '@px/contracts';
import { Flex } from 'antd';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { usePunch } from './api';
import { ACTION_MESSAGE, clockTime } from './model';
import { useDurationText } from './use-duration-text';

export interface PunchAction {
  /** Punches at once, or asks first for a clock-out. */
  request: (action: TimeClockAction, context: { workedTodayMs: number; onBreak: boolean }) => void;
  /** The punch being sent, if any (every button waits for it). */
  pending: TimeClockAction | null;
  /** The server's sentence when it refused the last punch (a 409's Spanish message). */
  refusal: string | null;
  clearRefusal: () => void;
}

/**
 * A punch as the worker makes it: "Fichar salida" asks for confirmation, a success says the time
 * recorded, a refusal keeps the server's sentence for the screen to show.
 */
export function usePunchAction(): PunchAction {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { message, modal } = useFeedback();
  const { mutateAsync, isPending, variables } = usePunch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const durationText = useDurationText();

  const run = useCallback(
    async (action: TimeClockAction) => {
      setRefusal(null);
      try {
        const status = await mutateAsync(action);
        void message.success(
          intl.formatMessage(
            { id: `timeClock.done.${ACTION_MESSAGE[action]}` },
            { time: clockTime(status.since ?? status.server_time, locale) },
          ),
        );
      } catch (error) {
        setRefusal(
          isApiError(error) && error.message
            ? error.message
            : intl.formatMessage({ id: 'timeClock.punchFailed' }),
        );
      }
    },
    [intl, locale, message, mutateAsync],
  );

  const request = useCallback<PunchAction['request']>(
    (action, { workedTodayMs, onBreak }) => {
      if (action !== 'clock_out') {
        void run(action);
        return;
      }
      modal.confirm({
        title: intl.formatMessage({ id: 'timeClock.confirmOut.title' }),
        content: (
          <Flex vertical gap={4}>
            <span>
              {intl.formatMessage(
                { id: 'timeClock.confirmOut.content' },
                { worked: durationText(workedTodayMs) },
              )}
            </span>
            {onBreak && <span>{intl.formatMessage({ id: 'timeClock.confirmOut.onBreak' })}</span>}
          </Flex>
        ),
        okText: intl.formatMessage({ id: 'timeClock.action.clockOut' }),
        cancelText: intl.formatMessage({ id: 'timeClock.confirmOut.cancel' }),
        okButtonProps: { size: 'large' },
        cancelButtonProps: { size: 'large' },
        onOk: () => run('clock_out'),
      });
    },
    [durationText, intl, modal, run],
  );

  return {
    request,
    pending: isPending ? (variables ?? null) : null,
    refusal,
    clearRefusal: useCallback(() => setRefusal(null), []),
  };
}
