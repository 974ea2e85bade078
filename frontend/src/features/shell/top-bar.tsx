import {
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Flex, theme, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { ThemeToggle } from '@/app/layout/theme-toggle';
import { AnnouncementsBell } from '@/features/announcements';
import { NotificationsBell } from '@/features/notifications';
import { preloadSearchPalette } from '@/features/search';
import { CLOCK_REFRESH_INTERVAL } from '@/shared/query-config';
import { PlainText } from '@/shared/ui';
import { pageTitleFor } from './page-title';

const CLOCK_DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short' });
const CLOCK_TIME = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Short date and 24-hour time in Spanish, e.g. "21/11/26 · 14:05:09". */
export function formatClock(date: Date): { date: string; time: string } {
  return { date: CLOCK_DATE.format(date), time: CLOCK_TIME.format(date) };
}

/** SPEC §2: a live clock refreshed every second. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_INTERVAL);
    return () => window.clearInterval(timer);
  }, []);
  const { date, time } = formatClock(now);
  return (
    <Flex vertical align="end" className="px-clock" data-testid="live-clock">
      <PlainText
        strong
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="live-clock-time"
      >
        {time}
      </PlainText>
      <PlainText tone="secondary" style={{ fontSize: 12 }}>
        {date}
      </PlainText>
    </Flex>
  );
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform);

/**
 * The search button of the top bar (SPEC §2): it opens the global search palette, as Ctrl/Cmd+K
 * does anywhere.
 */
function SearchBox({ compact, onOpen }: { compact: boolean; onOpen: () => void }) {
  const intl = useIntl();
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  const label = intl.formatMessage({ id: 'shell.search.placeholder' });
  if (compact) {
    return (
      <Tooltip title={shortcut}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={onOpen}
          onPointerEnter={preloadSearchPalette}
          onFocus={preloadSearchPalette}
          data-testid="top-search"
        />
      </Tooltip>
    );
  }
  return (
    <Button
      onClick={onOpen}
      onPointerEnter={preloadSearchPalette}
      onFocus={preloadSearchPalette}
      className="px-search-trigger"
      icon={<SearchOutlined />}
      aria-label={label}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      style={{ width: '100%', maxWidth: 360, justifyContent: 'flex-start' }}
      data-testid="top-search"
    >
      <PlainText tone="secondary" style={{ flex: 1, textAlign: 'left' }}>
        {label}
      </PlainText>
      <kbd className="px-kbd">{shortcut}</kbd>
    </Button>
  );
}

export interface TopBarProps {
  mobile: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onOpenSearch: () => void;
}

/**
 * SPEC §2 top bar: title, clock, search, the announcements bell ("Novedades"), the notifications
 * bell, language and theme.
 */
export function TopBar({ mobile, collapsed, onToggleSidebar, onOpenSearch }: TopBarProps) {
  const intl = useIntl();
  const location = useLocation();
  const { token } = theme.useToken();
  const title = pageTitleFor(location.pathname);
  const toggleIcon = mobile ? (
    <MenuOutlined />
  ) : collapsed ? (
    <MenuUnfoldOutlined />
  ) : (
    <MenuFoldOutlined />
  );

  return (
    <Flex align="center" gap={12} style={{ height: '100%', minWidth: 0 }}>
      <Button
        type="text"
        icon={toggleIcon}
        onClick={onToggleSidebar}
        aria-label={intl.formatMessage({
          id: mobile
            ? 'shell.sidebar.open'
            : collapsed
              ? 'shell.sidebar.expand'
              : 'shell.sidebar.collapse',
        })}
        aria-expanded={mobile ? undefined : !collapsed}
        data-testid="sidebar-toggle"
      />
      {/* SPEC §2's label from the address, not a heading: each screen's own h1 names it. */}
      <PlainText
        strong
        ellipsis
        className="px-top-bar-title"
        style={{
          margin: 0,
          minWidth: 0,
          flex: 'none',
          maxWidth: '30%',
          fontSize: token.fontSizeHeading4,
        }}
        data-testid="page-title"
      >
        {title}
      </PlainText>
      <Flex flex={1} justify="center" style={{ minWidth: 0 }}>
        <SearchBox compact={mobile} onOpen={onOpenSearch} />
      </Flex>
      {!mobile && <LiveClock />}
      <Flex align="center" gap={2}>
        <AnnouncementsBell />
        <NotificationsBell />
      </Flex>
      <LanguageSwitch compact />
      <ThemeToggle />
    </Flex>
  );
}
