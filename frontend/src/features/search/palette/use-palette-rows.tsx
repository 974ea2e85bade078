import { ClockCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { formatNotificationRelativeTime } from '@/shared/format';
import { SEARCH_RESULTS_PER_SOURCE } from '@/shared/query-config';
import { matchPages, type SearchablePage } from '../page-matching';
import { visibleQuickActions } from '../quick-actions';
import type { RecentPage } from '../recent-pages';
import type { SearchResult } from '../search-source';
import { mergeResults } from '../use-search-results';

export type SectionId = 'results' | 'actions' | 'recent';

/** One selectable option, whatever its section. */
export interface Row {
  key: string;
  section: SectionId;
  title: string;
  icon?: ReactNode;
  typeLabel?: string;
  lines?: ReactNode[];
  badges?: ReactNode[];
  select: () => void;
}

interface PaletteRowsInput {
  /** The settled search text (empty below the minimum length). */
  query: string;
  /** What is typed now, trimmed. */
  trimmed: string;
  /** The records the sources found for `query`. */
  results: SearchResult[];
  pages: readonly SearchablePage[];
  canOpen: (path: string) => boolean;
  recentPages: readonly RecentPage[];
  onClose: () => void;
  onToggleSidebar: () => void;
}

/**
 * The palette's options, in section order: records and matching pages, the quick actions the
 * text matches, and (before anything is typed) the recent pages. Choosing one closes the palette.
 */
export function usePaletteRows({
  query,
  trimmed,
  results,
  pages,
  canOpen,
  recentPages,
  onClose,
  onToggleSidebar,
}: PaletteRowsInput): Row[] {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useAppSelector((state) => state.ui.locale);
  return useMemo<Row[]>(() => {
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
}
