import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { useFeedback } from './feedback-provider';

function ToastOnMount() {
  const { message } = useFeedback();
  useEffect(() => {
    message.success('Orden guardada');
  }, [message]);
  return null;
}

function ConfirmButton() {
  const { modal, notification } = useFeedback();
  return (
    <button
      type="button"
      onClick={() =>
        modal.confirm({
          title: '¿Cancelar la orden?',
          onOk: () => notification.info({ title: 'Orden cancelada' }),
        })
      }
    >
      Cancelar
    </button>
  );
}

describe('useFeedback', () => {
  it('shows a toast asked for before antd’s App has arrived, once it has', async () => {
    renderWithProviders(<ToastOnMount />);
    expect(await screen.findByText('Orden guardada')).toBeInTheDocument();
  });

  it('opens a confirmation and runs its answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmButton />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: '¿Cancelar la orden?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Orden cancelada')).toBeInTheDocument();
  });

  it('is not a thenable: awaiting it queues nothing', () => {
    let feedback: ReturnType<typeof useFeedback> | null = null;
    function Probe() {
      feedback = useFeedback();
      return null;
    }
    renderWithProviders(<Probe />);
    expect((feedback!.modal as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
