import { Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetUserIdsWithPermissionQuery } from '@px/access';
import { SendNotificationCommand } from '@px/notifications';
import { CommandTransaction, SqlClient, runSql } from '@px/platform';
import { GetEmployeesForUsersQuery } from '@px/workforce';
import { BILLING_PERMISSIONS } from '../billing.catalogue';
import { expiryWarningDue } from '../domain/certificate/certificate-expiry';
import { certificateExpiryText } from '../domain/certificate/certificate-expiry-text';

interface CertificateRow {
  id: string;
  holder: string;
  tax_id: string | null;
  valid_to: Date;
  expiry_warned_days: number | null;
}

/**
 * The daily check of the certificate's expiry (CertificateExpiryJob): at 30, 7 and 1 days or
 * fewer, and once expired, the holders of billing.certificate.admin are told (system_alert), once
 * per certificate and threshold: the threshold is marked in the same transaction as the
 * notifications, so a rerun (or a second worker) finds it done. With nobody to tell, nothing is
 * marked and tomorrow's run tries again. Answers the threshold warned, or null.
 */
export class WarnCertificateExpiryCommand extends Command<number | null> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

@CommandHandler(WarnCertificateExpiryCommand)
export class WarnCertificateExpiryHandler implements ICommandHandler<
  WarnCertificateExpiryCommand,
  number | null
> {
  private readonly logger = new Logger('WarnCertificateExpiry');

  constructor(
    private readonly sql: SqlClient,
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly bus: CommandBus,
  ) {}

  async execute({ now }: WarnCertificateExpiryCommand): Promise<number | null> {
    const row = await this.sql.one<CertificateRow>(
      'select id, holder, tax_id, valid_to, expiry_warned_days from billing_certificate',
    );
    if (!row) return null;
    const validTo = new Date(row.valid_to);
    const threshold = expiryWarningDue(validTo, now, row.expiry_warned_days);
    if (threshold === null) return null;
    const users = await this.queries.execute(
      new GetUserIdsWithPermissionQuery(BILLING_PERMISSIONS.certificateAdmin),
    );
    const employees = await this.queries.execute(new GetEmployeesForUsersQuery(users));
    if (employees.length === 0) {
      this.logger.warn(
        { threshold },
        'The billing certificate expires soon and no employee holds billing.certificate.admin',
      );
      return null;
    }
    const text = certificateExpiryText({ holder: row.holder, taxId: row.tax_id, validTo }, now);
    return this.commands.run(async (em) => {
      const marked = await runSql(
        em,
        `update billing_certificate set expiry_warned_days = $2
          where id = $1 and (expiry_warned_days is null or expiry_warned_days > $2)`,
        [row.id, threshold],
        'run',
      );
      if (marked.affectedRows === 0) return null;
      // Joins this transaction: the mark and the notifications commit together.
      await this.bus.execute(
        new SendNotificationCommand({
          employee_ids: employees.map((employee) => employee.id),
          roles: [],
          type: 'system_alert',
          priority: threshold <= 7 ? 'urgent' : 'high',
          ...text,
        }),
      );
      return threshold;
    });
  }
}
