// What quotes (/quotes) and invoices (/facturas) share: the same lines, totals and figures.
export { type DocumentFormat, useDocumentFormat } from './document-format';
export { DocumentLinesEditor, type DocumentLinesEditorProps } from './document-lines-editor';
export { DocumentTotals, type DocumentTotalsProps, totalsOf } from './document-totals';
export * from './line-values';
export { showDocumentServerErrors } from './document-server-errors';
