import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import {
  useModules,
  usePermissions,
  useRolePermissionSets,
  useSaveRolePermissions,
} from '../../api';
import {
  diffPermissionIds,
  filterPermissionGroups,
  groupPermissionsByModule,
  hasChanges,
  setMembers,
} from '../../model';
import type { RoleInfo } from '../../types';
import { moduleRowKey } from '../permission-matrix';

interface MatrixFilters {
  moduleFilter: string;
  search: string;
}

/**
 * The role × permission matrix's state: permissions grouped by module and filtered, the
 * collapsed modules, unsaved per-role drafts (with a warning before the tab closes) and saving
 * one role's draft.
 */
export function usePermissionMatrix(
  roleList: readonly RoleInfo[],
  { moduleFilter, search }: MatrixFilters,
) {
  const intl = useIntl();
  const { notification } = useFeedback();

  const permissions = usePermissions();
  const modules = useModules();
  const roleSets = useRolePermissionSets(roleList);
  const saveRolePermissions = useSaveRolePermissions();

  const [drafts, setDrafts] = useState<Record<string, Set<string>>>({});
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [savingRoleId, setSavingRoleId] = useState<string | null>(null);

  const groups = useMemo(
    () => groupPermissionsByModule(permissions.data ?? [], modules.data ?? []),
    [permissions.data, modules.data],
  );
  const visibleGroups = useMemo(
    () => filterPermissionGroups(groups, { moduleName: moduleFilter, search }),
    [groups, moduleFilter, search],
  );
  const expandedKeys = visibleGroups
    .map((group) => moduleRowKey(group.module.name))
    .filter((key) => search !== '' || !collapsed.has(key));

  const setExpandedKeys = (keys: string[]) => {
    const open = new Set(keys);
    setCollapsed(
      new Set(
        visibleGroups
          .map((group) => moduleRowKey(group.module.name))
          .filter((key) => !open.has(key)),
      ),
    );
  };

  const dirtyRoles = roleList.filter((role) => {
    const saved = roleSets.sets.get(role.id);
    const draft = drafts[role.id];
    return saved && draft && hasChanges(diffPermissionIds(saved, draft));
  });

  // Unsaved matrix edits: ask before the tab closes or reloads.
  const hasDirty = dirtyRoles.length > 0;
  useEffect(() => {
    if (!hasDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDirty]);

  const toggle = (roleId: string, ids: string[], granted: boolean) => {
    const saved = roleSets.sets.get(roleId);
    if (!saved) return;
    setDrafts((current) => {
      const next = setMembers(current[roleId] ?? saved, ids, granted);
      const copy = { ...current };
      if (hasChanges(diffPermissionIds(saved, next))) copy[roleId] = next;
      else delete copy[roleId];
      return copy;
    });
  };

  const discard = (roleId: string) =>
    setDrafts((current) => {
      const copy = { ...current };
      delete copy[roleId];
      return copy;
    });

  const save = async (roleId: string) => {
    const draft = drafts[roleId];
    const role = roleList.find((item) => item.id === roleId);
    if (!draft || !role) return;
    setSavingRoleId(roleId);
    try {
      await saveRolePermissions.mutateAsync({ roleId, permissionIds: [...draft].sort() });
      discard(roleId);
      notification.success({
        title: intl.formatMessage({ id: 'admin.matrix.saved' }, { role: role.display_name }),
      });
    } catch (error) {
      notification.error({
        title: intl.formatMessage(
          { id: 'admin.matrix.error.save' },
          { role: role.display_name, message: extractErrorMessage(error) },
        ),
      });
    } finally {
      setSavingRoleId(null);
    }
  };

  return {
    permissions,
    roleSets,
    groups,
    visibleGroups,
    expandedKeys,
    setExpandedKeys,
    drafts,
    dirtyRoles,
    hasDirty,
    toggle,
    discard,
    save,
    savingRoleId,
  };
}

export type PermissionMatrixState = ReturnType<typeof usePermissionMatrix>;
