import { ClockCircleOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, type InputRef, Modal, Spin, Tag, Typography, theme } from 'antd';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { formatNotificationRelativeTime } from '@/shared/format';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_RESULTS_PER_SOURCE,
} from '@/shared/query-config';
import { matchPages, type SearchablePage } from './page-matching';
import { visibleQuickActions } from './quick-actions';
import type { RecentPage } from './recent-pages';
import type { RegisteredSearchSource, SearchResult } from './search-source';
import { mergeResults, useDebouncedValue, useSearchResults } from './use-search-results';

type SectionId = 'results' | 'actions' | 'recent';

/** One selectable option, whatever its section. */
interface Row {
  key: string;
  section: SectionId;
  title: string;
  icon?: ReactNode;
  typeLabel?: string;
  lines?: ReactNode[];
  badges?: ReactNode[];
  select: () => void;
}

const SECTIONS: readonly { id: SectionId; titleId: string }[] = [
  { id: 'results', titleId: 'search.section.results' },
  { id: 'actions', titleId: 'search.section.actions' },
  { id: 'recent', titleId: 'search.section.recent' },
];

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The registered search sources this user may ask. */
  sources: readonly RegisteredSearchSource[];
  /** The pages this user may open, for page-name matching. */
  pages: readonly SearchablePage[];
  /** SPEC §5 route access: quick actions to pages the user may not open are hidden. */
  canOpen: (path: string) => boolean;
  /** The pages this user visited lately, newest first. */
  recentPages: readonly RecentPage[];
  /** The "toggle nav" quick action. */
  onToggleSidebar: () => void;
}

/**
 * SPEC §2 global search palette: records from every source and the pages whose name matches
 * ("Resultados de búsqueda"), quick actions filtered by the text ("Acciones rápidas") and the
 * pages this user visited lately ("Páginas recientes"). Arrows move, Enter opens, Esc closes; the
 * mouse works too. Its state is dropped when it closes.
 */
export function SearchPalette({ open, onClose, ...body }: SearchPaletteProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={intl.formatMessage({ id: 'search.dialogLabel' })}
      footer={null}
      closable={false}
      destroyOnHidden
      width="min(640px, calc(100vw - 24px))"
      style={{ top: 64, paddingBottom: 0 }}
      styles={{
        header: { display: 'none' },
        container: { padding: 0, overflow: 'hidden' },
        body: { padding: 0 },
      }}
    >
      <PaletteBody onClose={onClose} {...body} />
    </Modal>
  );
}

function PaletteBody({
  onClose,
  sources,
  pages,
  canOpen,
  recentPages,
  onToggleSidebar,
}: Omit<SearchPaletteProps, 'open'>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  // SPEC §5: only from 2 characters; below that, results are cleared at once.
  const query =
    trimmed.length >= SEARCH_MIN_QUERY_LENGTH && debounced.length >= SEARCH_MIN_QUERY_LENGTH
      ? debounced
      : '';
  const settled = query !== '' && query === trimmed;
  const { results, fetching } = useSearchResults(sources, query, intl);

  // The dialog's portal is attached after this first render: focus the text box right after.
  useEffect(() => {
    const timer = window.setTimeout(() => input.current?.focus({ preventScroll: true }), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const rows = useMemo<Row[]>(() => {
    const go = (path: string) => {
      onClose();
      navigate(path);
    };
    const pageResults: SearchResult[] = query
      ? matchPages(query, pages)
          .slice(0, SEARCH_RESULTS_PER_SOURCE)
          .map((page) => ({
            key: `page:${page.path}`,
            typeLabelId: 'search.type.page',
            title: page.title,
            lines: [page.path],
            path: page.path,
          }))
      : [];
    const found: Row[] = mergeResults([results, pageResults]).map((result) => ({
      key: result.key,
      section: 'results',
      title: result.title,
      icon: result.typeLabelId === 'search.type.page' ? <FileTextOutlined /> : undefined,
      typeLabel: intl.formatMessage({ id: result.typeLabelId }),
      lines: result.lines,
      badges: result.badges,
      select: () => go(result.path),
    }));
    const actions: Row[] = visibleQuickActions(
      trimmed,
      (action) => intl.formatMessage({ id: action.labelId }),
      canOpen,
    ).map((action) => ({
      key: `action:${action.id}`,
      section: 'actions',
      title: intl.formatMessage({ id: action.labelId }),
      icon: action.icon,
      select: () => {
        if (action.path) {
          go(action.path);
        } else {
          onClose();
          onToggleSidebar();
        }
      },
    }));
    const recent: Row[] =
      trimmed === ''
        ? recentPages.map((page) => ({
            key: `recent:${page.path}`,
            section: 'recent',
            title: page.title,
            icon: <ClockCircleOutlined />,
            lines: [formatNotificationRelativeTime(page.visitedAt, { locale })],
            select: () => go(page.path),
          }))
        : [];
    return [...found, ...actions, ...recent];
  }, [
    query,
    pages,
    results,
    intl,
    trimmed,
    canOpen,
    recentPages,
    locale,
    navigate,
    onClose,
    onToggleSidebar,
  ]);

  const foundIndex = rows.findIndex((row) => row.key === activeKey);
  const active = rows.length === 0 ? -1 : Math.max(foundIndex, 0);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  const move = (step: number) => {
    if (rows.length === 0) return;
    const next = (active + step + rows.length) % rows.length;
    setActiveKey(rows[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active >= 0) rows[active]?.select();
    }
  };

  const noResults = settled && !fetching && !rows.some((row) => row.section === 'results');
  const placeholder = intl.formatMessage({ id: 'search.placeholder' });

  return (
    <div data-testid="search-palette">
      <Input
        ref={input}
        size="large"
        variant="borderless"
        prefix={<SearchOutlined aria-hidden />}
        suffix={
          fetching ? (
            <Spin size="small" data-testid="search-loading" />
          ) : (
            <kbd className="px-kbd">Esc</kbd>
          )
        }
        placeholder={placeholder}
        aria-label={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={rows.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        data-testid="search-input"
        style={{ padding: '12px 16px' }}
      />
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }} />
      {noResults && (
        <div role="status" data-testid="search-empty" style={{ padding: '16px 16px 4px' }}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text>
                  {intl.formatMessage({ id: 'search.empty.title' }, { query })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {intl.formatMessage({ id: 'search.empty.hint' })}
                </Typography.Text>
              </Flex>
            }
          />
        </div>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.dialogLabel' })}
        aria-busy={fetching}
        style={{
          maxHeight: 'min(60vh, 460px)',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          padding: rows.length > 0 ? 8 : 0,
        }}
      >
        {SECTIONS.map((section) => {
          const sectionRows = rows
            .map((row, index) => ({ row, index }))
            .filter(({ row }) => row.section === section.id);
          if (sectionRows.length === 0) return null;
          const headingId = `${baseId}-${section.id}`;
          return (
            <div
              key={section.id}
              role="group"
              aria-labelledby={headingId}
              data-testid={`search-section-${section.id}`}
            >
              <div
                id={headingId}
                role="presentation"
                style={{
                  fontSize: 12,
                  fontWeight: 600,
                  color: token.colorTextSecondary,
                  padding: '8px 10px 4px',
                }}
              >
                {intl.formatMessage({ id: section.titleId })}
              </div>
              {sectionRows.map(({ row, index }) => (
                <div
                  key={row.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-testid="search-row"
                  onMouseMove={() => {
                    if (index !== active) setActiveKey(row.key);
                  }}
                  // Keep the focus in the text box: arrows and Enter keep working after a click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={row.select}
                  style={{
                    display: 'flex',
                    gap: 12,
                    alignItems: 'center',
                    minHeight: 44,
                    padding: '8px 10px',
                    borderRadius: token.borderRadius,
                    cursor: 'pointer',
                    background: index === active ? token.controlItemBgActive : undefined,
                    opacity: row.section === 'results' && fetching ? 0.6 : 1,
                  }}
                >
                  {row.icon && (
                    <span aria-hidden style={{ color: token.colorTextSecondary, fontSize: 16 }}>
                      {row.icon}
                    </span>
                  )}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Flex gap={6} align="center" wrap>
                      <Typography.Text strong style={{ minWidth: 0 }}>
                        {row.title}
                      </Typography.Text>
                      {row.badges}
                    </Flex>
                    {row.lines?.map((line, lineIndex) => (
                      <div
                        key={lineIndex}
                        style={{
                          fontSize: 12,
                          color: token.colorTextSecondary,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {line}
                      </div>
                    ))}
                  </div>
                  {row.typeLabel && (
                    <Tag style={{ marginInlineEnd: 0 }} data-testid="search-type">
                      {row.typeLabel}
                    </Tag>
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <div
        aria-hidden
        style={{
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          padding: '6px 16px',
          fontSize: 12,
          color: token.colorTextTertiary,
        }}
      >
        {intl.formatMessage({ id: 'search.footer' })}
      </div>
    </div>
  );
}
