/**
 * SPEC §2 top bar title: "Dashboard" at the root, otherwise the last path segment capitalised
 * ("/orders/new" → "New", "/time-tracking" → "Time-tracking").
 */
export function pageTitleFor(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const last = segments[segments.length - 1];
  if (!last) return 'Dashboard';
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    // Keep the raw segment when it is not valid percent-encoding.
  }
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}
