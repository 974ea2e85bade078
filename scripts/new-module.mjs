#!/usr/bin/env node
// `npm run new-module -- <name> [--noun <noun>]`: a working, tested domain lib in the one shape
// (CONVENTIONS, docs/new-module.md): libs/<name>/ (manifest, Nest module, entity + migration, a pure
// rule with its unit test, a command, two queries, an event and its subscriber, a controller with
// its DTO and permissions), test/api/<name>.e2e-spec.ts, frontend/src/features/<name>/ (a lazy
// route, a page, React Query hooks, es/en messages) and test/web/<name>.spec.ts; its permissions and
// page are declared in libs/<name>/src/<name>.catalogue.ts (the manifest's `access`). Outside those
// it edits exactly two files, at their `new-module:` markers: the manifest list
// (libs/composition/src/index.ts) and the route table (frontend/src/app/router.tsx).
// The templates are scripts/templates/module/ (paths and contents with __token__ placeholders);
// every generated file is formatted with the repository's Prettier settings.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATES = path.join(ROOT, 'scripts', 'templates', 'module');
const NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
const MAX_NAME_LENGTH = 40;

/** The two existing files the generator edits, each at its markers. */
const EDITS = [
  {
    file: 'libs/composition/src/index.ts',
    inserts: [
      {
        marker: '// new-module: imports',
        line: (t) => `import { ${t.NAME}_MANIFEST } from '@px/${t.name}';`,
      },
      { marker: '// new-module: manifests', line: (t) => `${t.NAME}_MANIFEST,` },
    ],
    clash: (t) => new RegExp(`\\b${t.NAME}_MANIFEST\\b`),
  },
  {
    file: 'frontend/src/app/router.tsx',
    inserts: [
      {
        marker: '// new-module: route imports',
        line: (t) => `import { ${t.nameCamel}Routes } from '@/features/${t.name}/routes';`,
      },
      { marker: '// new-module: routes', line: (t) => `...${t.nameCamel}Routes,` },
    ],
    clash: (t) => new RegExp(`\\b${t.nameCamel}Routes\\b|['"]/?${t.name}['"/]`),
  },
];

const USAGE = `Usage: npm run new-module -- <name> [--noun <noun>]

  <name>  the lib, kebab-case (libs/<name>, @px/<name>, /api/<name>, /<name>), e.g. tyre-storage
  --noun  what one record is, kebab-case singular (default: <name>-item), e.g. --noun tyre-set

See docs/new-module.md.`;

class UsageError extends Error {}

function parseArgs(argv) {
  const args = { name: null, noun: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') return { help: true };
    if (arg === '--noun') args.noun = argv[++i] ?? '';
    else if (arg.startsWith('--noun=')) args.noun = arg.slice('--noun='.length);
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else if (args.name === null) args.name = arg;
    else throw new UsageError(`Only one name, please (got "${args.name}" and "${arg}").`);
  }
  if (!args.name) throw new UsageError('Missing the module name.');
  return args;
}

function checkKebab(value, what) {
  if (!NAME_PATTERN.test(value) || /--|-$/.test(value)) {
    throw new UsageError(
      `${what} "${value}" must be kebab-case: lower-case letters and digits in words joined by ` +
        'single hyphens, starting with a letter, e.g. tyre-storage.',
    );
  }
  if (value.length > MAX_NAME_LENGTH) {
    throw new UsageError(`${what} "${value}" is longer than ${MAX_NAME_LENGTH} characters.`);
  }
}

const words = (kebab) => kebab.split('-');
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const pascal = (kebab) => words(kebab).map(capital).join('');
const camel = (kebab) => {
  const p = pascal(kebab);
  return p.charAt(0).toLowerCase() + p.slice(1);
};
const snake = (kebab) => kebab.replace(/-/g, '_');
const constant = (kebab) => snake(kebab).toUpperCase();

/** English plural of the last word: tyre → tyres, box → boxes, entry → entries. */
function plural(kebab) {
  const parts = words(kebab);
  const last = parts.pop();
  let many = `${last}s`;
  if (/(s|x|z|ch|sh)$/.test(last)) many = `${last}es`;
  else if (/[^aeiou]y$/.test(last)) many = `${last.slice(0, -1)}ies`;
  return [...parts, many].join('-');
}

/** A migration name after every existing one (they are merged and run in name order). */
function migrationName(name) {
  const stamps = [];
  const collect = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const file of fs.readdirSync(dir)) {
      const match = /^Migration(\d{14})_/.exec(file);
      if (match) stamps.push(match[1]);
    }
  };
  collect(path.join(ROOT, 'migrations'));
  for (const lib of fs.readdirSync(path.join(ROOT, 'libs'))) {
    collect(path.join(ROOT, 'libs', lib, 'migrations'));
  }
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  let stamp = now;
  const latest = stamps.sort().at(-1);
  if (latest && latest >= stamp) stamp = String(BigInt(latest) + 100n); // one minute later
  return `Migration${stamp}_${snake(name)}`;
}

function tokensFor(name, noun) {
  const nouns = plural(noun);
  // The permission's resource: the noun without the module's name in front (demo-thing-item → items).
  const bare = noun.startsWith(`${name}-`) ? noun.slice(name.length + 1) : noun;
  return {
    name,
    Name: pascal(name),
    nameCamel: camel(name),
    name_snake: snake(name),
    NAME: constant(name),
    Title: capital(words(name).join(' ')),
    noun,
    Noun: pascal(noun),
    nounCamel: camel(noun),
    noun_snake: snake(noun),
    NOUN: constant(noun),
    noun_words: words(noun).join(' '),
    nouns,
    Nouns: pascal(nouns),
    resource_snake: snake(plural(bare)),
    migration: migrationName(name),
  };
}

/** Replaces every __token__; an unknown token is a template bug, so it throws. */
function render(text, tokens, where) {
  return text.replace(/__([A-Za-z][A-Za-z_]*?)__/g, (match, key) => {
    if (!(key in tokens)) throw new Error(`Unknown placeholder ${match} in ${where}`);
    return tokens[key];
  });
}

function templateFiles(dir = TEMPLATES) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : [full];
  });
}

async function formatter() {
  const prettier = await import('prettier');
  return async (file, text) => {
    const options = (await prettier.resolveConfig(file)) ?? {};
    return prettier.format(text, { ...options, filepath: file });
  };
}

/** Inserts each line just above its marker, with the marker's indentation. */
function applyInserts(text, inserts, tokens, file) {
  let result = text;
  for (const { marker, line } of inserts) {
    const lines = result.split('\n');
    const at = lines.findIndex((l) => l.trim() === marker);
    if (at < 0) throw new Error(`${file} has no "${marker}" line: put it back where it was.`);
    const indent = /^\s*/.exec(lines[at])[0];
    lines.splice(at, 0, indent + line(tokens));
    result = lines.join('\n');
  }
  return result;
}

function existingControllerPaths() {
  const paths = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/@Controller\(\s*'([^']*)'/g)) {
          paths.add(m[1].split('/')[0]);
        }
      }
    }
  };
  walk(path.join(ROOT, 'libs'));
  return paths;
}

/** Every table some migration creates. */
function existingTables() {
  const tables = new Set();
  const dirs = [path.join(ROOT, 'migrations')];
  for (const lib of fs.readdirSync(path.join(ROOT, 'libs'))) {
    dirs.push(path.join(ROOT, 'libs', lib, 'migrations'));
  }
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(/create table (?:if not exists )?([a-z_][a-z0-9_]*)/gi)) {
        tables.add(m[1].toLowerCase());
      }
    }
  }
  return tables;
}

/** A permission group or page path some access catalogue already declares. */
function catalogueClash(tokens) {
  const group = new RegExp(`\\bname:\\s*'${tokens.name_snake}'`);
  const page = new RegExp(`\\bpath:\\s*'/${tokens.name}'`);
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /catalogue\.ts$/.test(entry.name) ? [full] : [];
    });
  for (const file of walk(path.join(ROOT, 'libs'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (group.test(text) || page.test(text)) return path.relative(ROOT, file);
  }
  return null;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const { name } = args;
  checkKebab(name, 'The name');
  const noun = args.noun ?? `${name}-item`;
  checkKebab(noun, 'The noun');
  if (fs.existsSync(path.join(ROOT, 'libs', name))) {
    throw new UsageError(`libs/${name} already exists: choose another name.`);
  }
  if (fs.existsSync(path.join(ROOT, 'frontend', 'src', 'features', name))) {
    throw new UsageError(`frontend/src/features/${name} already exists: choose another name.`);
  }
  if (existingControllerPaths().has(name)) {
    throw new UsageError(`/api/${name} is already a controller's path: choose another name.`);
  }
  const tokens = tokensFor(name, noun);
  const declaredIn = catalogueClash(tokens);
  if (declaredIn) {
    throw new UsageError(
      `${declaredIn} already declares the permission group ${tokens.name_snake} or the page ` +
        `/${name}. For a module announced there (upcoming.catalogue.ts), remove its entries and its ` +
        'pending route first, then generate it (docs/new-module.md).',
    );
  }
  if (existingTables().has(tokens.noun_snake)) {
    throw new UsageError(`A migration already creates table ${tokens.noun_snake}: use --noun.`);
  }

  // Everything is checked before anything is written.
  const outputs = templateFiles().map((template) => {
    const relative = path.relative(TEMPLATES, template).replace(/\.tpl$/, '');
    const target = render(relative, tokens, relative);
    if (fs.existsSync(path.join(ROOT, target))) throw new UsageError(`${target} already exists.`);
    return { target, text: render(fs.readFileSync(template, 'utf8'), tokens, relative) };
  });
  const edits = EDITS.map(({ file, inserts, clash }) => {
    const before = fs.readFileSync(path.join(ROOT, file), 'utf8');
    if (clash(tokens).test(before)) {
      throw new UsageError(
        `${file} already names ${name} (or the same identifier): choose another name.`,
      );
    }
    return { target: file, text: applyInserts(before, inserts, tokens, file) };
  });

  const format = await formatter();
  for (const { target, text } of [...outputs, ...edits]) {
    const file = path.join(ROOT, target);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await format(file, text));
  }

  const created = outputs.map((o) => `  + ${o.target}`).join('\n');
  const edited = edits.map((e) => `  ~ ${e.target}`).join('\n');
  console.log(`Module ${name} created (record: ${noun}, table ${tokens.noun_snake}).

${created}
${edited}

Next:
  npx jest --selectProjects unit libs/${name}
  npm run build:server && npx jest --selectProjects api test/api/${name}.e2e-spec.ts
  npm run dev   → http://localhost:5173/${name} as an administrator
Then make it yours: docs/new-module.md walks through every file.`);
}

main().catch((err) => {
  if (err instanceof UsageError) {
    console.error(`new-module: ${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`new-module: ${err.stack ?? err}`);
  process.exit(1);
});
