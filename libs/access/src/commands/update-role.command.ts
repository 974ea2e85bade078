import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RoleInfo } from '@px/contracts';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { Role } from '../domain/access.entities';
import { roleName } from '../domain/role-rules';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from '../queries/access-reader';
import { type RoleFields } from './role-fields';

/** Edits a role; system roles keep their name. */
export class UpdateRoleCommand extends Command<RoleInfo> {
  constructor(
    readonly id: string,
    readonly fields: RoleFields,
  ) {
    super();
  }
}

@CommandHandler(UpdateRoleCommand)
export class UpdateRoleHandler implements ICommandHandler<UpdateRoleCommand, RoleInfo> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ id, fields }: UpdateRoleCommand): Promise<RoleInfo> {
    await this.commands.run(async (em: EntityManager) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      if (fields.name !== undefined && roleName(fields.name) !== role.name) {
        if (role.isSystem) throw new ConflictError('Los roles del sistema no se pueden renombrar.');
        const name = roleName(fields.name);
        if (await em.count(Role, { name, id: { $ne: id } }))
          throw new ConflictError(`Ya existe un rol llamado «${name}».`);
        role.name = name;
      }
      if (fields.display_name !== undefined) role.displayName = fields.display_name.trim();
      if (fields.description !== undefined) role.description = fields.description;
      if (fields.priority !== undefined) role.priority = fields.priority;
    });
    this.resolver.invalidateAll();
    return (await this.reader.role(id)) as RoleInfo;
  }
}
