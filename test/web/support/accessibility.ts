import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/**
 * WCAG 2.0 and 2.1 A/AA, with 2.2's AA additions (target size): the target of docs/accessibility.md.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe finding, as the failure message prints it. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The requests each page has in flight, counted from the first time a test waits on that page. */
const inFlight = new WeakMap<Page, Set<Request>>();

function requestsInFlight(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const tracked = new Set<Request>();
    page.on('request', (request) => tracked.add(request));
    page.on('requestfinished', (request) => tracked.delete(request));
    page.on('requestfailed', (request) => tracked.delete(request));
    inFlight.set(page, tracked);
    requests = tracked;
  }
  return requests;
}

/**
 * Waits for `quietMs` with no request in flight. Not `waitForLoadState('networkidle')`: that is a
 * load state, reached once per document, so after an in-app navigation it answers at once.
 */
async function networkQuiet(page: Page, quietMs = 400, timeoutMs = 20_000): Promise<void> {
  const requests = requestsInFlight(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...requests].map((request) => request.url());
      throw new Error(`The network never went quiet; in flight: ${urls.join(', ')}`);
    }
    await page.waitForTimeout(50);
    if (requests.size > 0) quietSince = Date.now();
  }
}

/** Waits until the screen has drawn its data: no request in flight, no spinner, no skeleton. */
export async function settled(page: Page): Promise<void> {
  // The first wait on a page cannot know the requests sent before it: the document's own network
  // idleness covers those.
  await page.waitForLoadState(inFlight.has(page) ? 'load' : 'networkidle');
  await networkQuiet(page);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // The specs run with reduced motion (antd's motion off), so colours are final at once; one more
  // frame lets the last render paint.
  await page.waitForTimeout(100);
}

/**
 * Runs axe on the page as it is now; an empty list when the screen passes. axe-core runs in the page
 * itself (injected once per document) and keeps only violations: @axe-core/playwright's partial
 * runs, which open a second page per call to merge frames this SPA does not have, cost 5–30 s a
 * screen against well under 2 s.
 */
export async function axeFindings(page: Page, screen: string): Promise<Finding[]> {
  return findingsIn(page, screen, null);
}

/** Where antd draws dialogs, drawers and the palette: outside the screen's own tree. */
const OVERLAYS = '.ant-modal-root, .ant-drawer';

/**
 * Runs axe on the open dialogs and drawers only: the screen beneath is the route walk's (checking
 * it again under every dialog cost seconds each on the big screens).
 */
export async function dialogFindings(page: Page, screen: string): Promise<Finding[]> {
  return findingsIn(page, screen, OVERLAYS);
}

async function findingsIn(page: Page, screen: string, within: string | null): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results: AxeResults = await page.evaluate(
    ({ tags, selector }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        selector ? { include: [selector] } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    { tags: WCAG_TAGS, selector: within },
  );
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => {
      // Contrast findings say which colours met: "#8c8c8c on #ffffff (3.36:1)".
      const data = node.any[0]?.data as
        { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = data?.fgColor
        ? `  [${data.fgColor} on ${data.bgColor} (${data.contrastRatio}:1)]`
        : '';
      return `${node.target.join(' ')}${colours}`;
    }),
  }));
}

/** The findings as a readable report: one line per rule and screen, its first elements. */
export function report(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.screen} — ${finding.rule} (${finding.impact}): ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
}

/** Asserts the page has no WCAG violation, naming the rule, the element and the screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settled(page);
  const findings = await axeFindings(page, screen);
  expect(findings, report(findings)).toEqual([]);
}

/**
 * A real record for a detail route's `:id`, taken from the list its first segment names. A new
 * detail screen whose list is not here fails the accessibility test with this message: add it.
 */
const SAMPLE_LISTS: Record<string, string | null> = {
  orders: '/api/work-orders?limit=1',
  customers: '/api/customers?limit=1',
  vehicles: '/api/vehicles?limit=1',
  appointments: '/api/appointments?limit=1',
  'customer-receipts': '/api/customer-receipts?limit=1',
  // A reminder's customer link (/c/{token}): any token shows the invalid-link page; a valid one
  // is walked by appointment-link.spec.ts.
  c: null,
  // A quote's customer link (/q/{token}): likewise; a valid one is walked by
  // quote-approval.spec.ts.
  q: null,
};

export async function concretePath(
  request: APIRequestContext,
  token: string,
  pattern: string,
): Promise<string> {
  let path = pattern.replace(/\/\*$/, '');
  if (!path.includes(':')) return path;
  const list = path.split('/')[1];
  if (!(list in SAMPLE_LISTS)) {
    throw new Error(`No sample record for ${pattern}: add its list to SAMPLE_LISTS`);
  }
  let id = '00000000-0000-4000-8000-000000000001';
  const source = SAMPLE_LISTS[list];
  if (source) {
    const response = await request.get(source, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), `${source}: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as { data: { data: { id: string }[] } };
    id = body.data.data[0].id;
  }
  path = path.replace(/:[a-zA-Z]+/g, id);
  return path;
}
