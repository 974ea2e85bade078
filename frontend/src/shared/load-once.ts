/**
 * A module fetched on first need and kept: `load()` shares one fetch between callers, `loaded()`
 * answers it synchronously once it is there, and a failed fetch is forgotten so the next need tries
 * again (after a network blip). For the antd parts the first page leaves out (issue 22).
 */
export interface LoadOnce<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

export function loadOnce<T>(fetch: () => Promise<T>, onLoaded?: (value: T) => void): LoadOnce<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= fetch().then(
        (result) => {
          value = result;
          onLoaded?.(result);
          return result;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
