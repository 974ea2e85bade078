/**
 * The identity and access contracts the admin screens read (docs/api-identity-access.md,
 * libs/contracts/src/identity.ts).
 */
export {
  type CreatedUser,
  isAdminRoleName,
  type ModuleInfo,
  type NavigationPage,
  type PageCategoryInfo,
  type Pagination,
  type Paginated,
  type PermissionInfo,
  type RoleInfo,
  type RoleRef,
  type TemporaryPasswordReset,
  type UserSummary,
} from '@px/contracts';
