import { Query } from '@nestjs/cqrs';

/**
 * The users holding an administrator role, active or not (identity refuses to leave the workshop
 * without an active one). Declared here, answered by access, which owns roles and depends on
 * identity, never the reverse.
 */
export class ListAdministratorIdsQuery extends Query<string[]> {}
