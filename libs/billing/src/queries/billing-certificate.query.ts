import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type BillingCertificateState } from '@px/contracts';
import { GetUserNamesQuery } from '@px/identity';
import { APP_CONFIG, type AppConfig, SqlClient } from '@px/platform';
import { GetWorkshopProfileQuery } from '@px/system';
import { verifactuSettings } from '../verifactu/verifactu-settings';
import {
  CERTIFICATE_FACT_COLUMNS,
  type CertificateFactsRow,
  toCertificateView,
} from './billing-certificate-view';

/** GET /api/billing/certificate: the certificate's public facts, where records go. */
export class GetBillingCertificateQuery extends Query<BillingCertificateState> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

@QueryHandler(GetBillingCertificateQuery)
export class GetBillingCertificateHandler implements IQueryHandler<
  GetBillingCertificateQuery,
  BillingCertificateState
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ now }: GetBillingCertificateQuery): Promise<BillingCertificateState> {
    const { environment, endpoint } = verifactuSettings(this.config);
    const row = await this.sql.one<CertificateFactsRow>(
      `select ${CERTIFICATE_FACT_COLUMNS} from billing_certificate`,
    );
    if (!row) return { certificate: null, environment, endpoint };
    const [workshop, names] = await Promise.all([
      this.queries.execute(new GetWorkshopProfileQuery()),
      row.uploaded_by
        ? this.queries.execute(new GetUserNamesQuery([row.uploaded_by]))
        : Promise.resolve([]),
    ]);
    return {
      certificate: toCertificateView(row, {
        now,
        workshopTaxId: workshop?.nif ?? null,
        uploadedByName: names[0]?.full_name ?? null,
      }),
      environment,
      endpoint,
    };
  }
}
