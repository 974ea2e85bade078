import { FolderAddOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Select, Skeleton, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListState } from '@/shared/hooks';
import {
  adminKeys,
  type CategoryInput,
  fetchCategory,
  type PageInput,
  useCategories,
  useDeleteCategory,
  useDeletePage,
  usePages,
  usePermissions,
  useReorderCategories,
  useReorderPages,
  useSaveCategory,
  useSavePage,
} from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { useCategoryColumns, usePageColumns } from '../components/page-columns';
import { CategoryFormModal } from '../components/category-form-modal';
import { PageFormDrawer } from '../components/page-form-drawer';
import { QueryError } from '../components/query-error';
import { SortableTable } from '../components/sortable-table';
import { useErrorText } from '../errors';
import {
  bySortOrder,
  categoryReorderPayload,
  filterPages,
  groupPagesByCategory,
  type PageGroup,
  pageReorderPayload,
} from '../model';
import type { NavigationPage, PageCategoryInfo } from '../types';
import '../admin.css';

type Tab = 'pages' | 'categories';
const NO_CATEGORY = 'none';

/** The screen's state as the address holds it (?tab=categories&q=&category=). */
function pagesParamsOf(params: URLSearchParams) {
  const tab: Tab = params.get('tab') === 'categories' ? 'categories' : 'pages';
  return { tab, search: params.get('q') ?? '', categoryFilter: params.get('category') ?? '' };
}

/** /admin/pages: navigation pages and page categories, with drag-and-drop ordering. */
export default function PagesAdminPage() {
  const intl = useIntl();
  const { modal, notification } = App.useApp();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { state, update: setParam } = useListState(pagesParamsOf, { resetPage: false });
  const { tab, search, categoryFilter } = state;

  const pages = usePages();
  const categories = useCategories();
  const permissions = usePermissions();
  const savePage = useSavePage();
  const deletePage = useDeletePage();
  const reorderPages = useReorderPages();
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const reorderCategories = useReorderCategories();

  const [pageForm, setPageForm] = useState<{
    page: NavigationPage | null;
    categoryId: string | null;
  } | null>(null);
  const [categoryForm, setCategoryForm] = useState<{
    category: PageCategoryInfo | null;
    loading: boolean;
  } | null>(null);

  const categoryList = useMemo(() => bySortOrder(categories.data ?? []), [categories.data]);
  const pageList = useMemo(() => pages.data ?? [], [pages.data]);
  const groups = useMemo(() => {
    const all = groupPagesByCategory(filterPages(pageList, search), categoryList);
    return all.filter((group) => {
      if (!categoryFilter) return !search || group.pages.length > 0;
      return categoryFilter === NO_CATEGORY
        ? group.category === null
        : group.category?.id === categoryFilter;
    });
  }, [pageList, categoryList, search, categoryFilter]);
  const pageCount = useMemo(() => {
    const counts = new Map<string, number>();
    for (const page of pageList) {
      if (page.category_id) counts.set(page.category_id, (counts.get(page.category_id) ?? 0) + 1);
    }
    return counts;
  }, [pageList]);

  const toastError = (messageId: string, error: unknown) =>
    notification.error({ title: errorText(messageId, error) });
  const toastSuccess = (messageId: string, values?: Record<string, string>) =>
    notification.success({ title: intl.formatMessage({ id: messageId }, values) });

  // ---- pages

  const submitPage = async (input: PageInput) => {
    const editing = pageForm?.page ?? null;
    try {
      await savePage.mutateAsync({ id: editing?.id, input });
      setPageForm(null);
      toastSuccess(editing ? 'admin.pages.updated' : 'admin.pages.created', {
        name: input.display_name,
      });
    } catch (error) {
      toastError(editing ? 'admin.pages.error.update' : 'admin.pages.error.create', error);
      throw error;
    }
  };

  const confirmDeletePage = (page: NavigationPage) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.pages.delete.title' }, { name: page.display_name }),
      content: intl.formatMessage({ id: 'admin.pages.delete.content' }, { path: page.path }),
      okText: intl.formatMessage({ id: 'admin.common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await deletePage.mutateAsync(page.id);
          toastSuccess('admin.pages.deleted', { name: page.display_name });
        } catch (error) {
          toastError('admin.pages.error.delete', error);
        }
      },
    });
  };

  const reorderGroup = (group: PageGroup, next: NavigationPage[]) => {
    reorderPages.mutate(pageReorderPayload(next, group.category?.id ?? null), {
      onError: (error) => toastError('admin.pages.error.reorder', error),
    });
  };

  const pageColumns = usePageColumns({
    onEdit: (page) => setPageForm({ page, categoryId: page.category_id }),
    onDelete: confirmDeletePage,
  });

  // ---- categories

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

  const categoryColumns = useCategoryColumns({
    pageCount,
    onEdit: (category) => void openEditCategory(category),
    onDelete: confirmDeleteCategory,
  });

  const reorderDisabledReason = intl.formatMessage({ id: 'admin.sortable.disabledBySearch' });

  const pagesTab = pages.isError ? (
    <QueryError
      message={errorText('admin.pages.error.load', pages.error)}
      onRetry={() => void pages.refetch()}
    />
  ) : categories.isError ? (
    // Without the categories every page would look uncategorised (and reordering would move it).
    <QueryError
      message={errorText('admin.categories.error.load', categories.error)}
      onRetry={() => void categories.refetch()}
    />
  ) : (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={search}
          onChange={(event) => setParam({ q: event.target.value || null })}
          placeholder={intl.formatMessage({ id: 'admin.pages.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'admin.pages.searchPlaceholder' })}
          style={{ flex: '1 1 240px', maxWidth: 400 }}
          data-testid="pages-search"
        />
        <Select
          allowClear
          value={categoryFilter || undefined}
          onChange={(value?: string) => setParam({ category: value ?? null })}
          placeholder={intl.formatMessage({ id: 'admin.pages.allCategories' })}
          aria-label={intl.formatMessage({ id: 'admin.pages.categoryFilter' })}
          options={[
            ...categoryList.map((category) => ({
              value: category.id,
              label: category.display_name,
            })),
            { value: NO_CATEGORY, label: intl.formatMessage({ id: 'admin.pages.noCategory' }) },
          ]}
          style={{ flex: '0 1 240px', minWidth: 180 }}
        />
      </Flex>
      {groups.length === 0 ? (
        <Empty
          description={
            <FormattedMessage
              id={search || categoryFilter ? 'admin.pages.emptyFiltered' : 'admin.pages.empty'}
            />
          }
        />
      ) : (
        groups.map((group) => {
          const label =
            group.category?.display_name ?? intl.formatMessage({ id: 'admin.pages.noCategory' });
          return (
            <Card
              key={group.category?.id ?? NO_CATEGORY}
              size="small"
              title={
                <Flex gap={8} align="center">
                  <span>{label}</span>
                  <Tag style={{ marginInlineEnd: 0 }}>{group.pages.length}</Tag>
                </Flex>
              }
              extra={
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    setPageForm({ page: null, categoryId: group.category?.id ?? null })
                  }
                  aria-label={intl.formatMessage(
                    { id: 'admin.pages.addToCategory' },
                    { category: label },
                  )}
                >
                  <FormattedMessage id="admin.pages.add" />
                </Button>
              }
              data-testid={`pages-group-${group.category?.name ?? NO_CATEGORY}`}
            >
              <SortableTable<NavigationPage>
                size="small"
                pagination={false}
                dataSource={group.pages}
                columns={pageColumns}
                rowKey={(page) => page.id}
                labelOf={(page) => page.display_name}
                onReorder={(next) => reorderGroup(group, next)}
                reorderDisabled={search !== '' || reorderPages.isPending}
                reorderDisabledReason={reorderDisabledReason}
                scroll={{ x: 860 }}
                locale={{ emptyText: <FormattedMessage id="admin.pages.categoryEmpty" /> }}
              />
            </Card>
          );
        })
      )}
    </Flex>
  );

  const categoriesTab = categories.isError ? (
    <QueryError
      message={errorText('admin.categories.error.load', categories.error)}
      onRetry={() => void categories.refetch()}
    />
  ) : categoryList.length === 0 ? (
    <Empty description={<FormattedMessage id="admin.categories.empty" />} />
  ) : (
    <SortableTable<PageCategoryInfo>
      pagination={false}
      dataSource={categoryList}
      columns={categoryColumns}
      rowKey={(category) => category.id}
      labelOf={(category) => category.display_name}
      onReorder={(next) =>
        reorderCategories.mutate(categoryReorderPayload(next), {
          onError: (error) => toastError('admin.categories.error.reorder', error),
        })
      }
      reorderDisabled={reorderCategories.isPending}
      scroll={{ x: 760 }}
      data-testid="categories-table"
    />
  );

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="admin-pages-page">
      <AdminPageHeader
        titleId="admin.pages.title"
        descriptionId="admin.pages.description"
        extra={
          <>
            <Button
              icon={<FolderAddOutlined />}
              onClick={() => setCategoryForm({ category: null, loading: false })}
              data-testid="category-create"
            >
              <FormattedMessage id="admin.categories.new" />
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() =>
                setPageForm({
                  page: null,
                  categoryId:
                    categoryFilter && categoryFilter !== NO_CATEGORY ? categoryFilter : null,
                })
              }
              data-testid="page-create"
            >
              <FormattedMessage id="admin.pages.new" />
            </Button>
          </>
        }
      />
      <Card>
        {pages.isPending || categories.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Tabs
            activeKey={tab}
            onChange={(key) => setParam({ tab: key === 'categories' ? 'categories' : null })}
            items={[
              {
                key: 'pages',
                label: intl.formatMessage(
                  { id: 'admin.pages.tab.pages' },
                  { count: pageList.length },
                ),
                children: pagesTab,
              },
              {
                key: 'categories',
                label: intl.formatMessage(
                  { id: 'admin.pages.tab.categories' },
                  { count: categoryList.length },
                ),
                children: categoriesTab,
              },
            ]}
          />
        )}
      </Card>
      <PageFormDrawer
        open={pageForm !== null}
        page={pageForm?.page ?? null}
        defaultCategoryId={pageForm?.categoryId ?? null}
        categories={categoryList}
        permissions={permissions.data ?? []}
        saving={savePage.isPending}
        onSubmit={submitPage}
        onClose={() => setPageForm(null)}
      />
      <CategoryFormModal
        open={categoryForm !== null}
        category={categoryForm?.category ?? null}
        loading={categoryForm?.loading ?? false}
        nextSortOrder={(categoryList.at(-1)?.sort_order ?? 0) + 1}
        saving={saveCategory.isPending}
        onSubmit={submitCategory}
        onCancel={() => setCategoryForm(null)}
      />
    </Flex>
  );
}
