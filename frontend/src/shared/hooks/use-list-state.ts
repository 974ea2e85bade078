import { useCallback, useContext, useMemo } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useSearchParams,
} from 'react-router-dom';

/** One value per parameter: a list becomes repeated keys; undefined, null and '' remove it. */
export type ListParamValue = string | number | boolean | readonly string[] | null | undefined;
export type ListParamChanges = Record<string, ListParamValue>;

export interface ListStateOptions {
  /**
   * Whether any change that does not name `page` goes back to the first page (lists with
   * pagination); false for screens whose address holds only filters and tabs.
   */
  resetPage?: boolean;
}

/**
 * Applies `changes` to a copy of `current`: each named key is replaced (several values as
 * repeated keys at the end), empty values are removed, other keys are kept where they are. Unless `resetPage` is false, a
 * change that does not name `page` removes it (a new filter starts again at page 1).
 */
export function patchListParams(
  current: URLSearchParams,
  changes: ListParamChanges,
  { resetPage = true }: ListStateOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (Array.isArray(value)) {
      next.delete(key);
      for (const item of value as readonly string[]) next.append(key, item);
    } else if (value === undefined || value === null || value === '') {
      next.delete(key);
    } else {
      // In place: a parameter already in the address keeps its position.
      next.set(key, String(value));
    }
  }
  if (resetPage && !('page' in changes)) next.delete('page');
  return next;
}

interface LiveLocation {
  pathname: string;
  search: string;
}

/**
 * Where the router is NOW, read when a write happens rather than when its caller rendered. The
 * router applies each navigation inside a React transition, so the address (and the router's own
 * state) moves on before the screen re-renders: a write made in between (a click, the debounced
 * search box) from a closure of the previous render would patch the previous address and drop
 * whatever was written since. The app's BrowserRouter (and MemoryRouter in unit tests) navigates a
 * history that knows its location the moment a navigation starts.
 */
function useLiveLocation(): () => LiveLocation | null {
  const { navigator } = useContext(NavigationContext);
  return useCallback(() => {
    const history = navigator as Partial<{ location: LiveLocation }>;
    return history.location ?? null;
  }, [navigator]);
}

/**
 * A list screen's state kept in the address (DESIGN §8: filters, sort, page and page size are
 * bookmarkable and survive the back button). `parse` reads the state from the query string (each
 * screen keeps its own parameter names and defaults); `update` writes some parameters, replacing
 * the history entry, and by default goes back to page 1 when anything but the page changes (a
 * call can say otherwise: opening a record's drawer keeps the page).
 *
 * `update` patches the address as it is when it is called, not as its caller last rendered it: a
 * write from an older render (a debounced commit, a handler of a screen that has not re-rendered
 * yet) changes only the parameters it names and keeps every other one written since.
 */
export function useListState<State>(
  parse: (params: URLSearchParams) => State,
  options: ListStateOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const liveLocation = useLiveLocation();
  const state = useMemo(() => parse(params), [parse, params]);
  const { resetPage = true } = options;
  const update = useCallback(
    (changes: ListParamChanges, callOptions: ListStateOptions = {}) => {
      const live = liveLocation();
      // A late write (a debounced search box) while the user is already on their way to another
      // screen: the old screen stays mounted until the new one's chunk arrives, and its filter
      // would land in the new screen's address.
      if (live && live.pathname !== pathname) return;
      // The address as it is now; this render's copy only when the router cannot say.
      const current = live ? new URLSearchParams(live.search) : params;
      const next = patchListParams(current, changes, {
        resetPage: callOptions.resetPage ?? resetPage,
      });
      setParams(next, { replace: true });
    },
    [liveLocation, params, setParams, resetPage, pathname],
  );
  return { state, params, update };
}
