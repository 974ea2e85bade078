/** "Novedades" display rules (SPEC §2 announcements modal), free of React for unit tests. */
import type { Announcement } from '@px/contracts';
import { safeUrl } from '@/shared/markdown';
import { repairUrl } from '@/shared/url-repair';

/** SPEC §2: red for high, blue for normal, grey otherwise (e.g. low). */
export function priorityColor(priority: string): 'red' | 'blue' | 'default' {
  if (priority === 'high') return 'red';
  if (priority === 'normal') return 'blue';
  return 'default';
}

/** The message id of a priority's label; priorities the SPA does not know read as "low". */
export function priorityLabelId(priority: string): string {
  return priority === 'high' || priority === 'normal'
    ? `announcements.priority.${priority}`
    : 'announcements.priority.low';
}

export interface CallToAction {
  label: string;
  href: string;
}

/**
 * SPEC §2: the call to action needs both cta_label and cta_url; the address must be a web page
 * (http/https, ISSUE) and is repaired like every address the app opens (SPEC §1).
 */
export function callToActionOf(
  announcement: Pick<Announcement, 'cta_label' | 'cta_url'>,
): CallToAction | null {
  const label = announcement.cta_label?.trim();
  const address = safeUrl(announcement.cta_url, 'cta');
  if (!label || !address) return null;
  return { label, href: repairUrl(address) };
}
