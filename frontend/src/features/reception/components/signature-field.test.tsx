import type { SignatureStroke } from '@px/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n';
import { renderWithProviders } from '@/test-utils';
import messages from '../i18n/es.json';
import { SignatureField, type SignatureValue } from './signature-field';

// jsdom has no canvas: signature_pad is replaced by a recorder of what the field asks of it.
const pads = vi.hoisted(() => [] as FakePad[]);
interface FakePad {
  options: Record<string, unknown>;
  data: unknown[];
  listeners: Map<string, () => void>;
  clear: ReturnType<typeof vi.fn>;
  fromData: ReturnType<typeof vi.fn>;
  on: ReturnType<typeof vi.fn>;
  off: ReturnType<typeof vi.fn>;
}
vi.mock('signature_pad', () => ({
  default: class {
    options: Record<string, unknown>;
    data: unknown[] = [];
    listeners = new Map<string, () => void>();
    clear = vi.fn(() => {
      this.data = [];
    });
    fromData = vi.fn((data: unknown[]) => {
      this.data = data;
    });
    on = vi.fn();
    off = vi.fn();
    constructor(_canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      this.options = options;
      pads.push(this as unknown as FakePad);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    toData() {
      return this.data;
    }
    toDataURL() {
      return 'data:image/png;base64,AAAA';
    }
  },
}));

const STROKE: SignatureStroke = {
  points: [
    { x: 10, y: 20, time: 1, pressure: 0.5 },
    { x: 30, y: 40, time: 2, pressure: 0.5 },
  ],
  penColor: '#000000',
};

function renderField(value: SignatureValue | null, disabled = false) {
  const onChange = vi.fn();
  renderWithProviders(
    <IntlProvider locale="es-ES" messages={{ ...messagesFor('es'), ...messages }}>
      <SignatureField
        label="Firma del cliente"
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </IntlProvider>,
  );
  return onChange;
}

describe('SignatureField', () => {
  beforeEach(() => {
    pads.length = 0;
  });

  it('draws in black on white, named and explained for assistive tech', () => {
    renderField(null);
    expect(pads[0]?.options).toMatchObject({ penColor: '#000000', backgroundColor: '#ffffff' });
    const canvas = screen.getByRole('img', { name: 'Firma del cliente: sin firmar' });
    expect(canvas).toHaveAccessibleDescription('Firme con el dedo o el ratón dentro del recuadro');
    expect(screen.getByRole('group', { name: 'Firma del cliente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Borrar firma/ })).toBeDisabled();
  });

  it('reports the strokes and the PNG when a stroke ends', () => {
    const onChange = renderField(null);
    const pad = pads[0]!;
    pad.data = [STROKE];
    pad.listeners.get('endStroke')?.();
    expect(onChange).toHaveBeenCalledWith({
      strokes: [STROKE],
      png: 'data:image/png;base64,AAAA',
    });
  });

  it('redraws a signature it is given', () => {
    renderField({ strokes: [STROKE], png: 'data:image/png;base64,AAAA' });
    expect(pads[0]?.fromData).toHaveBeenCalledWith([STROKE]);
    expect(screen.getByRole('img', { name: 'Firma del cliente: firmado' })).toBeInTheDocument();
  });

  it('"Borrar firma" clears the pad and reports no signature', async () => {
    const onChange = renderField({ strokes: [STROKE], png: 'data:image/png;base64,AAAA' });
    await userEvent.click(screen.getByRole('button', { name: /Borrar firma/ }));
    expect(pads[0]?.clear).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('stops taking strokes while disabled', () => {
    renderField({ strokes: [STROKE], png: 'data:image/png;base64,AAAA' }, true);
    expect(pads[0]?.off).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Borrar firma/ })).toBeDisabled();
  });
});
