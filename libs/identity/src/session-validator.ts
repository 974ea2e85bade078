import { Injectable } from '@nestjs/common';
import { type Principal, SessionValidator, SqlClient } from '@px/platform';

/**
 * A token is honoured only while its user is active and its epoch is the user's current one, so a
 * password change or a deactivation ends every session at once, access tokens included.
 */
@Injectable()
export class UserSessionValidator extends SessionValidator {
  constructor(private readonly sql: SqlClient) {
    super();
  }

  async isValid(principal: Principal): Promise<boolean> {
    const row = await this.sql.one<{ active: boolean; token_epoch: number }>(
      'select active, token_epoch from app_user where id = $1',
      [principal.userId],
    );
    return !!row && row.active && row.token_epoch === principal.epoch;
  }
}
