import { LockOutlined, PoweroffOutlined } from '@ant-design/icons';
import { type KioskClockAnswer, PERMISSIONS, type TimeClockAction } from '@px/contracts';
import { Alert, Button, Card, Flex, Result, Skeleton, theme, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { useLogout } from '@/features/auth/use-logout';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDocumentTitle } from '@/shared/hooks';
import { BrandLogo } from '@/shared/ui';
import { useKioskIdentify, useKioskPunch } from '../api';
import { KioskDone } from '../components/kiosk/kiosk-done';
import { KioskWorkerPanel } from '../components/kiosk/kiosk-worker-panel';
import { PinPad } from '../components/kiosk/pin-pad';
import { formatWait, isWrongPin, KIOSK_DONE_MS, KIOSK_IDLE_MS, retryAfterOf } from '../kiosk-model';
import { clockTime, longDay, madridDate, snapshotOf, type TimeClockSnapshot } from '../model';
import { useNow } from '../use-live-time-clock';

type Step =
  | { kind: 'pin' }
  | { kind: 'worker'; pin: string; answer: KioskClockAnswer; snapshot: TimeClockSnapshot }
  | { kind: 'done'; answer: KioskClockAnswer; action: TimeClockAction };

/**
 * /time-clock?kiosk=1: the shared tablet at the workshop's door, signed in with an account that
 * holds "Terminal de fichaje". The shell shows it without its menu. A worker types their PIN, sees
 * their name and state, and taps the punch; the screen goes back to the pad by itself.
 */
export default function KioskPage() {
  const intl = useIntl();
  const { hasPermission, isLoading } = usePermissions();
  useDocumentTitle(intl.formatMessage({ id: 'timeClock.kiosk.title' }));

  let body;
  if (isLoading) {
    body = (
      <Card>
        <div
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'timeClock.kiosk.loading' })}
        >
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Card>
    );
  } else if (!hasPermission(PERMISSIONS.timeclock.entries.kiosk)) {
    body = <KioskForbidden />;
  } else {
    body = <KioskTerminal />;
  }
  return (
    <Flex
      vertical
      gap={16}
      data-testid="kiosk-page"
      style={{ maxWidth: 960, marginInline: 'auto' }}
    >
      <KioskHeader />
      {body}
      <KioskExit />
    </Flex>
  );
}

/** The brand, the screen's name and the time. */
function KioskHeader() {
  const { token } = theme.useToken();
  const locale = useAppSelector((state) => state.ui.locale);
  const now = useNow(true);
  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Flex align="center" gap={16}>
        <BrandLogo compact />
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          <FormattedMessage id="timeClock.kiosk.title" />
        </Typography.Title>
      </Flex>
      <Flex vertical align="end" style={{ marginInlineStart: 'auto' }}>
        <Typography.Text
          strong
          style={{ fontSize: token.fontSizeHeading2, fontVariantNumeric: 'tabular-nums' }}
          data-testid="kiosk-clock"
        >
          {clockTime(now, locale)}
        </Typography.Text>
        <Typography.Text type="secondary">{longDay(madridDate(now), locale)}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * The way out, below the terminal and out of the workers' way. It signs the account out: whoever
 * leaves the kiosk must not be left holding the manager's session.
 */
function KioskExit() {
  const intl = useIntl();
  const { modal } = useFeedback();
  const logout = useLogout();
  const user = useAppSelector((state) => state.auth.user);
  const exit = () =>
    modal.confirm({
      title: intl.formatMessage({ id: 'timeClock.kiosk.exit.title' }),
      content: intl.formatMessage(
        { id: 'timeClock.kiosk.exit.content' },
        { account: user?.full_name || user?.email || '' },
      ),
      okText: intl.formatMessage({ id: 'timeClock.kiosk.exit.ok' }),
      cancelText: intl.formatMessage({ id: 'timeClock.kiosk.exit.cancel' }),
      okButtonProps: { size: 'large' },
      cancelButtonProps: { size: 'large' },
      onOk: () => logout(),
    });
  return (
    <Flex justify="center">
      <Button type="text" icon={<PoweroffOutlined aria-hidden />} onClick={exit}>
        <FormattedMessage id="timeClock.kiosk.exit.button" />
      </Button>
    </Flex>
  );
}

function KioskForbidden() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Card data-testid="kiosk-forbidden">
      <Result
        icon={<LockOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
        title={<FormattedMessage id="timeClock.kiosk.forbidden.title" />}
        subTitle={<FormattedMessage id="timeClock.kiosk.forbidden.description" />}
        extra={
          <Button size="large" onClick={() => navigate('/fichaje')}>
            <FormattedMessage id="timeClock.kiosk.forbidden.back" />
          </Button>
        }
      />
    </Card>
  );
}

/** The pad, then the worker and their punches, then the confirmation; and back to the pad. */
function KioskTerminal() {
  const intl = useIntl();
  const identify = useKioskIdentify();
  const punch = useKioskPunch();
  const [pin, setPin] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'pin' });
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const now = useNow(true);
  const paused = pausedUntil !== null && pausedUntil > now;

  const backToPad = useCallback(() => {
    setPin('');
    setRefusal(null);
    setStep({ kind: 'pin' });
  }, []);

  // A shared screen: a worker who walks away leaves nothing of theirs on it for long.
  useEffect(() => {
    if (step.kind === 'pin') return undefined;
    const timer = window.setTimeout(
      backToPad,
      step.kind === 'done' ? KIOSK_DONE_MS : KIOSK_IDLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [step, backToPad]);

  /** A refusal that sends the worker back to the pad: a wrong PIN, or the terminal paused. */
  const refusedPin = (failure: unknown): boolean => {
    const wait = retryAfterOf(failure);
    if (wait !== null) {
      setPausedUntil(Date.now() + wait * 1000);
      setError(null);
    } else if (isWrongPin(failure)) {
      setError(extractErrorMessage(failure));
    } else {
      return false;
    }
    backToPad();
    return true;
  };

  const submitPin = async () => {
    setError(null);
    try {
      const answer = await identify.mutateAsync(pin);
      setStep({ kind: 'worker', pin, answer, snapshot: snapshotOf(answer.status) });
    } catch (failure) {
      if (!refusedPin(failure)) setError(extractErrorMessage(failure));
    }
  };

  const choose = async (action: TimeClockAction) => {
    if (step.kind !== 'worker') return;
    setRefusal(null);
    try {
      const answer = await punch.mutateAsync({ pin: step.pin, action });
      setPin('');
      setStep({ kind: 'done', answer, action });
    } catch (failure) {
      if (refusedPin(failure)) return;
      setRefusal(
        isApiError(failure) && failure.message
          ? failure.message
          : intl.formatMessage({ id: 'timeClock.punchFailed' }),
      );
    }
  };

  let content;
  if (step.kind === 'worker') {
    content = (
      <KioskWorkerPanel
        answer={step.answer}
        snapshot={step.snapshot}
        now={now}
        pending={punch.isPending ? (punch.variables?.action ?? null) : null}
        refusal={refusal}
        onPunch={(action) => void choose(action)}
        onCancel={backToPad}
      />
    );
  } else if (step.kind === 'done') {
    content = <KioskDone answer={step.answer} action={step.action} onDone={backToPad} />;
  } else {
    content = (
      <Flex vertical gap={16} align="center" style={{ width: '100%' }} data-testid="kiosk-pad">
        <Flex vertical gap={4} align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            <FormattedMessage id="timeClock.kiosk.pin.title" />
          </Typography.Title>
          <Typography.Text type="secondary">
            <FormattedMessage id="timeClock.kiosk.pin.hint" />
          </Typography.Text>
        </Flex>
        {paused ? (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage({ id: 'timeClock.kiosk.paused.title' })}
            description={intl.formatMessage(
              { id: 'timeClock.kiosk.paused.description' },
              { wait: formatWait(pausedUntil - now) },
            )}
            style={{ width: '100%', maxWidth: 360 }}
            data-testid="kiosk-paused"
          />
        ) : (
          error && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ width: '100%', maxWidth: 360 }}
              data-testid="kiosk-error"
            />
          )
        )}
        <PinPad
          value={pin}
          onChange={(next) => {
            setPin(next);
            if (next) setError(null);
          }}
          onSubmit={() => void submitPin()}
          disabled={paused}
          loading={identify.isPending}
        />
      </Flex>
    );
  }

  return (
    <Card
      styles={{
        body: {
          padding: 32,
          minHeight: 520,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
      }}
    >
      {content}
    </Card>
  );
}
