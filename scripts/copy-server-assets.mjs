#!/usr/bin/env node
// Copies the non-TypeScript files the server reads at run time (data lists such as
// libs/identity/src/domain/common-passwords.txt) next to their compiled code in dist/.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/util.mjs';

const ASSET = /\.(txt|csv)$/;

function copyAssets(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const source = path.join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(source);
    else if (ASSET.test(entry.name)) {
      const target = path.join(ROOT, 'dist', path.relative(ROOT, source));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

for (const lib of fs.readdirSync(path.join(ROOT, 'libs'))) {
  const src = path.join(ROOT, 'libs', lib, 'src');
  if (fs.existsSync(src)) copyAssets(src);
}
