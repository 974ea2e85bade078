import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNamesIn, navIconsGroup } from './nav-icons';

function sources(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'px-nav-icons-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const icon = (name: string) => `/app/node_modules/@ant-design/icons/es/icons/${name}.js`;
const svg = (name: string) => `/app/node_modules/@ant-design/icons-svg/es/asn/${name}.js`;

describe('the navigation icons group', () => {
  it('reads the icon names a file or a folder writes, tests left out', () => {
    const root = sources({
      'a.tsx': "import { CarOutlined, StarFilled } from '@ant-design/icons';",
      'deep/b.ts': 'const x = { icon: TeamOutlined };',
      'deep/b.test.tsx': 'HistoryOutlined',
    });
    expect(iconNamesIn(path.join(root, 'a.tsx'))).toEqual(new Set(['CarOutlined', 'StarFilled']));
    expect(iconNamesIn(root)).toEqual(new Set(['CarOutlined', 'StarFilled', 'TeamOutlined']));
  });

  it('captures the navigation’s icons and their drawings, but not those a public screen draws', () => {
    const root = sources({
      'shell/icons.tsx': 'CarOutlined TeamOutlined LockOutlined',
      'auth/login-page.tsx': 'LockOutlined UserOutlined',
    });
    const group = navIconsGroup({
      iconMap: path.join(root, 'shell/icons.tsx'),
      publicSources: [path.join(root, 'auth')],
    });
    expect(group.test(icon('CarOutlined'))).toBe(true);
    expect(group.test(svg('TeamOutlined'))).toBe(true);
    expect(group.test(icon('LockOutlined'))).toBe(false);
    expect(group.test(icon('UserOutlined'))).toBe(false);
    expect(group.test('/app/node_modules/@ant-design/icons/es/components/AntdIcon.js')).toBe(false);
    expect(group.test('/app/src/features/shell/icons.tsx')).toBe(false);
  });
});
