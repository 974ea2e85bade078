// Ratios, budgets, bench/results.json, the markdown table and the results section of
// docs/performance.md (between `<!-- bench:start -->` and `<!-- bench:end -->`).
import fs from 'node:fs';
import { BUDGET_KEYS } from './scenarios.mjs';
import { round } from './load.mjs';

export const DOCS_START = '<!-- bench:start -->';
export const DOCS_END = '<!-- bench:end -->';

const FIGURES = ['p50', 'p95', 'p99', 'rps'];

/** API figure ÷ floor figure, for p50/p95/p99 (> 1: slower) and rps (< 1: fewer requests/s). */
export function ratios(api, floor) {
  return Object.fromEntries(
    FIGURES.map((key) => [key, floor[key] > 0 ? round(api[key] / floor[key], 2) : null]),
  );
}

/** The connection count a budget is set for (`budget.connections`, default 10). */
export const budgetConnections = (budget) => budget?.connections ?? 10;

/**
 * Check a scenario's budget; [] when it has none or when the run's connection count is not the one
 * the budget is set for (a 50-connection run reports figures, it does not judge a 10-connection one).
 */
export function checkBudget(budget, figures, connections) {
  if (!budget || budgetConnections(budget) !== connections) return [];
  return Object.entries(budget)
    .filter(([key]) => key !== 'connections')
    .map(([key, limit]) => {
      const rule = BUDGET_KEYS[key];
      const actual = figures[rule.of]?.[rule.figure] ?? null;
      const ok = actual !== null && (rule.max ? actual <= limit : actual >= limit);
      return { key, limit, actual, ok, label: rule.label.replace('{v}', String(limit)) };
    });
}

const ms = (value) => (value === null ? '–' : value.toFixed(2));
const rps = (value) => (value === null ? '–' : Math.round(value).toLocaleString('en-US'));
const times = (value) => (value === null ? '–' : `×${value.toFixed(2)}`);

/** A sequence scenario's other steps and its actors, e.g. "in turn with `POST /x`, 50 actors". */
function describeSequence(s) {
  const others = s.sequence
    .filter((step) => !step.measured)
    .map((step) => `\`${step.method} ${step.path}\``);
  return `${others.length ? `in turn with ${others.join(', ')}, ` : ''}${s.actors} actors`;
}

/** The markdown table: per scenario, the API row, the floor row and the ratio row. */
export function markdownTable(results) {
  const lines = [
    '| Scenario | Request | Target | p50 ms | p95 ms | p99 ms | req/s | Budget |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const s of results.scenarios) {
    if (s.custom) {
      const verdict = s.budget.map((b) => `${b.ok ? '✅' : '❌'} ${b.label}`).join('<br>');
      lines.push(
        `| ${s.name} | \`${s.method} ${s.path}\` | ${s.events.label ?? 'deliveries'} (${s.events.count}) | ${ms(s.events.p50)} | ${ms(s.events.p95)} | ${ms(s.events.p99)} | | ${verdict || 'no budget'} |`,
      );
      continue;
    }
    const budget = s.budget.length
      ? s.budget.map((b) => `${b.ok ? '✅' : '❌'} ${b.label}`).join('<br>')
      : s.budgetConnections
        ? `budget set for ${s.budgetConnections} connections`
        : 'no budget (baseline)';
    const request =
      `\`${s.method} ${s.path}\`` +
      (s.paths?.length > 1 ? ` (${s.paths.length} targets in turn)` : '') +
      (s.sequence ? ` (${describeSequence(s)})` : '') +
      (s.connections ? ` (${s.connections} connection${s.connections === 1 ? '' : 's'})` : '');
    lines.push(
      `| ${s.name} | ${request} | API | ${ms(s.api.p50)} | ${ms(s.api.p95)} | ${ms(s.api.p99)} | ${rps(s.api.rps)} | ${budget} |`,
      `| | | floor | ${ms(s.floor.p50)} | ${ms(s.floor.p95)} | ${ms(s.floor.p99)} | ${rps(s.floor.rps)} | |`,
      `| | | API ÷ floor | ${times(s.ratio.p50)} | ${times(s.ratio.p95)} | ${times(s.ratio.p99)} | ${times(s.ratio.rps)} | |`,
    );
    if (s.events) {
      lines.push(
        `| | | events (${s.events.count}) | ${ms(s.events.p50)} | ${ms(s.events.p95)} | ${ms(s.events.p99)} | | |`,
      );
    }
  }
  return lines.join('\n');
}

function describeRun(results) {
  const { git, settings, machine, services } = results;
  const commit = git.commit
    ? `\`${git.commit}\`${git.dirty ? ' (with uncommitted changes)' : ''}`
    : 'unknown';
  const date = results.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return [
    `- **Run**: ${date}, commit ${commit}, command \`${results.command}\`.`,
    `- **Machine**: ${machine.cpus} CPU(s) (${machine.cpuModel}), ${machine.platform}, ` +
      `Node ${machine.node}; PostgreSQL ${services.postgres.version} ` +
      `(${services.postgres.source}), Redis ${services.redis.version} (${services.redis.source}).`,
    `- **Load**: per target ${settings.connections} connections, ${settings.warmupSeconds} s ` +
      `warm-up (discarded), then ${settings.durationSeconds} s measured; API first, then the floor.`,
    ...(results.data ?? []).map(
      (step) =>
        `- **Data** \`${step.name}\`: ${step.description.replace(/\.$/, '')}; ` +
        (step.skipped ? 'already there.' : `generated in ${(step.ms / 1000).toFixed(0)} s.`),
    ),
  ];
}

/** The text that goes between the markers of docs/performance.md. */
export function docsSection(results) {
  return [
    ...describeRun(results),
    '',
    `> The load generator (autocannon) shares the machine's ${results.machine.cpus} cores with ` +
      'the API, the floor, PostgreSQL and Redis, and the machine is shared and noisy: absolute ' +
      'figures move from run to run. Only the ratios to the floor measured in the same run compare.',
    '',
    markdownTable(results),
  ].join('\n');
}

/** Markdown tidied by Prettier (aligned tables) when it is installed; unchanged otherwise. */
async function prettierMarkdown(text, file) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file, parser: 'markdown' });
  } catch {
    return text;
  }
}

/**
 * Replace a results section of `file` between its markers (appended under `heading` when missing):
 * `npm run bench`'s by default, `npm run bench:web` passes its own.
 */
export async function updateDocs(
  file,
  section,
  markers = { start: DOCS_START, end: DOCS_END, heading: '## Latest results' },
) {
  const block = `${markers.start}\n\n${section}\n\n${markers.end}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start !== -1 && end > start) {
    text = text.slice(0, start) + block + text.slice(end + markers.end.length);
  } else {
    text = `${text.trimEnd()}${text ? '\n\n' : ''}${markers.heading}\n\n${block}\n`;
  }
  fs.writeFileSync(file, await prettierMarkdown(text, file));
}

export function writeJson(file, data) {
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
