import { type LocalDate } from '@px/contracts';
import { formatAeatAmount } from '../money';
import { aeatDate } from './registration-time';

/**
 * The URL the invoice's QR encodes (Orden HAC/1177/2024 and the AEAT's QR specification; DOMAIN):
 * the AEAT's ValidarQR service with the issuer's NIF, the full invoice number, the issue date
 * (`dd-mm-aaaa`) and the total (dot decimal), each value URL-encoded (a number may hold `/`, `&` or
 * spaces). The test environment has its own host.
 */
export const QR_BASE_URLS = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

export type AeatEnvironment = keyof typeof QR_BASE_URLS;

export interface QrInvoice {
  issuerNif: string;
  /** NumSerieFactura, exactly as in the registration record. */
  invoiceNumber: string;
  issueDate: LocalDate;
  totalCents: number;
}

export function verifactuQrUrl(
  invoice: QrInvoice,
  environment: AeatEnvironment = 'production',
): string {
  const params: [string, string][] = [
    ['nif', invoice.issuerNif.trim()],
    ['numserie', invoice.invoiceNumber.trim()],
    ['fecha', aeatDate(invoice.issueDate)],
    ['importe', formatAeatAmount(invoice.totalCents)],
  ];
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${QR_BASE_URLS[environment]}?${query}`;
}
