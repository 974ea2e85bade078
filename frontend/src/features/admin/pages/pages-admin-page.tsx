import { FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { useListState } from '@/shared/hooks';
import {
  type PageInput,
  useCategories,
  useDeletePage,
  usePages,
  usePermissions,
  useReorderCategories,
  useReorderPages,
  useSavePage,
} from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { useCategoryColumns, usePageColumns } from '../components/page-columns';
import { CategoryFormModal } from '../components/category-form-modal';
import { PageFormDrawer } from '../components/page-form-drawer';
import { NO_CATEGORY, PagesTab } from '../components/pages-admin/pages-tab';
import { useCategoryActions } from '../components/pages-admin/use-category-actions';
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

/** The screen's state as the address holds it (?tab=categories&q=&category=). */
function pagesParamsOf(params: URLSearchParams) {
  const tab: Tab = params.get('tab') === 'categories' ? 'categories' : 'pages';
  return { tab, search: params.get('q') ?? '', categoryFilter: params.get('category') ?? '' };
}

/** /admin/pages: navigation pages and page categories, with drag-and-drop ordering. */
export default function PagesAdminPage() {
  const intl = useIntl();
  const { modal, notification } = useFeedback();
  const errorText = useErrorText();
  const { state, update: setParam } = useListState(pagesParamsOf, { resetPage: false });
  const { tab, search, categoryFilter } = state;

  const pages = usePages();
  const categories = useCategories();
  const permissions = usePermissions();
  const savePage = useSavePage();
  const deletePage = useDeletePage();
  const reorderPages = useReorderPages();
  const reorderCategories = useReorderCategories();
  const {
    categoryForm,
    setCategoryForm,
    openEditCategory,
    submitCategory,
    confirmDeleteCategory,
    savingCategory,
  } = useCategoryActions();

  const [pageForm, setPageForm] = useState<{
    page: NavigationPage | null;
    categoryId: string | null;
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

  const categoryColumns = useCategoryColumns({
    pageCount,
    onEdit: (category) => void openEditCategory(category),
    onDelete: confirmDeleteCategory,
  });

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
    <PagesTab
      search={search}
      categoryFilter={categoryFilter}
      setParam={setParam}
      categoryList={categoryList}
      groups={groups}
      pageColumns={pageColumns}
      onAdd={(categoryId) => setPageForm({ page: null, categoryId })}
      onReorder={reorderGroup}
      reorderPending={reorderPages.isPending}
    />
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
        saving={savingCategory}
        onSubmit={submitCategory}
        onCancel={() => setCategoryForm(null)}
      />
    </Flex>
  );
}
