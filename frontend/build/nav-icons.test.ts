import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './source-tree.test-helper';
import { iconNamesIn, navIconsGroup } from './nav-icons';

const icon = (name: string) => `/app/node_modules/@ant-design/icons/es/icons/${name}.js`;
const svg = (name: string) => `/app/node_modules/@ant-design/icons-svg/es/asn/${name}.js`;

describe('the navigation icons group', () => {
  it('reads the icon names a file or a folder writes, tests left out', () => {
    const root = sourceTree({
      'a.tsx': "import { CarOutlined, StarFilled } from '@ant-design/icons';",
      'deep/b.ts': 'const x = { icon: TeamOutlined };',
      'deep/b.test.tsx': 'HistoryOutlined',
    });
    expect(iconNamesIn(path.join(root, 'a.tsx'))).toEqual(new Set(['CarOutlined', 'StarFilled']));
    expect(iconNamesIn(root)).toEqual(new Set(['CarOutlined', 'StarFilled', 'TeamOutlined']));
  });

  it('captures the navigation’s icons, but not those a page without the shell may draw', () => {
    const root = sourceTree({
      'shell/icons.tsx':
        'CarOutlined TeamOutlined LockOutlined HomeOutlined StarOutlined BookOutlined',
      'main.tsx': "import { ErrorScreen } from './app/error-screen';",
      'app/error-screen.tsx': 'HomeOutlined',
      'app/router.tsx': "const Shell = lazy(() => import('../shell/shell'));",
      'auth/login-page.tsx':
        "import { BrandLogo } from '../ui';\nimport { DatePicker } from 'antd';\nconst Help = lazy(() => import('./help'));\nLockOutlined",
      'auth/help.tsx': 'UserOutlined',
      'ui/index.ts':
        "export { BrandLogo } from './brand-logo';\nexport { Timeline } from './timeline';",
      'ui/brand-logo.tsx': 'CarOutlined',
      'ui/timeline.tsx': 'TeamOutlined',
      'antd/es/index.js':
        "export { default as DatePicker } from './date-picker';\nexport { default as Upload } from './upload';",
      'antd/es/date-picker/index.js':
        "import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';",
      'antd/es/upload/index.js':
        "import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';",
    });
    const group = navIconsGroup({
      iconMap: path.join(root, 'shell/icons.tsx'),
      sourceRoot: root,
      entry: path.join(root, 'main.tsx'),
      publicScreens: [path.join(root, 'auth')],
      antdComponents: path.join(root, 'antd/es'),
    });
    // The shell's own: drawn by no page without it (a barrel's other modules do not count, nor
    // antd's components that such a page does not use).
    expect(group.test(icon('TeamOutlined'))).toBe(true);
    expect(group.test(icon('BookOutlined'))).toBe(true);
    expect(group.test(svg('TeamOutlined'))).toBe(true);
    // Drawn by the sign-in page, what it imports through a barrel, or what every page loads.
    expect(group.test(icon('LockOutlined'))).toBe(false);
    expect(group.test(icon('CarOutlined'))).toBe(false);
    expect(group.test(icon('HomeOutlined'))).toBe(false);
    // By an antd component the sign-in page uses, or by a public screen's lazy part.
    expect(group.test(icon('StarOutlined'))).toBe(false);
    expect(group.test(icon('UserOutlined'))).toBe(false);
    expect(group.test('/app/node_modules/@ant-design/icons/es/components/AntdIcon.js')).toBe(false);
    expect(group.test('/app/src/features/shell/icons.tsx')).toBe(false);
  });
});
