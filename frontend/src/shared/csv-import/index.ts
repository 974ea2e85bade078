export { type CsvSummaryItems } from './csv-check-report';
export { type CsvTemplate } from './csv-file-step';
export {
  CsvImportModal,
  type CsvImportMessages,
  type CsvImportModalProps,
} from './csv-import-modal';
export {
  type CsvImportInput,
  type CsvImportMutation,
  type CsvImportReport,
  type CsvRowError,
} from './use-csv-import';
