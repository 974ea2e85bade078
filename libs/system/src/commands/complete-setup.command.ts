import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type SetupResult } from '@px/contracts';
import { CommandTransaction } from '@px/platform';
import { setupResult } from '../domain/first-run-setup';
import { ensureDefaultServiceTypes } from './default-service-types';

/**
 * First-run setup (SPEC §2's banner): creates whatever defaults are missing and says what it did.
 * Idempotent: a second run creates nothing. An administrator's renamed or deactivated defaults
 * are left as they are (they exist, by code).
 */
export class CompleteSetupCommand extends Command<SetupResult> {}

@CommandHandler(CompleteSetupCommand)
export class CompleteSetupHandler implements ICommandHandler<CompleteSetupCommand, SetupResult> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(): Promise<SetupResult> {
    const serviceTypes = await this.commands.run((em: EntityManager) =>
      ensureDefaultServiceTypes(em),
    );
    return setupResult(serviceTypes);
  }
}
