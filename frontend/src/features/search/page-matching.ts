import { SEARCH_FUZZY_MAX_DISTANCE } from '@/shared/query-config';

/** A page the user may open, with the words people use for it in Spanish and English. */
export interface SearchablePage {
  path: string;
  title: string;
  keywords: readonly string[];
}

/** Lower case, no accents, single spaces: "Vehículos " → "vehiculos". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * SPEC §5 page matching: the text is found in the page's name or a keyword, or a keyword is found
 * in the text (either direction, so "clientes madrid" finds Clientes and "cust" finds customers),
 * or a keyword longer than 3 characters is within edit distance 2 of a word typed ("vehiclos").
 */
export function pageMatches(query: string, page: SearchablePage): boolean {
  const q = normalizeText(query);
  if (q.length === 0) return false;
  const words = q.split(' ');
  const candidates = [page.title, ...page.keywords].map(normalizeText).filter(Boolean);
  for (const candidate of candidates) {
    if (candidate.includes(q) || q.includes(candidate)) return true;
    if (candidate.length > 3) {
      for (const word of words) {
        if (
          word.length > 1 &&
          editDistance(word, candidate, SEARCH_FUZZY_MAX_DISTANCE) <= SEARCH_FUZZY_MAX_DISTANCE
        ) {
          return true;
        }
      }
    }
  }
  return false;
}

export function matchPages(query: string, pages: readonly SearchablePage[]): SearchablePage[] {
  return pages.filter((page) => pageMatches(query, page));
}

/**
 * Spanish and English words for the pages of SPEC §2, by path. The page's own name (from the
 * navigation menu) is matched too; these add the other language and common synonyms.
 */
export const PAGE_KEYWORDS: Record<string, readonly string[]> = {
  '/dashboard': ['inicio', 'panel', 'dashboard', 'home', 'escritorio'],
  '/orders': ['órdenes', 'ordenes de trabajo', 'reparaciones', 'orders', 'work orders', 'jobs'],
  '/customers': ['clientes', 'customers', 'clients'],
  '/vehicles': ['vehículos', 'coches', 'matrículas', 'vehicles', 'cars'],
  '/appointments': ['citas', 'agenda', 'appointments', 'calendar'],
  '/inventory': ['inventario', 'almacén', 'stock', 'inventory', 'recambios'],
  '/spare-parts-requests': ['pedidos de recambios', 'recambios', 'spare parts', 'parts'],
  '/facturas': ['facturas', 'facturación', 'invoices', 'billing'],
  '/quotes': ['presupuestos', 'quotes', 'estimates'],
  '/vehicle-reception': ['recepción', 'entrada', 'check-in', 'reception'],
  '/customer-receipts': ['resguardos', 'depósito', 'receipts'],
  '/time-clock': ['fichaje', 'fichar', 'time clock', 'clock in'],
  '/time-tracking': ['horas', 'imputación', 'time tracking'],
  '/kpis': ['indicadores', 'kpi', 'kpis', 'metrics'],
  '/analytics': ['analítica', 'estadísticas', 'analytics', 'reports'],
  '/productivity/dashboard': ['productividad', 'productivity'],
  '/productivity/incentives': ['incentivos', 'incentives', 'bonus'],
  '/employee-management': ['empleados', 'personal', 'employees', 'staff'],
  '/absence-management': ['ausencias', 'vacaciones', 'absences', 'holidays'],
  '/work-schedule': ['horarios', 'turnos', 'schedule', 'shifts'],
  '/my-tasks': ['mis tareas', 'tareas', 'my tasks', 'tasks'],
  '/surveys': ['encuestas', 'satisfacción', 'surveys'],
  '/profile': ['perfil', 'mi cuenta', 'profile', 'account'],
  '/settings': ['ajustes', 'configuración', 'preferencias', 'settings', 'preferences'],
  '/admin': ['administración', 'admin', 'administration'],
  '/admin/users-permissions': ['usuarios', 'permisos', 'roles', 'users', 'permissions'],
};
