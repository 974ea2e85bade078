import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { MenuButton } from '@/shared/ui';
import { useIntl } from 'react-intl';
import { type AppLocale, SUPPORTED_LOCALES } from '@/shared/format';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { localeChanged } from '../store/ui-slice';

/** Español / English selector; the choice is remembered under px_locale. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.ui.locale);
  const label = (value: AppLocale) => intl.formatMessage({ id: `layout.language.${value}` });

  const items: MenuProps['items'] = SUPPORTED_LOCALES.map((value) => ({
    key: value,
    label: <span lang={value}>{label(value)}</span>,
    'data-testid': `locale-option-${value}`,
  }));

  return (
    <MenuButton
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => dispatch(localeChanged(key as AppLocale)),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${intl.formatMessage({ id: 'layout.language.label' })}: ${label(locale)}`}
        data-testid="locale-switch"
      >
        {!compact && label(locale)}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </MenuButton>
  );
}
