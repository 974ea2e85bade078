import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, NotFoundError, runSql } from '@px/platform';
import { Role } from '../domain/access.entities';
import { roleDeletionProblem } from '../domain/role-rules';
import { AccessPermissionResolver } from '../permission-resolver';

/** Deletes a role nobody holds; system roles stay. */
export class DeleteRoleCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

@CommandHandler(DeleteRoleCommand)
export class DeleteRoleHandler implements ICommandHandler<DeleteRoleCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ id }: DeleteRoleCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      const [{ count }] = await runSql<{ count: string }>(
        em,
        'select count(*) from user_role where role_id = $1',
        [id],
      );
      const problem = roleDeletionProblem(role, Number(count));
      if (problem) throw new ConflictError(problem);
      em.remove(role);
    });
    this.resolver.invalidateAll();
  }
}
