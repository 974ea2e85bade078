import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RefreshedToken } from '@px/contracts';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { User } from '../domain/user.entity';
import { SessionEndings } from '../session-endings';
import {
  type ClientInfo,
  type IssuedSession,
  InvalidRefreshTokenError,
  Sessions,
} from '../sessions';

export interface RefreshResult {
  token: RefreshedToken;
  refresh: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt'>;
}

/** POST /api/auth/refresh: one use per refresh token; a replay revokes the family (then 401). */
export class RefreshSessionCommand extends Command<RefreshResult> {
  constructor(
    readonly presented: string | undefined,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<
  RefreshSessionCommand,
  RefreshResult
> {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: Sessions,
    private readonly queries: QueryBus,
    private readonly endings: SessionEndings,
  ) {}

  async execute({ presented, client }: RefreshSessionCommand): Promise<RefreshResult> {
    if (!presented) throw new InvalidRefreshTokenError();
    const em = this.orm.em.fork() as EntityManager;
    // The revocation of a replayed family must commit even though the call then fails.
    const outcome = await em.transactional((tx) =>
      this.sessions.rotate(tx, presented, client, async (userId) => {
        const user = await tx.findOne(User, userId);
        if (!user) return null;
        const employee = await this.queries.execute(new GetEmployeeForUserQuery(userId));
        return { user, employeeId: employee?.id ?? null };
      }),
    );
    if (outcome && 'reused' in outcome) {
      // A replayed token: whoever holds the family's current access token is shut out too.
      await this.endings.one(outcome.familyId);
      throw new InvalidRefreshTokenError();
    }
    if (!outcome) throw new InvalidRefreshTokenError();
    return {
      token: { accessToken: outcome.session.accessToken, expiresIn: outcome.session.expiresIn },
      refresh: outcome.session,
    };
  }
}
