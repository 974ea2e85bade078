/**
 * Integer cents as es-ES euros: 123456 → "1.234,56 €". Thousands always grouped (CLDR's es-ES
 * leaves 4-digit amounts ungrouped, which reads oddly in a column of money), as the SPA does. One
 * writer for documents and server messages, so a PDF and an error never print an amount differently.
 */
export const euros = (cents: number): string =>
  `${(cents / 100).toLocaleString('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  })} €`;
