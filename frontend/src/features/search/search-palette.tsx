import { SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, type InputRef, Modal, Spin, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH } from '@/shared/query-config';
import { type SearchablePage } from './page-matching';
import type { RecentPage } from './recent-pages';
import type { RegisteredSearchSource } from './search-source';
import { PaletteSections } from './palette/palette-sections';
import { usePaletteRows } from './palette/use-palette-rows';
import { useDebouncedValue, useSearchResults } from './use-search-results';

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
  const rows = usePaletteRows({
    query,
    trimmed,
    results,
    pages,
    canOpen,
    recentPages,
    onClose,
    onToggleSidebar,
  });

  // The dialog's portal is attached after this first render: focus the text box right after.
  useEffect(() => {
    const timer = window.setTimeout(() => input.current?.focus({ preventScroll: true }), 0);
    return () => window.clearTimeout(timer);
  }, []);

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
    } else if (event.key === 'Tab') {
      // The search box is the palette's only Tab stop (the results go by arrows): Tab stays in it
      // rather than leaving the focus nowhere while the dialog is open (WCAG 2.4.3).
      event.preventDefault();
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
        <PaletteSections
          rows={rows}
          active={active}
          fetching={fetching}
          baseId={baseId}
          optionId={optionId}
          onHover={setActiveKey}
        />
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
