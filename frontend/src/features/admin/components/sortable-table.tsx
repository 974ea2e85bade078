import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableProps, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type DragEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { moveItem } from '../model';

export interface SortableTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'columns' | 'rowKey' | 'onRow'
> {
  dataSource: readonly T[];
  columns: ColumnsType<T>;
  rowKey: (record: T) => string;
  /** A short name of the row for the move buttons' labels ("Subir Clientes"). */
  labelOf: (record: T) => string;
  /** Called with the whole list in its new order. */
  onReorder: (next: T[]) => void;
  /** Reordering is off (e.g. while a search filters the list or a save is running). */
  reorderDisabled?: boolean;
  /** Why reordering is off, shown on the handle. */
  reorderDisabledReason?: string;
}

/**
 * An antd table whose rows can be reordered by native HTML5 drag and drop (no extra library), or
 * with the up/down buttons, which also serve keyboard and touch users.
 */
export function SortableTable<T extends object>({
  dataSource,
  columns,
  rowKey,
  labelOf,
  onReorder,
  reorderDisabled = false,
  reorderDisabledReason,
  ...tableProps
}: SortableTableProps<T>) {
  const intl = useIntl();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (reorderDisabled || from === to || to < 0 || to >= dataSource.length) return;
    onReorder(moveItem(dataSource, from, to));
  };

  const handleColumn: ColumnsType<T>[number] = {
    key: '__order',
    width: 112,
    fixed: 'left',
    title: intl.formatMessage({ id: 'admin.sortable.order' }),
    render: (_value, record, index) => {
      const label = labelOf(record);
      return (
        <Flex align="center" gap={2}>
          <Tooltip
            title={
              reorderDisabled
                ? reorderDisabledReason
                : intl.formatMessage({ id: 'admin.sortable.dragHint' })
            }
          >
            <HolderOutlined
              className={
                reorderDisabled ? 'px-admin-drag-handle is-disabled' : 'px-admin-drag-handle'
              }
              aria-hidden
            />
          </Tooltip>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={reorderDisabled || index === 0}
            aria-label={intl.formatMessage({ id: 'admin.sortable.moveUp' }, { name: label })}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={reorderDisabled || index === dataSource.length - 1}
            aria-label={intl.formatMessage({ id: 'admin.sortable.moveDown' }, { name: label })}
            onClick={() => move(index, index + 1)}
          />
        </Flex>
      );
    },
  };

  const clear = () => {
    setDragIndex(null);
    setOverIndex(null);
  };

  return (
    <Table<T>
      {...tableProps}
      dataSource={dataSource as T[]}
      columns={[handleColumn, ...columns]}
      rowKey={rowKey}
      onRow={(_record, index = -1) => ({
        draggable: !reorderDisabled,
        className: [
          'px-admin-sortable-row',
          dragIndex === index ? 'is-dragging' : '',
          overIndex === index && dragIndex !== null && dragIndex !== index ? 'is-drop-target' : '',
        ]
          .filter(Boolean)
          .join(' '),
        onDragStart: (event: DragEvent<HTMLElement>) => {
          if (reorderDisabled) return;
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only when some data is set.
          event.dataTransfer.setData('text/plain', String(index));
          setDragIndex(index);
        },
        onDragOver: (event: DragEvent<HTMLElement>) => {
          if (dragIndex === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (overIndex !== index) setOverIndex(index);
        },
        onDrop: (event: DragEvent<HTMLElement>) => {
          if (dragIndex === null) return;
          event.preventDefault();
          move(dragIndex, index);
          clear();
        },
        onDragEnd: clear,
      })}
    />
  );
}
