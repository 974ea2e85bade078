import { CUSTOMER_CSV_COLUMNS, type CustomerImportReport } from '@px/contracts';
import { useIntl } from 'react-intl';
import { CsvImportModal, type CsvImportMessages } from '@/shared/csv-import';
import { useImportCustomers } from '../api';
import { templateCsv } from '../model';

export interface ImportCustomersModalProps {
  open: boolean;
  onClose: () => void;
}

/** The server takes a request body of at most 5 MB (docs/api-customers-vehicles.md). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The columns the import needs (a name; and plate, make and model when vehicles come along). */
const REQUIRED_COLUMNS = new Set(['first_name', 'company_name', 'license_plate', 'make', 'model']);

const MESSAGES: CsvImportMessages = {
  title: 'customers.import.title',
  help: 'customers.import.help',
  columnsHelp: 'customers.import.columnsHelp',
  clean: 'customers.import.clean',
  successHint: 'customers.import.successHint',
};

const TEMPLATE = { fileName: 'plantilla-clientes.csv', csv: templateCsv };

/**
 * The customers and vehicles import (the shared CSV wizard): the check counts the customers and
 * vehicles it would create; nothing is written until the whole file is clean.
 */
export function ImportCustomersModal({ open, onClose }: ImportCustomersModalProps) {
  const intl = useIntl();
  const mutation = useImportCustomers();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const created = (report: CustomerImportReport) => ({
    customers: report.customers_to_create,
    vehicles: report.vehicles_to_create,
  });
  return (
    <CsvImportModal<CustomerImportReport>
      open={open}
      onClose={onClose}
      mutation={mutation}
      messages={MESSAGES}
      columns={CUSTOMER_CSV_COLUMNS}
      isRequired={(column) => REQUIRED_COLUMNS.has(column)}
      template={TEMPLATE}
      maxBytes={MAX_BODY_BYTES}
      summary={(report) => [
        {
          key: 'create',
          label: t('customers.import.toCreate'),
          children: (
            <span data-testid="import-to-create">
              {t('customers.import.toCreateValue', created(report))}
            </span>
          ),
        },
      ]}
      commitLabel={(report) => t('customers.import.commit', { count: report.customers_to_create })}
      successTitle={(report) => t('customers.import.success', created(report))}
    />
  );
}
