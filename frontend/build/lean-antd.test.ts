import { describe, expect, it } from 'vitest';
import {
  avatarWithoutGroup,
  cardWithoutTabs,
  leanAntdConflict,
  leanTableModule,
  paginationWithDeferredSelect,
} from './lean-antd';

describe('the lean antd components of the browser build', () => {
  it('stands in for the filter dropdown and the selection hook only', () => {
    expect(
      leanTableModule('/app/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js'),
    ).toContain('export function flattenKeys');
    expect(leanTableModule('/app/node_modules/antd/es/table/hooks/useSelection.js?v=1')).toContain(
      'export const SELECTION_COLUMN',
    );
    expect(leanTableModule('/app/node_modules/antd/es/table/RcTable/VirtualTable.js')).toContain(
      'virtual scrolling is left out',
    );
    expect(leanTableModule('/app/node_modules/antd/es/table/hooks/useFilter/index.js')).toBeNull();
    expect(leanTableModule('/app/node_modules/antd/es/transfer/hooks/useSelection.js')).toBeNull();
  });

  it('keeps antd’s flattenKeys behaviour', async () => {
    const code = leanTableModule('x/antd/es/table/hooks/useFilter/FilterDropdown.js')!;
    const url = `data:text/javascript,${encodeURIComponent(code)}`;
    const { flattenKeys } = (await import(/* @vite-ignore */ url)) as {
      flattenKeys: (filters: unknown[]) => unknown[];
    };
    expect(flattenKeys([{ value: 'a', children: [{ value: 'b' }] }, { value: 'c' }])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('refuses a source that turns on row selection or column filters', () => {
    expect(leanAntdConflict('<Table rowSelection={{ type: "checkbox" }} />')).toMatch(
      /rowSelection.*left out/,
    );
    expect(leanAntdConflict("{ title: 'Estado', filters: [{ text: 'Abierta' }] }")).toMatch(
      /filters/,
    );
    expect(leanAntdConflict('onFilter: (value, record) => true')).toMatch(/onFilter/);
    expect(leanAntdConflict('<Table\n  rowKey="id"\n  virtual\n  scroll={{ y: 400 }} />')).toMatch(
      /virtual scrolling/,
    );
    expect(leanAntdConflict('<Select virtual={false} />')).toBeNull();
  });

  it('refuses a card with tabs', () => {
    expect(leanAntdConflict('<Card tabList={tabs} />')).toMatch(/tabList.*Card tabs/);
  });

  it('draws cards without importing tabs, and fails loudly when antd changes the import', () => {
    const card = "import Skeleton from '../skeleton';\nimport Tabs from '../tabs';\nuse(Tabs);";
    expect(cardWithoutTabs(card)).not.toContain("from '../tabs'");
    expect(cardWithoutTabs(card)).toContain("import Skeleton from '../skeleton';");
    expect(() => cardWithoutTabs("import Tabs from '../tabs/index';")).toThrow(/update lean-antd/);
  });

  it('draws avatars without the group (and its Popover); refuses a source that groups them', () => {
    const avatar =
      "import InternalAvatar from './Avatar';\nimport AvatarGroup from './AvatarGroup';\n" +
      'Avatar.Group = AvatarGroup;';
    expect(avatarWithoutGroup(avatar)).not.toContain("from './AvatarGroup'");
    expect(avatarWithoutGroup(avatar)).toContain("import InternalAvatar from './Avatar';");
    expect(() => avatarWithoutGroup("import Group from './AvatarGroup';")).toThrow(
      /update lean-antd/,
    );
    expect(leanAntdConflict('<Avatar.Group max={{ count: 2 }} />')).toMatch(/Avatar\.Group/);
    expect(leanAntdConflict('<Avatar icon={<UserOutlined />} />')).toBeNull();
  });

  it('lets ordinary lists through, filters above the table included', () => {
    expect(
      leanAntdConflict('const filters = useFilters(); <Table columns={columns} />'),
    ).toBeNull();
    expect(leanAntdConflict('<WorkOrderFilters state={state} />')).toBeNull();
  });

  it('draws the pager’s page-size changer with DeferredSelect', () => {
    const antdPagination = "import Select from '../select';\nconst SizeChanger = Select;";
    expect(paginationWithDeferredSelect(antdPagination, '/app/src/deferred-select.tsx')).toBe(
      'import { DeferredSelect as Select } from "/app/src/deferred-select.tsx";\n' +
        'const SizeChanger = Select;',
    );
    expect(() => paginationWithDeferredSelect("import Select from 'antd/select';")).toThrow(
      /update lean-antd\.ts/,
    );
  });
});
