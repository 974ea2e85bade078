import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A feature's message file: one namespace (its ids' first segment) and every id it defines. */
interface MessageSource {
  /** Relative to src: `features/inventory/analytics`; the catalog loads `<source>/i18n/<locale>.json`. */
  source: string;
  namespace: string;
  ids: Set<string>;
}

function messageSources(srcDir: string): MessageSource[] {
  const found: MessageSource[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      if (entry.name !== 'i18n') {
        walk(folder);
        continue;
      }
      const file = path.join(folder, 'es.json');
      const ids = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      const namespaces = new Set(ids.map((id) => id.split('.')[0]));
      if (namespaces.size !== 1) {
        throw new Error(
          `${file}: one namespace per message file, found ${[...namespaces].join(', ')}`,
        );
      }
      const source = path.relative(srcDir, dir).split(path.sep).join('/');
      found.push({ source, namespace: [...namespaces][0]!, ids: new Set(ids) });
    }
  };
  walk(path.join(srcDir, 'features'));
  return found;
}

/** Quoted ids (`'workOrders.list.title'`, or a prefix ending in a dot) and template prefixes. */
const QUOTED = /(['"])([A-Za-z][\w-]*\.[\w.-]*)\1/g;
const TEMPLATE = /`([A-Za-z][\w-]*\.[\w.-]*)\$\{/g;

/** The message sources whose ids `code` names: exactly, or as the prefix of a built id. */
export function neededSources(code: string, sources: readonly MessageSource[]): string[] {
  const byNamespace = new Map(sources.map((source) => [source.namespace, source]));
  const needed = new Set<string>();
  const consider = (text: string, prefixOnly: boolean) => {
    const source = byNamespace.get(text.split('.')[0]!);
    if (!source || needed.has(source.source)) return;
    const isPrefix = prefixOnly || text.endsWith('.');
    // Exact ids only: a permission code such as 'inventory.stock.read' is not a message.
    if (isPrefix ? [...source.ids].some((id) => id.startsWith(text)) : source.ids.has(text)) {
      needed.add(source.source);
    }
  };
  for (const match of code.matchAll(QUOTED)) consider(match[2]!, false);
  for (const match of code.matchAll(TEMPLATE)) consider(match[1]!, true);
  return [...needed].sort();
}

const CODE_FILE = /\.(?:ts|tsx)$/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Each feature's messages are a chunk of their own (src/i18n/catalog.ts). So that a screen waits
 * for exactly the words its code uses, this appends to every module that names a feature's ids a
 * line telling the catalog so: `needMessages(['features/work-orders'])`. The module's own lines
 * keep their numbers (the line goes at the end). Not in the unit tests, which load every file.
 */
export function messageNeeds(): Plugin {
  let srcDir = '';
  let sources: MessageSource[] = [];
  let catalog = '';
  return {
    name: 'px:message-needs',
    apply: () => !process.env.VITEST,
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
      catalog = path.join(srcDir, 'i18n', 'catalog.ts');
    },
    buildStart() {
      sources = messageSources(srcDir);
      for (const source of sources) {
        this.addWatchFile(path.join(srcDir, source.source, 'i18n', 'es.json'));
      }
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CODE_FILE.test(file) || TEST_FILE.test(file) || file === catalog) return null;
      if (!file.startsWith(srcDir + path.sep)) return null;
      const needed = neededSources(code, sources);
      if (needed.length === 0) return null;
      const line =
        `\nimport { needMessages as __pxNeedMessages } from ${JSON.stringify(catalog)};` +
        ` __pxNeedMessages(${JSON.stringify(needed)});\n`;
      return { code: code + line, map: null };
    },
  };
}
