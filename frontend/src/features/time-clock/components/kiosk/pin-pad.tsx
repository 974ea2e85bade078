import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, theme } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { appendDigit, cleanPin, dropDigit, isPinComplete, KIOSK_PIN_MAX } from '../../kiosk-model';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

// A tap on the pad keeps the focus in the PIN field, so a keyboard can carry on typing there.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The kiosk's PIN pad: a masked field (typed on a keyboard: digits, Backspace, Enter) and a numeric
 * keypad of big keys for a finger on the tablet. "Continuar" sends once 4–6 digits are in.
 */
export function PinPad({
  value,
  onChange,
  onSubmit,
  disabled = false,
  loading = false,
}: {
  value: string;
  onChange: (pin: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  const complete = isPinComplete(value);
  const locked = disabled || loading;

  useEffect(() => {
    if (!locked) input.current?.focus();
  }, [locked]);

  const key = {
    size: 'large' as const,
    block: true,
    disabled: locked,
    onMouseDown: keepFocus,
    style: { height: 76, fontSize: token.fontSizeHeading3, fontWeight: 600 },
  };

  return (
    <div style={{ width: '100%', maxWidth: 360, marginInline: 'auto' }}>
      <Input
        ref={input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={KIOSK_PIN_MAX}
        value={value}
        disabled={locked}
        onChange={(event) => onChange(cleanPin(event.target.value))}
        onPressEnter={() => complete && !locked && onSubmit()}
        aria-label={intl.formatMessage({ id: 'timeClock.kiosk.pin.label' })}
        size="large"
        style={{
          height: 68,
          textAlign: 'center',
          fontSize: token.fontSizeHeading2,
          letterSpacing: '0.4em',
          marginBottom: 16,
        }}
        data-testid="kiosk-pin"
      />
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'timeClock.kiosk.pad.label' })}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}
      >
        {DIGITS.map((digit) => (
          <Button key={digit} {...key} onClick={() => onChange(appendDigit(value, digit))}>
            {digit}
          </Button>
        ))}
        <Button
          {...key}
          disabled={locked || value === ''}
          onClick={() => onChange(dropDigit(value))}
          aria-label={intl.formatMessage({ id: 'timeClock.kiosk.pad.delete' })}
          style={{ ...key.style, fontSize: token.fontSizeLG }}
        >
          {intl.formatMessage({ id: 'timeClock.kiosk.pad.deleteKey' })}
        </Button>
        <Button {...key} onClick={() => onChange(appendDigit(value, '0'))}>
          0
        </Button>
        <Button
          {...key}
          type="primary"
          disabled={disabled || !complete}
          loading={loading}
          icon={loading ? undefined : <ArrowRightOutlined aria-hidden />}
          onClick={onSubmit}
          aria-label={intl.formatMessage({ id: 'timeClock.kiosk.pad.submit' })}
          data-testid="kiosk-pin-submit"
        />
      </div>
    </div>
  );
}
