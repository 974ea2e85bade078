import type { TablePaginationConfig } from 'antd';
import type { MouseEvent } from 'react';

/**
 * A list row that opens its record on a click anywhere but on its own buttons and links (the
 * record's name is a button of its own, for the keyboard).
 */
export function openableRow(open: () => void, testId: string) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('button, a')) return;
      open();
    },
    style: { cursor: 'pointer' },
    'data-testid': testId,
  } as never;
}

/**
 * A server-paginated list's pager: its page and size from the address, the sizes offered, hidden
 * while everything fits on the smallest page, and the total in words ("12 presupuestos").
 */
export function listPagination({
  page,
  limit,
  total,
  sizes,
  totalText,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  sizes: readonly number[];
  totalText: (total: number) => string;
  onChange: (page: number, limit: number) => void;
}): TablePaginationConfig {
  return {
    current: page,
    pageSize: limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: sizes.map(String),
    hideOnSinglePage: total <= (sizes[0] ?? 0),
    showTotal: totalText,
    onChange,
  };
}
