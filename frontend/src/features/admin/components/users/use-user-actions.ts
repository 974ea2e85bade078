import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import {
  useAssignUserRole,
  useCreateUser,
  useRemoveUserRole,
  useReplaceUserRoles,
  useResetPassword,
  useSetUserActive,
  useUpdateUser,
} from '../../api';
import { useErrorText } from '../../errors';
import type { UserSummary } from '../../types';
import type { UserFormValues } from '../user-form-modal';

export interface TemporaryPassword {
  password: string;
  email: string;
  reason: 'created' | 'reset';
}

/**
 * The users screen's writes: the create/edit form, the roles drawer, activation, password reset
 * and single-role changes, each with its confirmation and its toast.
 */
export function useUserActions() {
  const intl = useIntl();
  const { modal, notification } = useFeedback();
  const errorText = useErrorText();

  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const setActive = useSetUserActive();
  const resetPassword = useResetPassword();
  const replaceRoles = useReplaceUserRoles();
  const assignRole = useAssignUserRole();
  const removeRole = useRemoveUserRole();

  const [formUser, setFormUser] = useState<UserSummary | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [rolesUser, setRolesUser] = useState<UserSummary | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);

  const toastError = (messageId: string, error: unknown) =>
    notification.error({ title: errorText(messageId, error) });
  const toastSuccess = (messageId: string, values?: Record<string, string>) =>
    notification.success({ title: intl.formatMessage({ id: messageId }, values) });

  const openCreate = () => {
    setFormUser(null);
    setFormOpen(true);
  };

  const openEdit = (user: UserSummary) => {
    setFormUser(user);
    setFormOpen(true);
  };

  const submitForm = async (values: UserFormValues) => {
    if (formUser) {
      try {
        await updateUser.mutateAsync({
          id: formUser.id,
          input: { first_name: values.first_name.trim(), last_name: values.last_name.trim() },
        });
      } catch (error) {
        toastError('admin.users.error.update', error);
        throw error;
      }
      setFormOpen(false);
      toastSuccess('admin.users.updated');
      return;
    }
    try {
      const created = await createUser.mutateAsync({
        email: values.email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        role_ids: values.role_ids,
      });
      setFormOpen(false);
      setTemporary({
        password: created.temporary_password,
        email: created.user.email,
        reason: 'created',
      });
      toastSuccess('admin.users.created', { email: created.user.email });
    } catch (error) {
      toastError('admin.users.error.create', error);
      throw error;
    }
  };

  const confirmActive = (user: UserSummary, active: boolean) => {
    const name = user.full_name || user.email;
    modal.confirm({
      title: intl.formatMessage(
        { id: active ? 'admin.users.activate.title' : 'admin.users.deactivate.title' },
        { name },
      ),
      content: intl.formatMessage({
        id: active ? 'admin.users.activate.content' : 'admin.users.deactivate.content',
      }),
      okText: intl.formatMessage({
        id: active ? 'admin.users.activate.ok' : 'admin.users.deactivate.ok',
      }),
      okButtonProps: { danger: !active },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, active });
          toastSuccess(active ? 'admin.users.activated' : 'admin.users.deactivated', { name });
        } catch (error) {
          toastError(active ? 'admin.users.error.activate' : 'admin.users.error.deactivate', error);
        }
      },
    });
  };

  const confirmReset = (user: UserSummary) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'admin.users.reset.title' },
        { name: user.full_name || user.email },
      ),
      content: intl.formatMessage({ id: 'admin.users.reset.content' }),
      okText: intl.formatMessage({ id: 'admin.users.reset.ok' }),
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          const result = await resetPassword.mutateAsync(user.id);
          setTemporary({ password: result.temporary_password, email: user.email, reason: 'reset' });
        } catch (error) {
          toastError('admin.users.error.reset', error);
        }
      },
    });
  };

  const saveRoles = async (roleIds: string[]) => {
    if (!rolesUser) return;
    try {
      await replaceRoles.mutateAsync({ userId: rolesUser.id, roleIds });
      setRolesUser(null);
      toastSuccess('admin.users.rolesSaved');
    } catch (error) {
      toastError('admin.roles.error.configure', error);
    }
  };

  const addRole = async (user: UserSummary, roleId: string) => {
    try {
      await assignRole.mutateAsync({ userId: user.id, roleId });
      toastSuccess('admin.users.roleAssigned');
    } catch (error) {
      toastError('admin.roles.error.assign', error);
    }
  };

  const confirmRemoveRole = (user: UserSummary, roleId: string, roleName: string) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'admin.users.removeRole.title' },
        { role: roleName, name: user.full_name || user.email },
      ),
      content: intl.formatMessage({ id: 'admin.users.removeRole.content' }),
      okText: intl.formatMessage({ id: 'admin.users.removeRole.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await removeRole.mutateAsync({ userId: user.id, roleId });
          toastSuccess('admin.users.roleRemoved');
        } catch (error) {
          toastError('admin.roles.error.remove', error);
        }
      },
    });
  };

  return {
    form: {
      open: formOpen,
      user: formUser,
      saving: createUser.isPending || updateUser.isPending,
      submit: submitForm,
      close: () => setFormOpen(false),
    },
    rolesDrawer: {
      user: rolesUser,
      saving: replaceRoles.isPending,
      save: saveRoles,
      close: () => setRolesUser(null),
    },
    temporary,
    clearTemporary: () => setTemporary(null),
    openCreate,
    openEdit,
    openRoles: setRolesUser,
    confirmActive,
    confirmReset,
    addRole,
    confirmRemoveRole,
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
