import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type CertificateConnectionCheck } from '@px/contracts';
import { AeatConnectionError, AeatTransport } from '../verifactu/submission/aeat-transport';
import { GetSigningCertificateQuery } from './signing-certificate.query';

const dateEs = (date: Date) =>
  date.toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long' });

/**
 * POST /api/billing/certificate/test ("Probar conexión"): a request to the configured endpoint
 * with the certificate, over mutual TLS. Nothing is sent to the AEAT but the handshake and a GET;
 * every outcome is an answer with its Spanish explanation, not an error.
 */
export class CheckCertificateConnectionQuery extends Query<CertificateConnectionCheck> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

@QueryHandler(CheckCertificateConnectionQuery)
export class CheckCertificateConnectionHandler implements IQueryHandler<
  CheckCertificateConnectionQuery,
  CertificateConnectionCheck
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly transport: AeatTransport,
  ) {}

  async execute({ now }: CheckCertificateConnectionQuery): Promise<CertificateConnectionCheck> {
    const answer = (ok: boolean, message: string): CertificateConnectionCheck => ({
      ok,
      message,
      checked_at: new Date().toISOString(),
    });
    const certificate = await this.queries.execute(new GetSigningCertificateQuery());
    if (!certificate) {
      return answer(false, 'No hay ningún certificado subido: súbelo antes de probar la conexión.');
    }
    if (certificate.validTo.getTime() <= now.getTime()) {
      return answer(
        false,
        `El certificado caducó el ${dateEs(certificate.validTo)}: sube uno vigente.`,
      );
    }
    try {
      await this.transport.probe(certificate);
    } catch (error) {
      if (error instanceof AeatConnectionError) return answer(false, error.failure.message);
      throw error;
    }
    return answer(
      true,
      `Conexión correcta: ${this.transport.host} ha aceptado el certificado del taller.`,
    );
  }
}
