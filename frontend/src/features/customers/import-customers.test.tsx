import type { CustomerImportReport } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CustomersListPage from './pages/customers-list-page';
import {
  apiError,
  page,
  renderCustomerPage,
  stubApi,
  TALLERES,
  type RecordedCall,
} from './test-utils';

const CSV =
  'first_name;last_name;nif;license_plate;make;model\r\n' +
  'Ana;García;12345678Z;1234 BCD;Seat;Ibiza\r\n' +
  'Luis;Pérez;12345678A;;;\r\n';

const csvFile = (text = CSV, name = 'clientes.csv') => new File([text], name, { type: 'text/csv' });

function report(extra: Partial<CustomerImportReport> = {}): CustomerImportReport {
  return {
    dry_run: true,
    committed: false,
    rows: 2,
    customers_to_create: 2,
    vehicles_to_create: 1,
    errors: [],
    ...extra,
  };
}

/** The list page with the wizard open and `file` chosen. */
async function openAndChoose(file: File) {
  renderCustomerPage(<CustomersListPage />, '/customers');
  await screen.findByText('Transportes Ruiz SL');
  await userEvent.click(screen.getByTestId('import-customers'));
  const dialog = await screen.findByRole('dialog');
  // The expected columns and the template are offered before any file.
  expect(within(dialog).getByTestId('import-columns')).toHaveTextContent('license_plate');
  const input = dialog.querySelector('input[type="file"]');
  await userEvent.upload(input as HTMLInputElement, file);
  return dialog;
}

const importCalls = (api: ReturnType<typeof stubApi>) =>
  api.to('POST', '/api/customers/import').map((call) => call.body as Record<string, unknown>);

describe('Import wizard', { timeout: 40_000 }, () => {
  it('checks the file first and blocks the import while there are row errors', async () => {
    const api = stubApi({
      'GET /api/customers': page([TALLERES]),
      'POST /api/customers/import': report({
        errors: [
          {
            line: 3,
            column: 'nif',
            message: 'El NIF 12345678A no es válido: revisa la letra de control.',
          },
          { line: 4, column: null, message: 'La fila tiene 7 columnas y la cabecera 6.' },
        ],
      }),
    });
    const dialog = await openAndChoose(csvFile());

    const errors = await within(dialog).findByTestId('import-errors');
    expect(importCalls(api)).toEqual([{ csv: CSV, dry_run: true }]);
    expect(within(dialog).getByTestId('import-has-errors')).toHaveTextContent('Hay 2 errores');
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'nif', 'El NIF 12345678A no es válido: revisa la letra de control.'],
      ['4', 'Toda la fila', 'La fila tiene 7 columnas y la cabecera 6.'],
    ]);
    expect(within(dialog).getByTestId('import-rows')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('import-to-create')).toHaveTextContent(
      '2 clientes y 1 vehículo',
    );

    const commit = within(dialog).getByTestId('import-commit');
    expect(commit).toBeDisabled();
    await userEvent.click(commit);
    expect(importCalls(api)).toHaveLength(1);

    // Choosing another file starts again.
    await userEvent.click(within(dialog).getByTestId('import-restart'));
    expect(dialog.querySelector('input[type="file"]')).toBeInTheDocument();
  });

  it('imports a clean file with dry_run false and refreshes the list', async () => {
    const bodies: unknown[] = [];
    const api = stubApi({
      'GET /api/customers': page([TALLERES]),
      'POST /api/customers/import': (call: RecordedCall) => {
        bodies.push(call.body);
        const dry = (call.body as { dry_run: boolean }).dry_run;
        return {
          body: { success: true, data: report({ dry_run: dry, committed: !dry }) },
        };
      },
    });
    const dialog = await openAndChoose(csvFile());

    expect(await within(dialog).findByTestId('import-clean')).toBeVisible();
    const listLoads = api.to('GET', '/api/customers').length;
    const commit = within(dialog).getByTestId('import-commit');
    expect(commit).toHaveTextContent('Importar 2 clientes');
    expect(commit).toBeEnabled();
    await userEvent.click(commit);

    const done = await within(dialog).findByTestId('import-done');
    expect(done).toHaveTextContent('Importados 2 clientes y 1 vehículo');
    expect(bodies).toEqual([
      { csv: CSV, dry_run: true },
      { csv: CSV, dry_run: false },
    ]);
    await waitFor(() => expect(api.to('GET', '/api/customers').length).toBeGreaterThan(listLoads));
  });

  it('explains a commit refused because the data changed meanwhile, and checks again', async () => {
    let call = 0;
    const api = stubApi({
      'GET /api/customers': page([TALLERES]),
      'POST /api/customers/import': () => {
        call += 1;
        if (call === 2) {
          return apiError(
            409,
            'Otro usuario ha registrado el NIF 12345678Z mientras tanto.',
            'CONFLICT',
          );
        }
        return { body: { success: true, data: report() } };
      },
    });
    const dialog = await openAndChoose(csvFile());
    await userEvent.click(await within(dialog).findByTestId('import-commit'));
    expect(await within(dialog).findByTestId('import-problem')).toHaveTextContent(
      'No se ha importado nada: Otro usuario ha registrado el NIF 12345678Z mientras tanto.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a comprobar' }));
    await waitFor(() => expect(importCalls(api)).toHaveLength(3));
    expect(importCalls(api)[2]).toEqual({ csv: CSV, dry_run: true });
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const api = stubApi({ 'GET /api/customers': page([TALLERES]) });
    const big = csvFile('a'.repeat(5 * 1024 * 1024 + 1));
    const dialog = await openAndChoose(big);
    expect(await within(dialog).findByTestId('import-problem')).toHaveTextContent(
      'El archivo supera 5 MB',
    );
    expect(importCalls(api)).toHaveLength(0);
  });
});
