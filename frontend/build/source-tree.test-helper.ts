import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary folder holding `files` (path → text), for the build plugins' tests. */
export function sourceTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'px-build-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
