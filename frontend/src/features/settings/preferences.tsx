import { Segmented, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { ThemeSwitch } from '@/app/layout/theme-switch';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { localeChanged, sidebarCollapsedSet } from '@/app/store/ui-slice';
import { type AppLocale, SUPPORTED_LOCALES } from '@/shared/format';

export function LanguagePreference() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.ui.locale);
  return (
    <Segmented<AppLocale>
      value={locale}
      onChange={(value) => dispatch(localeChanged(value))}
      aria-label={intl.formatMessage({ id: 'layout.language.label' })}
      data-testid="language-preference"
      options={SUPPORTED_LOCALES.map((value) => ({
        value,
        label: <span lang={value}>{intl.formatMessage({ id: `layout.language.${value}` })}</span>,
      }))}
    />
  );
}

export function ThemePreference() {
  return <ThemeSwitch />;
}

export function SidebarPreference() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector((state) => state.ui.sidebarCollapsed);
  return (
    <Switch
      checked={collapsed}
      onChange={(value) => dispatch(sidebarCollapsedSet(value))}
      aria-label={intl.formatMessage({ id: 'settings.sidebarCollapsed' })}
      data-testid="sidebar-preference"
    />
  );
}
