import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '@/test-utils';
import { CsvImportModal, type CsvImportInput, type CsvImportReport } from './index';

interface ThingReport extends CsvImportReport {
  things_to_create: number;
}

const CSV = 'code;name\r\nA1;Uno\r\nA2;Dos\r\n';
const MAX_BYTES = 1024 * 1024;

const report = (extra: Partial<ThingReport> = {}): ThingReport => ({
  committed: false,
  rows: 2,
  things_to_create: 2,
  errors: [],
  ...extra,
});

/** The wizard over a mutation that answers with `answer` (what the feature's hook would post). */
function renderWizard(answer: (input: CsvImportInput) => Promise<ThingReport>) {
  const send = vi.fn(answer);
  const onClose = vi.fn();
  function Wizard() {
    const mutation = useMutation({ mutationFn: send });
    return (
      <CsvImportModal<ThingReport>
        open
        onClose={onClose}
        mutation={mutation}
        // Any catalogue ids do: the wizard only passes them to react-intl.
        messages={{
          title: 'customers.import.title',
          help: 'customers.import.help',
          columnsHelp: 'customers.import.columnsHelp',
          clean: 'customers.import.clean',
          successHint: 'customers.import.successHint',
        }}
        columns={['code', 'name', 'notes']}
        isRequired={(column) => column !== 'notes'}
        template={{ fileName: 'plantilla.csv', csv: () => 'code;name\r\n' }}
        maxBytes={MAX_BYTES}
        summary={(checked) => [
          {
            key: 'create',
            label: 'Se crearán',
            children: <span data-testid="import-to-create">{checked.things_to_create}</span>,
          },
        ]}
        successTitle={(done) => `Importadas ${done.things_to_create} cosas`}
      />
    );
  }
  renderWithProviders(<Wizard />);
  return { send, onClose };
}

async function choose(text = CSV, name = 'cosas.csv') {
  const dialog = await screen.findByRole('dialog', {
    name: 'Importar clientes y vehículos desde CSV',
  });
  const input = dialog.querySelector('input[type="file"]');
  await userEvent.upload(input as HTMLInputElement, new File([text], name, { type: 'text/csv' }));
  return dialog;
}

describe('CsvImportModal', { timeout: 40_000 }, () => {
  it('checks the file first, lists every row error and blocks the import meanwhile', async () => {
    const { send } = renderWizard(() =>
      Promise.resolve(
        report({
          errors: [
            { line: 2, column: 'code', message: 'El código A1 ya existe.' },
            { line: 3, column: null, message: 'La fila tiene 3 columnas y la cabecera 2.' },
          ],
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    const columns = within(dialog).getByTestId('import-columns');
    expect(columns).toHaveTextContent('codenamenotes');
    expect(within(dialog).getByText('Hasta 1 MB.', { exact: false })).toBeInTheDocument();

    await choose();
    const errors = await within(dialog).findByTestId('import-errors');
    expect(send.mock.calls.map(([input]) => input)).toEqual([{ csv: CSV, dry_run: true }]);
    expect(within(dialog).getByTestId('import-has-errors')).toHaveTextContent('Hay 2 errores');
    expect(
      within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2', 'code', 'El código A1 ya existe.'],
      ['3', 'Toda la fila', 'La fila tiene 3 columnas y la cabecera 2.'],
    ]);
    expect(within(dialog).getByTestId('import-rows')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('import-to-create')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('import-commit')).toBeDisabled();

    await userEvent.click(within(dialog).getByTestId('import-restart'));
    expect(dialog.querySelector('input[type="file"]')).toBeInTheDocument();
  });

  it('imports a clean file with dry_run false, then says so', async () => {
    const { send, onClose } = renderWizard((input) =>
      Promise.resolve(report({ committed: !input.dry_run })),
    );
    const dialog = await choose();
    expect(await within(dialog).findByTestId('import-clean')).toBeVisible();
    const commit = within(dialog).getByTestId('import-commit');
    expect(commit).toHaveTextContent('Importar');
    await userEvent.click(commit);
    expect(await within(dialog).findByTestId('import-done')).toHaveTextContent(
      'Importadas 2 cosas',
    );
    expect(send.mock.calls.map(([input]) => input)).toEqual([
      { csv: CSV, dry_run: true },
      { csv: CSV, dry_run: false },
    ]);
    await userEvent.click(within(dialog).getByTestId('import-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('explains a commit refused with a 409 and checks the file again', async () => {
    let calls = 0;
    const { send } = renderWizard(() => {
      calls += 1;
      if (calls === 2) {
        return Promise.reject(
          new ApiError({
            error: 'CONFLICT',
            message: 'A1 se creó mientras tanto.',
            statusCode: 409,
          }),
        );
      }
      return Promise.resolve(report());
    });
    const dialog = await choose();
    await userEvent.click(await within(dialog).findByTestId('import-commit'));
    expect(await within(dialog).findByTestId('import-problem')).toHaveTextContent(
      'No se ha importado nada: A1 se creó mientras tanto. Vuelve a comprobar el archivo.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a comprobar' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![0]).toEqual({ csv: CSV, dry_run: true });
  });

  it('refuses an empty file and one over the limit before sending anything', async () => {
    const { send } = renderWizard(() => Promise.resolve(report()));
    const dialog = await choose(' \r\n');
    expect(await within(dialog).findByTestId('import-problem')).toHaveTextContent(
      'El archivo está vacío.',
    );
    await choose('a'.repeat(MAX_BYTES + 1));
    expect(await within(dialog).findByTestId('import-problem')).toHaveTextContent(
      'El archivo supera 1 MB: divídelo en varios.',
    );
    expect(send).not.toHaveBeenCalled();
  });
});
