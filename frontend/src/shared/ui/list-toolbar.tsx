import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { DeferredSelect } from './deferred-select/deferred-select';
import { PlainText } from './plain-typography';
import { TextInput } from './text-input';

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
    <DeferredSelect<S>
      value={value}
      onChange={(next) => onChange(next === defaultSort ? undefined : next)}
      aria-label={label}
      prefix={<PlainText tone="secondary">{label}</PlainText>}
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

export interface ListSearchInputProps {
  /** What is typed (debounced into the address by the list's state hook). */
  text: string;
  setText: (text: string) => void;
  /** Applies the text at once: Enter, the clear button, or an emptied field. */
  flush: (text: string) => void;
  /** The field's accessible name ("Buscar por número o matrícula"). */
  label: string;
  placeholder?: string;
  maxLength?: number;
  style?: CSSProperties;
  testId: string;
}

/**
 * A list's search field: typing waits for a pause, while Enter, clearing it or emptying it
 * searches at once (nobody should wait to see the whole list again).
 */
export function ListSearchInput({
  text,
  setText,
  flush,
  label,
  placeholder = label,
  maxLength = 100,
  style,
  testId,
}: ListSearchInputProps) {
  return (
    <TextInput
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      maxLength={maxLength}
      onChange={(event) =>
        event.type === 'click' || event.target.value === ''
          ? flush(event.target.value)
          : setText(event.target.value)
      }
      onPressEnter={() => flush(text)}
      placeholder={placeholder}
      aria-label={label}
      style={style}
      data-testid={testId}
    />
  );
}
