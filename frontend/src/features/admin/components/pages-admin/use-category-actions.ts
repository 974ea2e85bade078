import { useQueryClient } from '@tanstack/react-query';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import {
  adminKeys,
  type CategoryInput,
  fetchCategory,
  useDeleteCategory,
  useSaveCategory,
} from '../../api';
import { useErrorText } from '../../errors';
import type { PageCategoryInfo } from '../../types';

/**
 * Creating, editing (from a fresh copy of the category) and deleting page categories: the form
 * modal's state, the delete confirmation and their toasts.
 */
export function useCategoryActions() {
  const intl = useIntl();
  const { modal, notification } = useFeedback();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const [categoryForm, setCategoryForm] = useState<{
    category: PageCategoryInfo | null;
    loading: boolean;
  } | null>(null);

  const toastError = (messageId: string, error: unknown) =>
    notification.error({ title: errorText(messageId, error) });
  const toastSuccess = (messageId: string, values?: Record<string, string>) =>
    notification.success({ title: intl.formatMessage({ id: messageId }, values) });

  const openEditCategory = async (category: PageCategoryInfo) => {
    setCategoryForm({ category: null, loading: true });
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: adminKeys.category(category.id),
        queryFn: () => fetchCategory(category.id),
        staleTime: 0,
      });
      setCategoryForm({ category: fresh, loading: false });
    } catch (error) {
      setCategoryForm(null);
      toastError('admin.categories.error.loadOne', error);
    }
  };

  const submitCategory = async (input: CategoryInput) => {
    const editing = categoryForm?.category ?? null;
    try {
      await saveCategory.mutateAsync({ id: editing?.id, input });
      setCategoryForm(null);
      toastSuccess(editing ? 'admin.categories.updated' : 'admin.categories.created', {
        name: input.display_name,
      });
    } catch (error) {
      toastError(
        editing ? 'admin.categories.error.update' : 'admin.categories.error.create',
        error,
      );
      throw error;
    }
  };

  const confirmDeleteCategory = (category: PageCategoryInfo) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'admin.categories.delete.title' },
        { name: category.display_name },
      ),
      content: intl.formatMessage({ id: 'admin.categories.delete.content' }),
      okText: intl.formatMessage({ id: 'admin.common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await deleteCategory.mutateAsync(category.id);
          toastSuccess('admin.categories.deleted', { name: category.display_name });
        } catch (error) {
          toastError('admin.categories.error.delete', error);
        }
      },
    });
  };

  return {
    categoryForm,
    setCategoryForm,
    openEditCategory,
    submitCategory,
    confirmDeleteCategory,
    savingCategory: saveCategory.isPending,
  };
}
