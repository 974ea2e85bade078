import { ClearOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ListSortSelectProps<S extends string> {
  /** The visible "Ordenar por" prefix, also the select's accessible name. */
  label: string;
  value: S;
  sorts: readonly S[];
  labelOf: (sort: S) => string;
  /** Called with undefined for the list's default sort (kept out of the address). */
  onChange: (sort: S | undefined) => void;
  defaultSort: S;
  width: number;
  testId: string;
}

/** A list's sort picker: the same prefix, accessible name and default handling on every list. */
export function ListSortSelect<S extends string>({
  label,
  value,
  sorts,
  labelOf,
  onChange,
  defaultSort,
  width,
  testId,
}: ListSortSelectProps<S>) {
  return (
    <Select<S>
      value={value}
      onChange={(next) => onChange(next === defaultSort ? undefined : next)}
      aria-label={label}
      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
      style={{ width }}
      options={sorts.map((sort) => ({ value: sort, label: labelOf(sort) }))}
      data-testid={testId}
    />
  );
}

/** "Quitar filtros" next to a list's filters. */
export function ClearFiltersLink({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="link" icon={<ClearOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
