/** What an administrator may give a role (create and update). */
export interface RoleFields {
  name?: string;
  display_name?: string;
  description?: string | null;
  priority?: number;
}
