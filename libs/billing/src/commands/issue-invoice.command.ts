import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, CommandTransaction, ConflictError } from '@px/platform';
import { GetWorkshopProfileQuery } from '@px/system';
import { issueDraft } from './invoice-issuing';

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

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, version, actorId, at }: IssueInvoiceCommand): Promise<void> {
    // The issuer as the workshop's settings say today (printed on the invoice for good).
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    if (!workshop) {
      throw new ConflictError(
        'Faltan los datos fiscales del taller: complétalos en Administración antes de emitir facturas.',
      );
    }
    // The issue writes its outbox row in its own last statement (issueDraft's outbox), not at the
    // commit's flush: one round trip less while the counter and chain rows are held.
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
}
