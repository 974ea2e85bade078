import fs from 'node:fs';
import path from 'node:path';

/** Every name a module exports, or only these. */
type Wanted = 'all' | ReadonlySet<string>;

// `import … from 'x'`, `import 'x'`, `export … from 'x'` (types included: they are told apart below).
const STATIC = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*(?:\bfrom\s+)?['"]([^'"]+)['"]/g;
const LAZY = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

export interface ClosureOptions {
  /** Where `@/…` points. */
  sourceRoot: string;
  /** Follow `import()` too. */
  lazy: boolean;
  /** Packages to walk into, by name: their ES modules folder (`{ antd: …/antd/es }`). */
  packages?: Record<string, string>;
}

/** The file an import names when it is one of ours or of `packages`, else null. */
function resolve(specifier: string, from: string, options: ClosureOptions): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(options.sourceRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : packageFile(specifier, options.packages ?? {});
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The value names an import or re-export clause brings (`{ A, B as C, type D }` → A→A, B→C; type
 * ones dropped), keyed by the name in the imported module; 'all' for a namespace or `*`.
 */
function clauseNames(clause: string, exported: boolean): 'all' | Map<string, string> | null {
  if (clause === '') return new Map();
  if (/^\*/.test(clause) && !/^\*\s+as\s/.test(clause)) return 'all'; // export * from
  if (/\*\s+as\s/.test(clause)) return 'all';
  const names = new Map<string, string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside && !exported) names.set('default', outside); // a default import
  for (const part of braces?.[1]?.split(',') ?? []) {
    const item = part.trim();
    if (!item || item.startsWith('type ')) continue;
    const [original, alias = original] = item.split(/\s+as\s+/).map((name) => name.trim());
    names.set(original!, alias!);
  }
  return names;
}

/** `antd` → its ES index, `antd/es/button` → that folder. */
function packageFile(specifier: string, packages: Record<string, string>): string | null {
  for (const [name, folder] of Object.entries(packages)) {
    if (specifier === name) return path.join(folder, 'index');
    if (specifier.startsWith(`${name}/es/`)) {
      return path.join(folder, specifier.slice(name.length + 4));
    }
  }
  return null;
}

function filesUnder(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).flatMap((child) => filesUnder(path.join(entry, child)));
}

/**
 * The files (ours, and those of `packages`) that `roots` (files or folders) bring into the bundle,
 * themselves included:
 * through static imports (what loads with them) and, with `lazy`, through `import()` too (what
 * they may load later). Re-exports are followed for the names actually imported, as the bundler's
 * tree-shaking does, so a barrel (`shared/ui/index.ts`) does not bring every module it lists.
 * Type-only imports are left out; anything the walk cannot tell apart is kept (an over-estimate).
 */
export function importClosure(roots: readonly string[], options: ClosureOptions): Set<string> {
  const wanted = new Map<string, 'all' | Set<string>>();
  const queue: [string, Wanted][] = roots
    .flatMap(filesUnder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, 'all']);

  /** Records that `names` of `file` are needed; true when that is news (the file is walked again). */
  const need = (file: string, names: Wanted): boolean => {
    const known = wanted.get(file);
    if (known === 'all') return false;
    if (names === 'all') {
      wanted.set(file, 'all');
      return true;
    }
    const merged = new Set(known ?? []);
    const before = known ? merged.size : -1;
    for (const name of names) merged.add(name);
    wanted.set(file, merged);
    return merged.size !== before;
  };

  while (queue.length > 0) {
    const [file, names] = queue.pop()!;
    if (!need(file, names)) continue;
    const asked = wanted.get(file)!;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, keyword, typeOnly, clause, specifier] of text.matchAll(STATIC)) {
      if (typeOnly) continue;
      const target = resolve(specifier!, file, options);
      if (!target) continue;
      const brought = clauseNames(clause!.trim(), keyword === 'export');
      if (keyword === 'import') {
        queue.push([target, brought === 'all' ? 'all' : new Set(brought!.keys())]);
      } else if (brought === 'all') {
        // `export * from`: whatever is asked of this file may come from there.
        queue.push([target, asked]);
      } else {
        const forwarded = [...brought!].filter(([, alias]) => asked === 'all' || asked.has(alias));
        if (forwarded.length > 0) queue.push([target, new Set(forwarded.map(([name]) => name))]);
      }
    }
    if (options.lazy) {
      for (const [, specifier] of text.matchAll(LAZY)) {
        const target = resolve(specifier!, file, options);
        if (target) queue.push([target, 'all']);
      }
    }
  }
  return new Set(wanted.keys());
}
