import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  APP_CONFIG,
  type AppConfig,
  CommandTransaction,
  ConflictError,
  NotFoundError,
  SqlClient,
} from '@px/platform';
import { GetWorkshopProfileQuery, type WorkshopProfile } from '@px/system';
import { INVOICE_NOT_FOUND } from '../domain/invoice-draft';
import { type IssueDraftRow, issueDraft, prepareIssue, readIssueDraft } from './invoice-issuing';
import {
  DraftChangedMeanwhile,
  issuableInOneStatement,
  issueInOneStatement,
} from './invoice-issuing-statement';

/** POST /api/invoices/{id}/issue: numbers the draft, fixes it and records it for VERI*FACTU. */
export class IssueInvoiceCommand extends Command<void> {
  constructor(
    readonly id: string,
    /** The version the office saw; null: whatever it is now. */
    readonly version: number | null,
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

/**
 * An ordinary or simplified draft is read without locks, checked, and issued by one statement
 * (invoice-issuing-statement.ts: the locks every issue of the workshop queues on are held for that
 * statement only). A rectifying draft, the chain's first record, or a draft that changed between
 * the read and the statement go through `issueDraft`'s transaction, which answers the same way.
 */
@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: IssueInvoiceCommand): Promise<void> {
    // The issuer as the workshop's settings say today (printed on the invoice for good).
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    if (!workshop) {
      throw new ConflictError(
        'Faltan los datos fiscales del taller: complétalos en Administración antes de emitir facturas.',
      );
    }
    const draft = await readIssueDraft(
      (sql, params) => this.sql.query<IssueDraftRow>(sql, params),
      command.id,
      workshop.nif,
    );
    if (!draft) throw new NotFoundError(INVOICE_NOT_FOUND);
    if (issuableInOneStatement(draft, command.version)) {
      try {
        await this.inOneStatement(command, draft, workshop);
        return;
      } catch (error) {
        if (!(error instanceof DraftChangedMeanwhile)) throw error;
      }
    }
    // The issue writes its outbox row in its own last statement (issueDraft's outbox), not at the
    // commit's flush: one round trip less while the counter and chain rows are held.
    const { id, version, actorId, at } = command;
    await this.commands.run(async (em) => {
      await issueDraft(
        em,
        { id, version, actorId, at },
        workshop,
        this.config.appVersion,
        this.commands,
      );
    });
  }

  private async inOneStatement(
    { id, actorId, at }: IssueInvoiceCommand,
    draft: IssueDraftRow,
    workshop: WorkshopProfile,
  ): Promise<void> {
    const issue = prepareIssue(id, draft, null, workshop, this.config.appVersion, actorId, at);
    await this.commands.runStatement((unit) =>
      issueInOneStatement(unit, issue, { id, version: draft.version, actorId, at }, workshop.nif),
    );
  }
}
