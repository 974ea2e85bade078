#!/usr/bin/env node
// The boundary check of issue 16 ("One way to build a module"), the part ESLint cannot express.
// `npm run lint` runs it after ESLint (whose `no-restricted-imports` settings in eslint.config.mjs
// refuse deep and cross-lib imports) and Prettier. It refuses:
//   - SQL in a lib that names another lib's table (string and template literals in
//     `libs/<lib>/src/**/*.ts` with `from|join|into|update|table|truncate` followed by the table);
//     a table's owner is the lib whose `@Entity({ tableName })` declares it, or whose manifest
//     (`libs/<lib>/src/<lib>.manifest.ts`, the platform's `PLATFORM_PARTS`) lists it in `tables`;
//   - a table claimed by two libs;
//   - a `*.commands.ts`, `*.handlers.ts` or `*.handler.ts` file under `libs/*/src` (one command,
//     one file: `commands/<verb-noun>.command.ts`);
//   - a knex-style `?` placeholder in SQL under `libs/*/src` (a literal with a SQL keyword and a `?`
//     that is clearly a placeholder: `= ?`, `(?`, `, ?`, `?)`, `?::`): SQL takes `$1, $2…`
//     everywhere, through `SqlClient`, `SqlParams` or, on a transaction's EntityManager, `runSql`
//     (libs/platform/src/database/run-sql.ts). The jsonb operators `?`, `?|`, `?&` are not matched.
// Grep-level on purpose: a table name built at run time is not seen, a literal one always is.
//
// Usage: node scripts/check-boundaries.mjs [--root <repo root>]
// Prints each violation as `file:line  message` and exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Libs whose SQL may name any table. `demo` seeds the demo workshop across modules on purpose,
 * like a test fixture (docs/decisions.md). The root `migrations/` folder is not scanned at all:
 * the migrations written before modules carried their own span several modules by nature.
 */
const SQL_EXEMPT_LIBS = new Set(['demo']);

/**
 * Known, accepted reaches: `<lib> -> <table>` with the reason. Keep it empty; an entry is a debt
 * with its reason written down, not a permission.
 * @type {{ lib: string, table: string, reason: string }[]}
 */
const SQL_ALLOWED = [];

/** Where the platform declares the tables it owns besides its entities'. */
const PLATFORM_PARTS_FILE = 'libs/platform/src/modules/manifest-parts.ts';

const FORBIDDEN_FILE_NAME = /\.(commands|handlers|handler)\.ts$/;
const SQL_REACH =
  /\b(?:from|join|into|update|table|truncate)\s+(?:only\s+)?(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** A literal that reads as SQL. */
const SQL_LOOKING = /\b(?:select|insert|update|delete|where|values|set|from|returning)\b/i;
/** A `?` that can only be a knex placeholder: after `=`, `(` or `,`, or before `)` or a cast. */
const KNEX_PLACEHOLDER = /(?:[=(,]\s*\?(?![|&?]))|(?:(?<![?])\?\s*(?:\)|::))/g;

const CTE_NAME =
  /(?:\bwith(?:\s+recursive)?|,)\s*([a-z_][a-z0-9_]*)\s+as\s+(?:(?:not\s+)?materialized\s+)?\(/gi;

function parseArgs(argv) {
  const args = { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') args.root = path.resolve(argv[++i]);
    else if (argv[i].startsWith('--root=')) args.root = path.resolve(argv[i].slice(7));
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return args;
}

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Every string and template literal of a file: its text and the line it starts on. */
function literalsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literals = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      literals.push({ text: node.text, start: node.getStart(source) });
    } else if (ts.isTemplateExpression(node)) {
      // The literal parts, each on its own: `${…}` breaks what comes before it from what follows.
      literals.push({ text: node.head.text, start: node.head.getStart(source) });
      for (const span of node.templateSpans) {
        literals.push({ text: span.literal.text, start: span.literal.getStart(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals.map(({ text: literal, start }) => ({
    text: literal,
    line: source.getLineAndCharacterOfPosition(start).line + 1,
  }));
}

/** `tables: ['a', 'b']` in a manifest: the literal array only. */
function declaredTables(text) {
  const found = [];
  for (const match of text.matchAll(/\btables\s*:\s*\[([^\]]*)\]/g)) {
    for (const name of match[1].matchAll(/['"`]([a-z_][a-z0-9_]*)['"`]/g)) {
      found.push({ name: name[1], index: match.index });
    }
  }
  return found;
}

function libsOf(root) {
  const libsDir = path.join(root, 'libs');
  if (!fs.existsSync(libsDir)) return [];
  return fs
    .readdirSync(libsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(libsDir, entry.name, 'src')))
    .map((entry) => entry.name)
    .sort();
}

export function checkBoundaries(root) {
  const violations = [];
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const report = (file, line, message) => violations.push({ file: rel(file), line, message });

  const libs = libsOf(root);
  const sources = new Map(
    libs.map((lib) => [
      lib,
      walk(path.join(root, 'libs', lib, 'src')).filter((file) => file.endsWith('.ts')),
    ]),
  );

  // 1. The one command shape: no grab-bag files.
  for (const lib of libs) {
    for (const file of walk(path.join(root, 'libs', lib, 'src'))) {
      if (FORBIDDEN_FILE_NAME.test(file)) {
        report(
          file,
          1,
          `one command per file: split this grab-bag into commands/<verb-noun>.command.ts files (each command with its handler)`,
        );
      }
    }
  }

  // 2. Who owns which table.
  /** @type {Map<string, { lib: string, file: string, line: number }>} */
  const owners = new Map();
  const own = (table, lib, file, line) => {
    const earlier = owners.get(table);
    if (earlier && earlier.lib !== lib) {
      report(
        file,
        line,
        `table "${table}" is claimed by libs/${lib} and by libs/${earlier.lib} (${earlier.file}:${earlier.line}): one owner per table`,
      );
      return;
    }
    if (!earlier) owners.set(table, { lib, file: rel(file), line });
  };
  for (const [lib, files] of sources) {
    const manifests = new Set([
      path.join(root, 'libs', lib, 'src', `${lib}.manifest.ts`),
      ...(lib === 'platform' ? [path.join(root, PLATFORM_PARTS_FILE)] : []),
    ]);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /@Entity\(\s*\{[^}]*?\btableName\s*:\s*['"]([^'"]+)['"]/g,
      )) {
        own(match[1], lib, file, lineAt(text, match.index));
      }
      if (manifests.has(file)) {
        for (const table of declaredTables(text)) {
          own(table.name, lib, file, lineAt(text, table.index));
        }
      }
    }
  }

  // 3. No lib's SQL names another lib's table.
  const allowed = new Set(SQL_ALLOWED.map(({ lib, table }) => `${lib} -> ${table}`));
  for (const [lib, files] of sources) {
    if (SQL_EXEMPT_LIBS.has(lib)) continue;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/\b(?:from|join|into|update|table|truncate)\b/i.test(text)) continue;
      const literals = literalsOf(file, text);
      // A common table expression (`with page as (…)`) is not a table, even if one has its name.
      const cteNames = new Set(
        literals.flatMap((literal) =>
          [...literal.text.matchAll(CTE_NAME)].map((match) => match[1].toLowerCase()),
        ),
      );
      for (const literal of literals) {
        for (const match of literal.text.matchAll(SQL_REACH)) {
          const table = match[1].toLowerCase();
          const owner = owners.get(table);
          if (
            !owner ||
            owner.lib === lib ||
            cteNames.has(table) ||
            allowed.has(`${lib} -> ${table}`)
          )
            continue;
          const line = literal.line + lineAt(literal.text, match.index) - 1;
          report(
            file,
            line,
            owner.lib === 'platform'
              ? `SQL names the platform's table "${table}": use the platform's API for it (its tables are its own)`
              : `SQL names table "${table}", owned by libs/${owner.lib}: ask @px/${owner.lib} through a query (QueryBus) or react to its events`,
          );
        }
      }
    }
  }

  // 4. One placeholder style: `$n`, never knex's `?`.
  for (const [, files] of sources) {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('?')) continue;
      for (const literal of literalsOf(file, text)) {
        if (!literal.text.includes('?') || !SQL_LOOKING.test(literal.text)) continue;
        for (const match of literal.text.matchAll(KNEX_PLACEHOLDER)) {
          report(
            file,
            literal.line + lineAt(literal.text, match.index) - 1,
            'SQL with a knex `?` placeholder: write `$1, $2…` (SqlClient, SqlParams, or runSql on an EntityManager)',
          );
          break;
        }
      }
    }
  }

  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const violations = checkBoundaries(args.root);
  for (const { file, line, message } of violations) console.error(`${file}:${line}  ${message}`);
  if (violations.length) {
    console.error(`\nboundaries: ${violations.length} violation(s)`);
    process.exit(1);
  }
}
