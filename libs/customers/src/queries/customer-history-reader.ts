import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CustomerHistoryEntry, type CustomerMergeRecord, type Paginated } from '@px/contracts';
import { GetUserNamesQuery } from '@px/identity';
import { SqlClient, pageOf, skipOf } from '@px/platform';
import { type CustomerNameParts, customerFullName } from '../domain/customer-name';
import { ListCustomerVehicleHistoryQuery } from './customer-vehicle-history.query';

const CONSENT_CHANNEL_LABELS: Record<string, string> = {
  in_person: 'en persona',
  paper: 'en papel',
  email: 'por e-mail',
  phone: 'por teléfono',
  web: 'por la web',
  import: 'por importación',
};

/**
 * The customer's own facts: created, consents as they stand, and the duplicates merged into it.
 * `rank` keeps the registration below a consent given at the same instant.
 */
const OWN_FACTS_SQL = `
  select 'created:' || c.id as id, c.created_at as occurred_at, 'customer_created' as kind,
         '{}'::jsonb as details, 0 as rank
    from customer c where c.id = $1
  union all
  select 'gdpr:' || c.id, c.gdpr_consent_at, 'gdpr_consent',
         jsonb_build_object('channel', c.gdpr_consent_channel), 1
    from customer c where c.id = $1 and c.gdpr_consent_at is not null
  union all
  select 'marketing:' || c.id, c.marketing_consent_at, 'marketing_consent',
         jsonb_build_object('given', c.marketing_consent, 'channel', c.marketing_consent_channel), 1
    from customer c where c.id = $1 and c.marketing_consent_at is not null
  union all
  select m.id::text, m.merged_at, 'customer_merged',
         jsonb_build_object('merged_id', m.merged_id, 'snapshot', m.merged_snapshot,
                            'moved_vehicle_ids', m.moved_vehicle_ids), 1
    from customer_merge m where m.kept_id = $1`;

interface OwnFactRow {
  id: string;
  occurred_at: Date;
  kind: string;
  details: Record<string, unknown>;
}

interface MergeRow {
  id: string;
  kept_id: string;
  merged_id: string;
  merged_snapshot: CustomerNameParts;
  moved_vehicle_ids: string[];
  merged_at: Date;
  actor_id: string | null;
}

function ownFactTitle(row: OwnFactRow): string {
  const channel = CONSENT_CHANNEL_LABELS[String(row.details.channel)] ?? '';
  switch (row.kind) {
    case 'customer_created':
      return 'Alta del cliente';
    case 'gdpr_consent':
      return `Consentimiento RGPD ${channel}`.trim();
    case 'marketing_consent':
      return row.details.given
        ? `Acepta comunicaciones comerciales ${channel}`.trim()
        : 'Retira el consentimiento de comunicaciones comerciales';
    default:
      return `Fusionado con el duplicado ${String(row.details.merged_name ?? '')}`.trim();
  }
}

/** GET /api/customers/{id}/history and /merges. */
@Injectable()
export class CustomerHistoryReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  private exists(id: string): Promise<unknown> {
    return this.sql.one(
      'select 1 from customer where id = $1 and deleted_at is null and merged_into_id is null',
      [id],
    );
  }

  /**
   * Newest first. Both sources are small per customer, so each gives its first page × limit
   * entries and the page is cut from their merge.
   */
  async history(
    customerId: string,
    page: number,
    limit: number,
  ): Promise<Paginated<CustomerHistoryEntry> | null> {
    if (!(await this.exists(customerId))) return null;
    const take = page * limit;
    const [own, vehicles] = await Promise.all([
      this.sql.query<OwnFactRow>(`${OWN_FACTS_SQL} order by occurred_at desc, rank desc`, [
        customerId,
      ]),
      this.queries.execute(new ListCustomerVehicleHistoryQuery(customerId, take)),
    ]);
    const ownEntries: CustomerHistoryEntry[] = own.map((row) => {
      const details = { ...row.details };
      if (row.kind === 'customer_merged') {
        details.merged_name = customerFullName(details.snapshot as CustomerNameParts);
        delete details.snapshot;
      }
      return {
        id: row.id,
        occurred_at: row.occurred_at.toISOString(),
        kind: row.kind,
        title: ownFactTitle({ ...row, details }),
        vehicle_id: null,
        license_plate: null,
        details,
      };
    });
    const merged = [...ownEntries, ...vehicles.entries].sort((a, b) =>
      b.occurred_at.localeCompare(a.occurred_at),
    );
    const request = { page, limit };
    return pageOf(merged.slice(skipOf(request), take), request, own.length + vehicles.total);
  }

  async merges(customerId: string): Promise<CustomerMergeRecord[] | null> {
    if (!(await this.exists(customerId))) return null;
    const rows = await this.sql.query<MergeRow>(
      `select id, kept_id, merged_id, merged_snapshot, moved_vehicle_ids, merged_at, actor_id
         from customer_merge where kept_id = $1 order by merged_at desc`,
      [customerId],
    );
    return this.toRecords(rows);
  }

  async merge(mergeId: string): Promise<CustomerMergeRecord | null> {
    const rows = await this.sql.query<MergeRow>(
      `select id, kept_id, merged_id, merged_snapshot, moved_vehicle_ids, merged_at, actor_id
         from customer_merge where id = $1`,
      [mergeId],
    );
    return (await this.toRecords(rows))[0] ?? null;
  }

  private async toRecords(rows: MergeRow[]): Promise<CustomerMergeRecord[]> {
    const actorIds = [...new Set(rows.map((row) => row.actor_id).filter((id) => id !== null))];
    const names = new Map(
      (await this.queries.execute(new GetUserNamesQuery(actorIds as string[]))).map((u) => [
        u.id,
        u.full_name,
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      kept_id: row.kept_id,
      merged_id: row.merged_id,
      merged_name: customerFullName(row.merged_snapshot),
      moved_vehicle_ids: row.moved_vehicle_ids,
      merged_at: row.merged_at.toISOString(),
      actor_name: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
    }));
  }
}
