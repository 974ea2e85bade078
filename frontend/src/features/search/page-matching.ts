import { SEARCH_FUZZY_MAX_DISTANCE } from '@/shared/query-config';

/**
 * SPEC §5 page-name matching, pure: by substring, by keyword (either direction), or by edit
 * distance of at most 2 for keywords longer than 3 characters. Keywords are Spanish and English
 * words for each page.
 */

/** A page the user may open, with the words people use for it in Spanish and English. */
export interface SearchablePage {
  path: string;
  title: string;
  keywords: readonly string[];
}

/** Keywords shorter than this never match by edit distance ("kpi", "itv"): too many false hits. */
const FUZZY_MIN_KEYWORD_LENGTH = 4;

/** Lower case, no accents, single spaces: " Vehículos  " → "vehiculos". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance; once it certainly exceeds `max` it stops and answers `max + 1`. */
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
 * Whether the typed text matches any of `candidates` (a page's name and keywords, or a quick
 * action's label and keywords):
 * - the text is part of a candidate ("vehic" → "Vehículos"), or
 * - a candidate is part of the text ("clientes de madrid" → "clientes"), or
 * - a typed word (or the whole text) is within edit distance 2 of a candidate, or of one of its
 *   words, longer than 3 characters ("vehiclos" → "vehicles", "clinte" → "cliente").
 * Case and accents never matter.
 */
export function textMatches(query: string, candidates: readonly string[]): boolean {
  const text = normalizeText(query);
  if (text === '') return false;
  const normalized = candidates.map(normalizeText).filter((candidate) => candidate !== '');

  for (const candidate of normalized) {
    if (candidate.includes(text) || text.includes(candidate)) return true;
  }

  const typed = new Set([text, ...text.split(' ')]);
  for (const candidate of normalized) {
    const keywords = new Set([candidate, ...candidate.split(' ')]);
    for (const keyword of keywords) {
      if (keyword.length < FUZZY_MIN_KEYWORD_LENGTH) continue;
      for (const word of typed) {
        if (editDistance(word, keyword, SEARCH_FUZZY_MAX_DISTANCE) <= SEARCH_FUZZY_MAX_DISTANCE) {
          return true;
        }
      }
    }
  }
  return false;
}

/** Whether `page` matches the typed text by its name or one of its keywords. */
export function pageMatches(query: string, page: SearchablePage): boolean {
  return textMatches(query, [page.title, ...page.keywords]);
}

/** The pages matching the typed text, in their given order. */
export function matchPages(query: string, pages: readonly SearchablePage[]): SearchablePage[] {
  return pages.filter((page) => pageMatches(query, page));
}

/**
 * Spanish and English words for the pages of SPEC §2, by path. The page's own name (from the
 * server's navigation menu, in Spanish) is matched too; these add the other language and the
 * words people use at a workshop's front desk.
 */
export const PAGE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['panel', 'inicio', 'escritorio', 'dashboard', 'home'],
  '/my-tasks': ['mis tareas', 'tareas', 'my tasks', 'tasks'],
  '/assigned-orders': ['órdenes asignadas', 'mis órdenes', 'assigned orders', 'my orders'],
  '/fichaje': ['fichaje', 'fichar', 'entrada', 'salida', 'clock in', 'clock out'],
  '/time-tracking': ['control horario', 'horas', 'time tracking', 'hours'],
  '/profile': ['perfil', 'mi cuenta', 'profile', 'account'],
  '/settings': ['configuración', 'ajustes', 'preferencias', 'settings', 'preferences'],
  '/orders': ['órdenes', 'órdenes de trabajo', 'reparaciones', 'orders', 'work orders', 'jobs'],
  '/vehicle-reception': ['recepción', 'entrada de vehículos', 'reception', 'check-in'],
  '/customer-receipts': ['resguardos', 'depósito', 'receipts', 'deposit'],
  '/appointments': ['citas', 'agenda', 'calendario', 'appointments', 'calendar', 'bookings'],
  '/visual-planner': ['planificador', 'planificación', 'planner', 'planning'],
  '/customers': ['clientes', 'customers', 'clients'],
  '/vehicles': ['vehículos', 'coches', 'matrículas', 'vehicles', 'cars', 'plates'],
  '/surveys': ['encuestas', 'satisfacción', 'surveys', 'satisfaction'],
  '/quotes': ['presupuestos', 'quotes', 'estimates'],
  '/facturas': ['facturas', 'facturación', 'invoices', 'billing'],
  '/inventory': ['inventario', 'almacén', 'stock', 'inventory', 'warehouse'],
  '/inventory/analytics': ['análisis de inventario', 'inventory analytics', 'stock analytics'],
  '/spare-parts-requests': ['recambios', 'piezas', 'pedidos', 'spare parts', 'parts requests'],
  '/time-clock': ['reloj', 'fichaje', 'time clock'],
  '/timesheet-editing': ['edición de fichajes', 'timesheet', 'timesheets'],
  '/employee-management': ['empleados', 'personal', 'plantilla', 'employees', 'staff'],
  '/absence-management': ['ausencias', 'vacaciones', 'bajas', 'absences', 'holidays', 'leave'],
  '/work-schedule': ['horarios', 'turnos', 'work schedule', 'shifts'],
  '/personal-planning': ['planificación personal', 'personal planning'],
  '/users': ['usuarios', 'users'],
  '/internal-tasks': ['tareas internas', 'internal tasks'],
  '/internal-task-registration': ['registro de tareas', 'task registration'],
  '/internal-task-assignment': ['asignación de tareas', 'task assignment'],
  '/internal-task-summary': ['resumen de tareas', 'task summary'],
  '/productivity/dashboard': ['productividad', 'rendimiento', 'productivity', 'performance'],
  '/productivity/mechanics': ['mecánicos', 'mechanics'],
  '/productivity/projections': ['proyecciones', 'previsiones', 'projections', 'forecast'],
  '/productivity/incentives': ['incentivos', 'primas', 'incentives', 'bonus'],
  '/productivity/audit': ['auditoría', 'audit'],
  '/ai-productivity': ['productividad ia', 'inteligencia artificial', 'ai productivity'],
  '/kpis': ['kpi', 'indicadores', 'métricas', 'metrics', 'indicators'],
  '/kpi-dashboard': ['panel de kpi', 'indicadores', 'kpi dashboard'],
  '/analytics': ['analítica', 'estadísticas', 'informes', 'analytics', 'reports', 'statistics'],
  '/workload-prediction': ['predicción de carga', 'carga de trabajo', 'workload', 'prediction'],
  '/admin': ['administración', 'admin', 'administration'],
  '/admin/users-permissions': ['usuarios y permisos', 'usuarios', 'users', 'permissions'],
  '/admin/permissions': ['roles', 'permisos', 'roles and permissions', 'permissions'],
  '/admin/pages': ['páginas', 'menú', 'pages', 'menu'],
  '/admin/kpis': ['kpi', 'indicadores', 'kpi administration'],
  '/admin/system': ['sistema', 'system'],
  '/admin/database-management': ['base de datos', 'database'],
  '/admin/eventing': ['eventos', 'events', 'eventing'],
  '/admin/announcements': ['novedades', 'anuncios', 'announcements', 'news'],
  '/admin/billing-certificate': ['certificado', 'facturación electrónica', 'certificate'],
  '/notification-management': ['notificaciones', 'avisos', 'notifications'],
  '/feature-management': ['funcionalidades', 'módulos', 'features'],
  '/dictionary-admin': ['diccionario', 'dictionary'],
  '/lift-configuration': ['elevadores', 'puestos', 'lifts', 'bays'],
  '/ai-productivity-admin': ['productividad ia', 'ai productivity administration'],
};

/** The keywords of a page by its path (none for a page the table does not know). */
export function keywordsFor(path: string): readonly string[] {
  return PAGE_KEYWORDS[path] ?? [];
}
