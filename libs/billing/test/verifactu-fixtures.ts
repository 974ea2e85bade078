import { type InvoiceTotals } from '../src/domain/invoice-totals';
import {
  type AltaInvoice,
  type SistemaInformatico,
} from '../src/domain/verifactu/registration-record';

export const SYSTEM: SistemaInformatico = {
  NombreRazon: 'PX Software SL',
  NIF: 'B12345678',
  NombreSistemaInformatico: 'PX Taller',
  IdSistemaInformatico: 'PX',
  Version: '1.0.0',
  NumeroInstalacion: 'taller-001',
  TipoUsoPosibleSoloVerifactu: 'S',
  TipoUsoPosibleMultiOT: 'N',
  IndicadorMultiplesOT: 'N',
};

/** The published vectors' amounts: quota 12.35 €, total 123.45 €. */
export const VECTOR_TOTALS: InvoiceTotals = {
  breakdown: [{ vatRate: 21, baseCents: 11_110, vatCents: 1_235 }],
  baseCents: 11_110,
  vatCents: 1_235,
  totalCents: 12_345,
};

/** The first vector's invoice: 89890001K, 12345678/G33, 01-01-2024, F1. */
export const VECTOR_INVOICE: AltaInvoice = {
  issuer: { nif: '89890001K', name: 'Taller Pruebas SL' },
  number: '12345678/G33',
  issueDate: '2024-01-01',
  type: 'F1',
  description: 'Reparación del vehículo 1234 BCD',
  recipient: { name: 'Cliente Pruebas SL', nif: 'B87654321' },
  totals: VECTOR_TOTALS,
};

/** 19:20:SS in Madrid on 1 January 2024 (UTC+1). */
export const at = (seconds: number) =>
  new Date(`2024-01-01T18:20:${String(seconds).padStart(2, '0')}Z`);
