import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Authenticator } from '@px/platform';
import { SessionEndings } from '../session-endings';
import { Sessions } from '../sessions';

/**
 * Ends this browser's session: its refresh family is revoked, and its access tokens and sockets
 * stop working at once on every process. The session is the cookie's family, or, without a cookie
 * (another client, a cleared cookie), the one the bearer token names.
 */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly presented: string | undefined,
    /** The request's Authorization header. */
    readonly authorization: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: Sessions,
    private readonly endings: SessionEndings,
    private readonly authenticator: Authenticator,
  ) {}

  async execute({ presented, authorization }: LogOutCommand): Promise<void> {
    // A token whose session already ended names nothing left to end.
    const principal = await this.authenticator.principalOf(authorization);
    const em = this.orm.em.fork() as EntityManager;
    const ended = new Set<string>();
    await em.transactional(async (tx) => {
      const fromCookie = presented ? await this.sessions.revokeFamilyOf(tx, presented) : null;
      if (fromCookie) ended.add(fromCookie);
      if (principal && !ended.has(principal.sessionId)) {
        await this.sessions.revokeFamilyOfUser(tx, principal.sessionId, principal.userId);
        ended.add(principal.sessionId);
      }
    });
    for (const sessionId of ended) await this.endings.one(sessionId);
  }
}
