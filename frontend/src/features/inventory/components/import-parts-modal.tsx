import { PART_CSV_COLUMNS, PART_CSV_REQUIRED, type PartImportReport } from '@px/contracts';
import { useIntl } from 'react-intl';
import { CsvImportModal, type CsvImportMessages } from '@/shared/csv-import';
import { useImportParts } from '../api';
import { MAX_IMPORT_BYTES, partTemplateCsv } from '../model';

export interface ImportPartsModalProps {
  open: boolean;
  onClose: () => void;
}

const MESSAGES: CsvImportMessages = {
  title: 'inventory.import.title',
  help: 'inventory.import.help',
  columnsHelp: 'inventory.import.columnsHelp',
  clean: 'inventory.import.clean',
  successHint: 'inventory.import.successHint',
};

const TEMPLATE = { fileName: 'plantilla-piezas.csv', csv: partTemplateCsv };

const isRequired = (column: string) => (PART_CSV_REQUIRED as readonly string[]).includes(column);

/**
 * "Importar CSV" (the shared CSV wizard): the check counts the parts to create and to update (same
 * brand and reference); the commit is offered only when the check found no error.
 */
export function ImportPartsModal({ open, onClose }: ImportPartsModalProps) {
  const intl = useIntl();
  const mutation = useImportParts();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <CsvImportModal<PartImportReport>
      open={open}
      onClose={onClose}
      mutation={mutation}
      messages={MESSAGES}
      columns={PART_CSV_COLUMNS}
      isRequired={isRequired}
      template={TEMPLATE}
      maxBytes={MAX_IMPORT_BYTES}
      summary={(report) => [
        {
          key: 'create',
          label: t('inventory.import.toCreate'),
          children: <span data-testid="import-to-create">{report.parts_to_create}</span>,
        },
        {
          key: 'update',
          label: t('inventory.import.toUpdate'),
          children: <span data-testid="import-to-update">{report.parts_to_update}</span>,
        },
      ]}
      successTitle={(report) =>
        t('inventory.import.success', {
          created: report.parts_to_create,
          updated: report.parts_to_update,
        })
      }
    />
  );
}
