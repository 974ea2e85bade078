import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_TYPES } from '@px/contracts';
import { MANIFESTS, MODULE_SETTINGS } from '../src';

const ROOT = join(__dirname, '../../..');

describe('the manifest list', () => {
  it('names each module once, after its own lib folder', () => {
    const names = MANIFESTS.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      expect(existsSync(join(ROOT, 'libs', name, 'src', 'index.ts'))).toBe(true);
  });

  it('loads each Nest module once', () => {
    const modules = MANIFESTS.flatMap((manifest) => (manifest.module ? [manifest.module] : []));
    expect(new Set(modules).size).toBe(modules.length);
  });

  it("raises only SPEC's notification types, each from one module", () => {
    const raised = MANIFESTS.flatMap((manifest) => manifest.notificationTypes ?? []);
    expect(new Set(raised).size).toBe(raised.length);
    for (const type of raised) expect(NOTIFICATION_TYPES).toContain(type);
  });

  it("documents every module's setting in .env.example with its default", () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/^#\s*/, ''));
    for (const setting of MODULE_SETTINGS) {
      expect(example).toContain(`${setting.name}=${setting.default}`);
    }
  });
});
