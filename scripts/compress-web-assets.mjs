// After `vite build`: a `.br` (Brotli, quality 11) and a `.gz` (gzip, level 9) beside every text
// file of the SPA's build (JS, CSS, SVG, JSON, HTML, the web manifest), written once at build time
// so the server sends them as they are (@fastify/static `preCompressed`, by the request's
// Accept-Encoding) instead of compressing on every request or not at all. A compressed copy that
// is not smaller than its file is not written (the server then sends the file).
//
// Usage: node scripts/compress-web-assets.mjs [dist folder, default frontend/dist]
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

async function compress(file) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  const written = [];
  if (br.length < content.length) written.push(writeFile(`${file}.br`, br));
  if (gz.length < content.length) written.push(writeFile(`${file}.gz`, gz));
  await Promise.all(written);
  return { raw: content.length, br: Math.min(br.length, content.length) };
}

const dist = path.resolve(ROOT, process.argv[2] ?? 'frontend/dist');
let raw = 0;
let br = 0;
let count = 0;
for await (const file of files(dist)) {
  const sizes = await compress(file);
  raw += sizes.raw;
  br += sizes.br;
  count += 1;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `compressed ${count} files of ${path.relative(ROOT, dist)}: ${kb(raw)} → ${kb(br)} (brotli)`,
);
