import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { SelectProps } from 'antd';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { loadOnce } from '@/shared/load-once';
import { useStandIn } from '../stand-in';

// antd's Select is generic; the deferred one takes the same props for any value type.
type AnySelect = ComponentType<SelectProps<unknown>>;

const realSelect = loadOnce(() =>
  import('./antd-select').then(({ Select }) => Select as unknown as AnySelect),
);

type Option = NonNullable<SelectProps['options']>[number];

/** The labels of the chosen values, in the order chosen. */
function chosenLabels(value: unknown, options: readonly Option[] | undefined): ReactNode[] {
  const values = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  return values.map(
    (chosen) => options?.find((option) => option.value === chosen)?.label ?? String(chosen),
  );
}

/**
 * antd's Select for a list screen's first load (issue 22): Select, rc-select and its virtual list
 * are a twentieth of a list screen's JavaScript, yet nobody opens a filter or the pager's page-size
 * changer before the list is on screen. Until the pointer or the focus first reaches it, a stand-in
 * with the same look, the same accessible name and the chosen value holds its place; then the real
 * Select takes over, with the focus if the stand-in had it and open if it was pressed. A multiple
 * select with chosen values loads at once (its tags are antd's to draw). The pager gets it through
 * `frontend/build/lean-antd.ts`.
 */
export function DeferredSelect<V = unknown>(typed: SelectProps<V>) {
  const props = typed as SelectProps<unknown>;
  const { token } = theme.useToken();
  const { Real, handOver, handlers, load } = useStandIn(realSelect, 'select');
  const labels = chosenLabels(props.value, props.options);
  const multiple = props.mode === 'multiple' || props.mode === 'tags';
  const needsTags = multiple && labels.length > 0;

  useEffect(() => {
    if (needsTags && !Real) load();
  }, [needsTags, Real, load]);

  if (Real) {
    return (
      <Real
        {...props}
        autoFocus={props.autoFocus || handOver.autoFocus}
        defaultOpen={props.defaultOpen || handOver.defaultOpen}
      />
    );
  }

  const small = props.size === 'small';
  const large = props.size === 'large';
  const shown = labels.length > 0;
  return (
    <button
      type="button"
      aria-label={props['aria-label']}
      aria-haspopup="listbox"
      aria-expanded={false}
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      data-stand-in="true"
      className={props.className}
      disabled={props.disabled}
      {...handlers}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6, // antd's space between the value and the arrow
        verticalAlign: 'middle',
        height: small ? token.controlHeightSM : large ? token.controlHeightLG : token.controlHeight,
        padding: `0 ${(small ? token.paddingXS : token.paddingSM) - token.lineWidth}px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: small
          ? token.borderRadiusSM
          : large
            ? token.borderRadiusLG
            : token.borderRadius,
        background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        fontSize: large ? token.fontSizeLG : token.fontSize,
        cursor: props.disabled ? 'not-allowed' : 'pointer',
        ...props.style,
      }}
    >
      {props.prefix}
      <span
        className="px-ellipsis"
        style={{
          flex: 1,
          textAlign: 'left',
          color: shown ? undefined : token.colorTextPlaceholder,
        }}
      >
        {shown ? labels.map((label, index) => [index > 0 && ', ', label]) : props.placeholder}
      </span>
      <DownOutlined
        aria-hidden
        style={{ color: token.colorTextQuaternary, fontSize: token.fontSizeIcon }}
      />
    </button>
  );
}
