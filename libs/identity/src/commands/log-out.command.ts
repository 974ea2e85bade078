import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Sessions } from '../sessions';

/** Ends this browser's session: its refresh family is revoked (the short access token just expires). */
export class LogOutCommand extends Command<void> {
  constructor(readonly presented: string | undefined) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: Sessions,
  ) {}

  async execute({ presented }: LogOutCommand): Promise<void> {
    if (!presented) return;
    const em = this.orm.em.fork() as EntityManager;
    await em.transactional((tx) => this.sessions.revokeFamilyOf(tx, presented));
  }
}
