import { ClearOutlined } from '@ant-design/icons';
import { SIGNATURE_COLOURS } from '@/app/colours';
import type { SignatureStroke } from '@px/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import SignaturePad, { type PointGroup } from 'signature_pad';

/** A drawn signature: its strokes (to redraw it) and the PNG the customer saw. */
export interface SignatureValue {
  strokes: SignatureStroke[];
  /** `data:image/png;base64,…` */
  png: string;
}

export interface SignatureFieldProps {
  value: SignatureValue | null;
  /** Called after each stroke with the whole signature, and with null when it is cleared. */
  onChange(value: SignatureValue | null): void;
  /** Shown above the box and used as its accessible name. */
  label: string;
  disabled?: boolean;
}

/** A signature is ink on paper: black on white in either theme, and so in the PNG. */
const INK = SIGNATURE_COLOURS.ink;
const PAPER = SIGNATURE_COLOURS.paper;
const HEIGHT = 200;

/** signature_pad's point groups are our strokes (the contract keeps every option they carry). */
const toStrokes = (groups: PointGroup[]): SignatureStroke[] =>
  groups.map((group) => ({ ...group }));
const toGroups = (strokes: SignatureStroke[]) => strokes as unknown as PointGroup[];

/**
 * The customer's signature on the tablet, drawn with signature_pad. The canvas follows its
 * container's width at the screen's pixel density; a resize redraws the strokes (a canvas loses
 * its drawing when its size changes) instead of losing them.
 */
export function SignatureField({ value, onChange, label, disabled = false }: SignatureFieldProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const labelId = useId();
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  /** The value this field last reported: when it comes back as `value`, there is nothing to draw. */
  const reported = useRef<SignatureValue | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    if (!canvas || !box) return;
    const pad = new SignaturePad(canvas, { penColor: INK, backgroundColor: PAPER });
    padRef.current = pad;

    const report = () => {
      const next = { strokes: toStrokes(pad.toData()), png: pad.toDataURL('image/png') };
      reported.current = next;
      onChangeRef.current(next);
    };
    pad.addEventListener('endStroke', report);

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(box.clientWidth * ratio);
      const height = Math.round(HEIGHT * ratio);
      if (!width || (canvas.width === width && canvas.height === height)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      // Strokes are kept in CSS pixels: scale the context so they land where they were drawn.
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length) pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);

    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // A value from outside (a restored draft, or null from a reset) is drawn; our own echo is not.
  useEffect(() => {
    const pad = padRef.current;
    if (!pad || value === reported.current) return;
    reported.current = value;
    if (value?.strokes.length) pad.fromData(toGroups(value.strokes));
    else pad.clear();
  }, [value]);

  useEffect(() => {
    const pad = padRef.current;
    if (disabled) pad?.off();
    else pad?.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    reported.current = null;
    onChange(null);
  };

  const signed = !!value?.strokes.length;

  return (
    <Flex vertical gap={8} role="group" aria-labelledby={labelId} data-testid="signature-field">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong id={labelId}>
          {label}
        </Typography.Text>
        <Button
          size="large"
          icon={<ClearOutlined />}
          onClick={clear}
          disabled={disabled || !signed}
          style={{ minHeight: 44 }}
          data-testid="signature-clear"
        >
          {intl.formatMessage({ id: 'reception.signature.clear' })}
        </Button>
      </Flex>
      <div
        ref={boxRef}
        style={{
          position: 'relative',
          background: PAPER,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          opacity: disabled ? 0.6 : 1,
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={intl.formatMessage(
            { id: 'reception.signature.area' },
            {
              label,
              state: intl.formatMessage({
                id: signed ? 'reception.signature.signed' : 'reception.signature.unsigned',
              }),
            },
          )}
          aria-describedby={hintId}
          style={{
            display: 'block',
            width: '100%',
            height: HEIGHT,
            // Drawing must not scroll or zoom the page on a tablet.
            touchAction: 'none',
            userSelect: 'none',
          }}
          data-testid="signature-canvas"
        />
        {/* Where to sign, as on paper; over the canvas (not in the PNG) and let through to it. */}
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: 24,
            right: 24,
            bottom: 48,
            borderBottom: `1px dashed ${SIGNATURE_COLOURS.guide}`,
            pointerEvents: 'none',
          }}
        />
      </div>
      <Typography.Text type="secondary" id={hintId}>
        {intl.formatMessage({ id: 'reception.signature.hint' })}
      </Typography.Text>
    </Flex>
  );
}
