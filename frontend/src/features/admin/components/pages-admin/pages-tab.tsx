import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import type { PageGroup } from '../../model';
import type { NavigationPage, PageCategoryInfo } from '../../types';
import { SortableTable } from '../sortable-table';

/** The category filter's value for pages without a category. */
export const NO_CATEGORY = 'none';

interface PagesTabProps {
  search: string;
  categoryFilter: string;
  setParam: (changes: ListParamChanges) => void;
  categoryList: readonly PageCategoryInfo[];
  /** The pages, filtered and grouped by category. */
  groups: PageGroup[];
  pageColumns: ColumnsType<NavigationPage>;
  /** Add a page to a category (null: without category). */
  onAdd: (categoryId: string | null) => void;
  onReorder: (group: PageGroup, next: NavigationPage[]) => void;
  reorderPending: boolean;
}

/** The pages tab: search and category filter, then one sortable table per category. */
export function PagesTab({
  search,
  categoryFilter,
  setParam,
  categoryList,
  groups,
  pageColumns,
  onAdd,
  onReorder,
  reorderPending,
}: PagesTabProps) {
  const intl = useIntl();
  const reorderDisabledReason = intl.formatMessage({ id: 'admin.sortable.disabledBySearch' });
  return (
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
                  onClick={() => onAdd(group.category?.id ?? null)}
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
                onReorder={(next) => onReorder(group, next)}
                reorderDisabled={search !== '' || reorderPending}
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
}
