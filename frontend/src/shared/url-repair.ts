/**
 * SPEC §1: web addresses that lack a slash after the host are repaired before navigation or before
 * opening a window ("https://taller.example.com?x=1" → "https://taller.example.com/?x=1").
 */
const ABSOLUTE_WITHOUT_PATH = /^([a-z][a-z0-9+.-]*:\/\/[^/?#\s]+)([?#].*)?$/i;

/** Adds the missing "/" between the host and the query or fragment. Other addresses are returned as is. */
export function repairUrl(url: string): string {
  const match = ABSOLUTE_WITHOUT_PATH.exec(url.trim());
  if (!match) return url;
  const [, origin, rest = ''] = match;
  return `${origin}/${rest}`;
}

/** Full-page navigation to `url` (repaired first). For in-app moves use react-router's navigate. */
export function navigateTo(url: string, options: { replace?: boolean } = {}): void {
  const target = repairUrl(url);
  if (options.replace) window.location.replace(target);
  else window.location.assign(target);
}

let installed = false;

/** Wraps window.open once so every caller (ours or a library's) opens a repaired address. */
export function installWindowOpenRepair(): void {
  if (installed || typeof window.open !== 'function') return;
  installed = true;
  const original = window.open.bind(window);
  window.open = (url?: string | URL, target?: string, features?: string) => {
    const repaired = typeof url === 'string' ? repairUrl(url) : url;
    return original(repaired, target, features);
  };
}
