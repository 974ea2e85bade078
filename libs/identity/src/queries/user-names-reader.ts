import { Injectable } from '@nestjs/common';
import { DirectoryCache, SqlClient } from '@px/platform';

export interface UserName {
  id: string;
  full_name: string;
}

/** Every user's display name, in process (DirectoryCache): histories name users on every row. */
@Injectable()
export class UserNameDirectory {
  private readonly cache = new DirectoryCache<UserName>(() =>
    this.sql.query<UserName>(
      `select id, trim(first_name || ' ' || last_name) as full_name from app_user`,
    ),
  );

  constructor(private readonly sql: SqlClient) {}

  names(ids: readonly string[]): Promise<UserName[]> {
    return this.cache.get(ids);
  }

  /** After a rename in this process. */
  invalidate(): void {
    this.cache.invalidate();
  }
}
