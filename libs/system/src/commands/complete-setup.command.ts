import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type SetupResult } from '@px/contracts';
import { CommandTransaction } from '@px/platform';
import { DEFAULT_SERVICE_TYPES } from '../domain/service-type.entity';

/** Adds the default service types that are missing (by code); returns how many it added. */
export async function ensureDefaultServiceTypes(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ code: string }[]>(
    `insert into service_type (id, code, name, sort_order, active, created_at, updated_at, version)
     select gen_random_uuid(), d.code, d.name, d.sort_order, true, now(), now(), 1
       from jsonb_to_recordset(?::jsonb) as d (code text, name text, sort_order int)
     on conflict (code) do nothing
     returning code`,
    [
      JSON.stringify(
        DEFAULT_SERVICE_TYPES.map((type, index) => ({ ...type, sort_order: index + 1 })),
      ),
    ],
  );
  return rows.length;
}

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
    return {
      success: true,
      message:
        serviceTypes > 0
          ? `Configuración completada: ${serviceTypes} tipos de servicio creados.`
          : 'La configuración ya estaba completa.',
      created: { service_types: serviceTypes },
    };
  }
}
