import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Segmented, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type ThemePreference, themeChanged } from '../store/ui-slice';

const OPTIONS: { value: ThemePreference; icon: ReactNode }[] = [
  { value: 'light', icon: <SunOutlined aria-hidden="true" /> },
  { value: 'dark', icon: <MoonOutlined aria-hidden="true" /> },
  { value: 'system', icon: <DesktopOutlined aria-hidden="true" /> },
];

/** Light / dark / system switch; stored under px_theme ("system" removes the key). */
export function ThemeSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.ui.theme);

  return (
    <Segmented<ThemePreference>
      size="middle"
      value={theme}
      onChange={(value) => dispatch(themeChanged(value))}
      aria-label={intl.formatMessage({ id: 'layout.theme.label' })}
      data-testid="theme-switch"
      options={OPTIONS.map(({ value, icon }) => {
        const name = intl.formatMessage({ id: `layout.theme.${value}` });
        return {
          value,
          label: (
            <Tooltip title={name}>
              <span className="px-theme-option" data-testid={`theme-option-${value}`}>
                {icon}
                <span className="px-visually-hidden">{name}</span>
              </span>
            </Tooltip>
          ),
        };
      })}
    />
  );
}
