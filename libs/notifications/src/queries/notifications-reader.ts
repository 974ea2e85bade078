import { Injectable } from '@nestjs/common';
import { type NotificationPage } from '@px/contracts';
import { SqlClient, pageOf, skipOf } from '@px/platform';
import { NOTIFICATION_COLUMNS, type NotificationRow, toNotification } from './notification-view';

export interface NotificationListFilter {
  /** unread: only what is still unread (the bell's first tab); all: everything. */
  status: 'unread' | 'all';
  page: number;
  limit: number;
}

/** An employee's notifications, newest first, with the bell's counts, in one statement. */
@Injectable()
export class NotificationsReader {
  constructor(private readonly sql: SqlClient) {}

  async list(employeeId: string, filter: NotificationListFilter): Promise<NotificationPage> {
    const [row] = await this.sql.query<{
      rows: NotificationRow[];
      total: number;
      unread: number;
      urgent: number;
    }>(
      `select coalesce((select json_agg(p) from (
                select ${NOTIFICATION_COLUMNS} from notification
                 where employee_id = $1 and ($2 = 'all' or read_at is null)
                 order by created_at desc, id desc limit $3 offset $4) p), '[]') as rows,
              count(*)::int as total,
              (count(*) filter (where read_at is null))::int as unread,
              (count(*) filter (where read_at is null and priority = 'urgent'))::int as urgent
         from notification where employee_id = $1`,
      [employeeId, filter.status, filter.limit, skipOf(filter)],
    );
    return {
      ...pageOf(
        row.rows.map(toNotification),
        filter,
        filter.status === 'all' ? row.total : row.unread,
      ),
      summary: { total: row.total, unread: row.unread, urgent: row.urgent },
    };
  }
}
