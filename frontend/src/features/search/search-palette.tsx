import {
  CalendarOutlined,
  CarOutlined,
  ClockCircleOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  MenuOutlined,
  SearchOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Empty, Flex, Input, type InputRef, Modal, Spin, Tag, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { relativeFromNow } from '@/shared/ui';
import { INTL_LOCALE } from '@/shared/format';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_RESULTS_PER_SOURCE,
} from '@/shared/query-config';
import { matchPages, normalizeText, type SearchablePage } from './page-matching';
import type { RecentPage } from './recent-pages';
import { SEARCH_SOURCES } from './registry';
import { runSources } from './run-sources';
import type { PaletteResult } from './search-source';

interface QuickAction {
  id: string;
  labelId: string;
  keywords: string[];
  icon: ReactNode;
  run: () => void;
}

/** One selectable row, whatever its section. */
interface Row {
  key: string;
  section: 'results' | 'actions' | 'recent';
  icon?: ReactNode;
  typeLabel?: string;
  title: string;
  lines: ReactNode[];
  badges?: ReactNode[];
  select: () => void;
}

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The pages this user may open (navigation menu), for page-name matching. */
  pages: readonly SearchablePage[];
  recentPages: readonly RecentPage[];
  onToggleSidebar: () => void;
}

/**
 * SPEC §2 global search palette: records from every source, the pages whose name matches, quick
 * actions filtered by the text, and the pages this user visited lately. Arrows and Enter work.
 */
export function SearchPalette({
  open,
  onClose,
  pages,
  recentPages,
  onToggleSidebar,
}: SearchPaletteProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = INTL_LOCALE[intl.locale as keyof typeof INTL_LOCALE] ?? 'es-ES';
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { hasPermission } = usePermissions();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PaletteResult[]>([]);
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(0);

  // Debounced query: the sources are asked 300 ms after the last key, and only from 2 characters.
  useEffect(() => {
    const trimmed = text.trim();
    const timer = window.setTimeout(() => setQuery(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (query.length < SEARCH_MIN_QUERY_LENGTH) {
      setResults([]);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const sources = SEARCH_SOURCES.filter(
      (source) => !source.permission || hasPermission(source.permission),
    );
    void runSources(sources, query, {
      signal: controller.signal,
      limit: SEARCH_RESULTS_PER_SOURCE,
      t,
    }).then((found) => {
      if (controller.signal.aborted) return;
      setResults(found);
      setSearching(false);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  useEffect(() => {
    if (open) window.setTimeout(() => input.current?.focus(), 0);
    else {
      setText('');
      setQuery('');
      setResults([]);
    }
  }, [open]);

  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  const actions: QuickAction[] = [
    {
      id: 'orders',
      labelId: 'search.action.searchOrders',
      keywords: ['orders', 'ordenes', 'buscar'],
      icon: <FileSearchOutlined />,
      run: () => go('/orders'),
    },
    {
      id: 'appointment',
      labelId: 'search.action.newAppointment',
      keywords: ['appointment', 'cita', 'nueva'],
      icon: <CalendarOutlined />,
      run: () => go('/appointments/new'),
    },
    {
      id: 'customer',
      labelId: 'search.action.newCustomer',
      keywords: ['customer', 'cliente', 'nuevo'],
      icon: <UserAddOutlined />,
      run: () => go('/customers/new'),
    },
    {
      id: 'vehicle',
      labelId: 'search.action.newVehicle',
      keywords: ['vehicle', 'vehiculo', 'coche', 'nuevo'],
      icon: <CarOutlined />,
      run: () => go('/vehicles/new'),
    },
    {
      id: 'toggle-nav',
      labelId: 'search.action.toggleNav',
      keywords: ['toggle', 'nav', 'menu', 'sidebar', 'barra lateral'],
      icon: <MenuOutlined />,
      run: () => {
        onClose();
        onToggleSidebar();
      },
    },
  ];

  const needle = normalizeText(text);
  const visibleActions = actions.filter(
    (action) =>
      !needle ||
      normalizeText(t(action.labelId)).includes(needle) ||
      action.keywords.some((keyword) => normalizeText(keyword).includes(needle)),
  );
  const pageMatches =
    query.length >= SEARCH_MIN_QUERY_LENGTH
      ? matchPages(query, pages).slice(0, SEARCH_RESULTS_PER_SOURCE)
      : [];

  const rows: Row[] = useMemo(() => {
    const list: Row[] = [];
    for (const result of results) {
      list.push({
        key: result.key,
        section: 'results',
        typeLabel: t(result.typeLabelId),
        title: result.title,
        lines: result.lines,
        badges: result.badges,
        select: () => go(result.path),
      });
    }
    for (const page of pageMatches) {
      list.push({
        key: `page:${page.path}`,
        section: 'results',
        typeLabel: t('search.type.page'),
        icon: <FileTextOutlined />,
        title: page.title,
        lines: [page.path],
        select: () => go(page.path),
      });
    }
    for (const action of visibleActions) {
      list.push({
        key: `action:${action.id}`,
        section: 'actions',
        icon: action.icon,
        title: t(action.labelId),
        lines: [],
        select: action.run,
      });
    }
    if (!needle) {
      for (const page of recentPages) {
        list.push({
          key: `recent:${page.path}`,
          section: 'recent',
          icon: <ClockCircleOutlined />,
          title: page.title,
          lines: [relativeFromNow(new Date(page.visitedAt).toISOString(), locale)],
          select: () => go(page.path),
        });
      }
    }
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results, pageMatches.length, query, needle, recentPages, intl.locale]);

  useEffect(() => setActive(0), [rows.length, query]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (rows.length ? (index + 1) % rows.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (rows.length ? (index - 1 + rows.length) % rows.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      rows[active]?.select();
    }
  };

  const typed = query.length >= SEARCH_MIN_QUERY_LENGTH;
  const noResults = typed && !searching && results.length === 0 && pageMatches.length === 0;
  const sections: { id: Row['section']; titleId: string }[] = [
    { id: 'results', titleId: 'search.section.results' },
    { id: 'actions', titleId: 'search.section.actions' },
    { id: 'recent', titleId: 'search.section.recent' },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={640}
      styles={{ body: { padding: 0 } }}
      style={{ top: 80 }}
      destroyOnHidden
      aria-label={t('search.dialogLabel')}
    >
      <div onKeyDown={onKeyDown} data-testid="search-palette">
        <Input
          ref={input}
          size="large"
          variant="borderless"
          prefix={<SearchOutlined />}
          suffix={searching ? <Spin size="small" /> : <kbd className="px-kbd">Esc</kbd>}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          role="combobox"
          aria-expanded
          aria-controls="search-palette-list"
          aria-activedescendant={rows[active] ? `search-row-${active}` : undefined}
          data-testid="search-input"
          style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        />
        <div
          id="search-palette-list"
          role="listbox"
          style={{ maxHeight: 440, overflowY: 'auto', padding: 8 }}
        >
          {typed && searching && results.length === 0 && (
            <Flex justify="center" style={{ padding: 12 }}>
              <Spin />
            </Flex>
          )}
          {noResults && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              data-testid="search-empty"
              description={
                <Flex vertical gap={4}>
                  <Typography.Text>{t('search.empty.title', { query })}</Typography.Text>
                  <Typography.Text type="secondary">{t('search.empty.hint')}</Typography.Text>
                </Flex>
              }
            />
          )}
          {sections.map((section) => {
            const sectionRows = rows
              .map((row, index) => ({ row, index }))
              .filter(({ row }) => row.section === section.id);
            if (sectionRows.length === 0) return null;
            return (
              <div
                key={section.id}
                role="group"
                aria-label={t(section.titleId)}
                data-testid={`search-section-${section.id}`}
              >
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', fontSize: 12, padding: '8px 8px 4px' }}
                >
                  {t(section.titleId)}
                </Typography.Text>
                {sectionRows.map(({ row, index }) => (
                  <div
                    key={row.key}
                    id={`search-row-${index}`}
                    role="option"
                    aria-selected={index === active}
                    data-testid="search-row"
                    onMouseEnter={() => setActive(index)}
                    onClick={() => row.select()}
                    style={{
                      display: 'flex',
                      gap: 12,
                      alignItems: 'center',
                      padding: '8px 10px',
                      borderRadius: token.borderRadius,
                      cursor: 'pointer',
                      background: index === active ? token.controlItemBgActive : undefined,
                    }}
                  >
                    {row.icon && (
                      <span style={{ color: token.colorTextSecondary }}>{row.icon}</span>
                    )}
                    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                      <Flex gap={6} align="center" wrap>
                        <Typography.Text strong ellipsis>
                          {row.title}
                        </Typography.Text>
                        {row.badges}
                      </Flex>
                      {row.lines.map((line, lineIndex) => (
                        <Typography.Text
                          key={lineIndex}
                          type="secondary"
                          ellipsis
                          style={{ fontSize: 12 }}
                        >
                          {line}
                        </Typography.Text>
                      ))}
                    </Flex>
                    {row.typeLabel && <Tag>{row.typeLabel}</Tag>}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}
