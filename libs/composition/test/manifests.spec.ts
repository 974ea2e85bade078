import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_TYPES, PERMISSION_NAMES } from '@px/contracts';
import { accessCatalogueOf, permissionsOf } from '@px/platform';
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

describe('the access catalogue the manifests declare', () => {
  const catalogue = accessCatalogueOf(MANIFESTS);
  const permissions = new Set(permissionsOf(catalogue).map((permission) => permission.name));

  it('holds every permission name the SPA checks (PERMISSIONS in @px/contracts)', () => {
    // A new module names its own permissions in its catalogue; the shared constants gain them when
    // the SPA starts checking one.
    for (const name of PERMISSION_NAMES) expect(permissions).toContain(name);
  });

  it('guards every page and realtime room with a permission that exists', () => {
    for (const page of catalogue.pages) {
      if (page.permission) expect(permissions).toContain(page.permission);
    }
    for (const grant of MANIFESTS.flatMap((manifest) => manifest.realtimeRooms ?? [])) {
      expect(permissions).toContain(grant.permission);
    }
  });

  it("names each module's permissions after a group the module declares", () => {
    for (const manifest of MANIFESTS) {
      const groups = (manifest.access?.permissions ?? []).map((group) => group.name);
      for (const page of manifest.access?.pages ?? []) {
        if (page.permission) expect(groups).toContain(page.permission.split('.')[0]);
      }
    }
  });
});
