import { LogoutOutlined, SafetyOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { useLogout } from '@/features/auth/use-logout';
import { MenuButton, PlainText } from '@/shared/ui';
import { displayNameOf, initialsOf } from './display-name';

/** The signed-in user's name as shown everywhere (SPEC §2 fallback chain, "Usuario" translated). */
export function useDisplayName(): string {
  const intl = useIntl();
  const user = useAppSelector((state) => state.auth.user);
  return displayNameOf(user) ?? intl.formatMessage({ id: 'shell.userMenu.fallbackName' });
}

export function UserAvatar({ size = 36 }: { size?: number }) {
  const user = useAppSelector((state) => state.auth.user);
  const name = useDisplayName();
  const url = user?.avatar_url?.trim();
  return (
    <Avatar
      size={size}
      src={url || undefined}
      alt={name}
      style={{ background: 'var(--ant-color-primary)', flex: 'none' }}
      data-testid="user-avatar"
    >
      {initialsOf(name)}
    </Avatar>
  );
}

/** SPEC §2 "User menu (bottom of sidebar)". */
export function UserMenu({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const logout = useLogout();
  const { isAdmin } = usePermissions();
  const user = useAppSelector((state) => state.auth.user);
  const name = useDisplayName();

  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: intl.formatMessage({ id: 'shell.userMenu.profile' }),
      onClick: () => go('/profile'),
    },
    ...(isAdmin
      ? [
          {
            key: 'admin',
            icon: <SafetyOutlined />,
            label: intl.formatMessage({ id: 'shell.userMenu.admin' }),
            onClick: () => go('/admin'),
          },
        ]
      : []),
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: intl.formatMessage({ id: 'shell.userMenu.settings' }),
      onClick: () => go('/settings'),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: intl.formatMessage({ id: 'shell.userMenu.logout' }),
      onClick: () => {
        onNavigate?.();
        void logout();
      },
    },
  ];

  return (
    <MenuButton
      menu={{ items }}
      placement="topLeft"
      popupRender={(menu) => <div data-testid="user-menu-dropdown">{menu}</div>}
    >
      <button
        type="button"
        className="px-user-menu"
        data-testid="user-menu"
        aria-label={intl.formatMessage({ id: 'shell.userMenu.label' }, { name })}
      >
        <Flex align="center" gap={10} style={{ minWidth: 0 }}>
          <UserAvatar />
          {!collapsed && (
            <Flex vertical style={{ minWidth: 0, textAlign: 'start' }}>
              <PlainText strong ellipsis data-testid="user-menu-name">
                {name}
              </PlainText>
              <PlainText tone="secondary" ellipsis style={{ fontSize: 12 }}>
                {user?.email}
              </PlainText>
            </Flex>
          )}
        </Flex>
      </button>
    </MenuButton>
  );
}
