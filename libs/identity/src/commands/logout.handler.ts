import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Sessions } from '../sessions';

/** Ends this browser's session: its refresh family is revoked (the short access token just expires). */
@Injectable()
export class LogoutHandler {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: Sessions,
  ) {}

  async execute(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const em = this.orm.em.fork() as EntityManager;
    await em.transactional((tx) => this.sessions.revokeFamilyOf(tx, presented));
  }
}
