import type { DamageMark } from '@px/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n';
import { renderWithProviders } from '@/test-utils';
import messages from '../i18n/es.json';
import { DamageDiagram, type DamageDiagramProps } from './damage-diagram';

/** The diagram kept in state, as a form keeps it, with every change recorded. */
function Harness({ initial, ...props }: { initial: DamageMark[] } & Partial<DamageDiagramProps>) {
  const [marks, setMarks] = useState(initial);
  return (
    <DamageDiagram
      bodyType="turismo"
      marks={marks}
      onChange={(next) => {
        props.onChange?.(next);
        setMarks(next);
      }}
      readOnly={props.readOnly}
      photosByMark={props.photosByMark}
    />
  );
}

function renderDiagram(initial: DamageMark[] = [], props: Partial<DamageDiagramProps> = {}) {
  const onChange = vi.fn();
  // The components' messages, whether or not the app's index merges them yet.
  renderWithProviders(
    <IntlProvider locale="es-ES" messages={{ ...messagesFor('es'), ...messages }}>
      <Harness initial={initial} {...props} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

const lastMarks = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.lastCall?.[0] as DamageMark[] | undefined;

/** antd's radio buttons take the click on their label (the input does not take pointer events). */
const chooseKind = (dialog: HTMLElement, name: string) =>
  userEvent.click(within(dialog).getByRole('radio', { name }).closest('label')!);

const DENT: DamageMark = { id: 'm-1', x: 0.3, y: 0.4, kind: 'dent', note: 'Puerta delantera' };
const SCRATCH: DamageMark = { id: 'm-2', x: 0.6, y: 0.5, kind: 'scratch', note: '' };

// antd modals render slowly in jsdom.
describe('DamageDiagram', { timeout: 40_000 }, () => {
  it('adds a mark where the outline is clicked, with the kind and note chosen', async () => {
    const onChange = renderDiagram();
    const outline = screen.getByRole('img', { name: 'Esquema de daños del vehículo (turismo)' });
    vi.spyOn(outline, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 1000, height: 680 }),
    );
    fireEvent.click(outline, { clientX: 350, clientY: 390 });

    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    await chooseKind(dialog, 'Golpe');
    await userEvent.type(within(dialog).getByLabelText('Nota'), '  Aleta trasera ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    const [mark] = lastMarks(onChange) ?? [];
    expect(mark).toEqual({
      id: expect.any(String),
      x: 0.25,
      y: 0.5,
      kind: 'dent',
      note: 'Aleta trasera',
    });
    expect(
      screen.getByRole('button', { name: 'Marca 1: Golpe, Aleta trasera' }),
    ).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'Daños marcados' })).getByRole('listitem');
    expect(item).toHaveTextContent('Golpe');
    expect(item).toHaveTextContent('Aleta trasera');
  });

  it('does not add the mark when the editor is cancelled', async () => {
    const onChange = renderDiagram();
    fireEvent.click(screen.getByTestId('damage-diagram-outline'), { clientX: 10, clientY: 10 });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Sin daños marcados.')).toBeInTheDocument();
  });

  it('adds a mark from the keyboard at the centre, moves it with the arrows and removes it with Delete', async () => {
    const onChange = renderDiagram();
    screen.getByRole('button', { name: 'Añadir marca' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    expect(within(dialog).getByRole('radio', { name: 'Arañazo' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(lastMarks(onChange)).toEqual([
      { id: expect.any(String), x: 0.5, y: 0.5, kind: 'scratch', note: '' },
    ]);
    const mark = screen.getByRole('button', { name: 'Marca 1: Arañazo' });
    await waitFor(() => expect(mark).toHaveFocus());

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    const [moved] = lastMarks(onChange) ?? [];
    expect(moved?.x).toBeCloseTo(0.52);
    expect(moved?.y).toBeCloseTo(0.55);

    await userEvent.keyboard('{Delete}');
    expect(lastMarks(onChange)).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Marca 1/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir marca' })).toHaveFocus());
  });

  it('edits a mark opened with Enter on it', async () => {
    const onChange = renderDiagram([DENT, SCRATCH]);
    screen.getByRole('button', { name: 'Marca 2: Arañazo' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Marca 2' });
    await chooseKind(dialog, 'Roto');
    await userEvent.type(within(dialog).getByLabelText('Nota'), 'Faro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(lastMarks(onChange)).toEqual([DENT, { ...SCRATCH, kind: 'broken', note: 'Faro' }]);
    expect(screen.getByRole('button', { name: 'Marca 2: Roto, Faro' })).toBeInTheDocument();
  });

  it('edits and deletes from the list, and deletes from the editor', async () => {
    const onChange = renderDiagram([DENT, SCRATCH]);
    await userEvent.click(screen.getByRole('button', { name: 'Editar marca 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marca 1' });
    const note = within(dialog).getByLabelText('Nota');
    expect(note).toHaveValue('Puerta delantera');
    await userEvent.clear(note);
    await userEvent.type(note, 'Puerta trasera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(lastMarks(onChange)).toEqual([{ ...DENT, note: 'Puerta trasera' }, SCRATCH]);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar marca 1' }));
    expect(lastMarks(onChange)).toEqual([SCRATCH]);
    // What was mark 2 is now mark 1.
    await userEvent.click(screen.getByRole('button', { name: 'Marca 1: Arañazo' }));
    const editor = await screen.findByRole('dialog', { name: 'Marca 1' });
    await userEvent.click(within(editor).getByRole('button', { name: /Borrar marca$/ }));
    expect(lastMarks(onChange)).toEqual([]);
    expect(screen.getByText('Sin daños marcados.')).toBeInTheDocument();
  });

  it('read-only shows the marks and the list, with the photo counts, and nothing to change', async () => {
    const onChange = renderDiagram([DENT, SCRATCH], {
      readOnly: true,
      photosByMark: { 'm-1': 2 },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 fotos')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('damage-diagram-outline'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
