import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RoleInfo } from '@px/contracts';
import { CommandTransaction, ConflictError } from '@px/platform';
import { Role } from '../domain/access.entities';
import { roleName } from '../domain/role-rules';
import { AccessReader } from '../queries/access-reader';
import { type RoleFields } from './role-fields';

/** A new (non-system) role for /admin/permissions, without permissions. */
export class CreateRoleCommand extends Command<RoleInfo> {
  constructor(readonly fields: Required<Pick<RoleFields, 'name' | 'display_name'>> & RoleFields) {
    super();
  }
}

@CommandHandler(CreateRoleCommand)
export class CreateRoleHandler implements ICommandHandler<CreateRoleCommand, RoleInfo> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ fields }: CreateRoleCommand): Promise<RoleInfo> {
    const name = roleName(fields.name);
    const id = await this.commands.run(async (em: EntityManager) => {
      if (await em.count(Role, { name }))
        throw new ConflictError(`Ya existe un rol llamado «${name}».`);
      const role = em.create(Role, {
        name,
        displayName: fields.display_name.trim(),
        description: fields.description ?? null,
        priority: fields.priority ?? 0,
      });
      return role.id;
    });
    return (await this.reader.role(id)) as RoleInfo;
  }
}
