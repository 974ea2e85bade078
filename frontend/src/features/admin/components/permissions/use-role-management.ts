import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { type RoleInput, useDeleteRole, useSaveRole } from '../../api';
import { useErrorText } from '../../errors';
import type { RoleInfo } from '../../types';

/** Creating, editing and deleting roles: the form modal's state and the delete confirmation. */
export function useRoleManagement(onDeleted: (roleId: string) => void) {
  const intl = useIntl();
  const { modal, notification } = useFeedback();
  const errorText = useErrorText();
  const saveRole = useSaveRole();
  const deleteRole = useDeleteRole();

  const [formOpen, setFormOpen] = useState(false);
  const [formRole, setFormRole] = useState<RoleInfo | null>(null);

  const submitRole = async (input: RoleInput) => {
    try {
      const saved = await saveRole.mutateAsync({ id: formRole?.id, input });
      setFormOpen(false);
      notification.success({
        title: intl.formatMessage(
          { id: formRole ? 'admin.roles.updated' : 'admin.roles.created' },
          { role: saved?.display_name ?? input.display_name },
        ),
      });
    } catch (error) {
      notification.error({
        title: errorText(formRole ? 'admin.roles.error.update' : 'admin.roles.error.create', error),
      });
      throw error;
    }
  };

  const confirmDelete = (role: RoleInfo) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.roles.delete.title' }, { role: role.display_name }),
      content: intl.formatMessage({ id: 'admin.roles.delete.content' }),
      okText: intl.formatMessage({ id: 'admin.common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await deleteRole.mutateAsync(role.id);
          onDeleted(role.id);
          notification.success({
            title: intl.formatMessage({ id: 'admin.roles.deleted' }, { role: role.display_name }),
          });
        } catch (error) {
          notification.error({ title: errorText('admin.roles.error.delete', error) });
        }
      },
    });
  };

  const openRoleForm = (role: RoleInfo | null) => {
    setFormRole(role);
    setFormOpen(true);
  };

  return {
    form: {
      open: formOpen,
      role: formRole,
      saving: saveRole.isPending,
      submit: submitRole,
      close: () => setFormOpen(false),
    },
    openRoleForm,
    confirmDelete,
  };
}
