import type { Plugin } from 'vite';

/**
 * antd's components import some features whether a screen uses them or not: Table its
 * column-filter dropdown (with rc-tree, a menu, checkboxes, radios and a search box), its
 * row-selection machinery and its virtual-scrolling variant (with rc-virtual-list), about a
 * quarter of every list screen's JavaScript; Card its tabs (issue 22). No table of ours has column
 * filters (the lists filter above the table, in the address), row selection or virtual scrolling
 * (a page holds 100 rows at most), no card has tabs and no avatars are grouped (Avatar.Group brings
 * Popover to every signed-in page through the user menu), so the browser build replaces those parts
 * with what the component needs of them when they are off. Pagination's page-size changer is our
 * DeferredSelect, which brings antd's Select only when someone reaches for it. The unit tests and
 * `npm run dev` keep antd's own. A source file that starts using one fails the build with this explanation instead
 * of breaking at run time.
 */
const FILTER_DROPDOWN =
  /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const SELECTION = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
const VIRTUAL_TABLE = /[\\/]antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable\.js$/;

const PAGINATION = /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;
const PAGINATION_SELECT_IMPORT = "import Select from '../select';";
// Through vite.config's "@" alias, which applies to antd's modules too.
const DEFERRED_SELECT = '@/shared/ui/deferred-select/deferred-select';

const CARD = /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/;
const CARD_TABS_IMPORT = "import Tabs from '../tabs';";

const AVATAR = /[\\/]antd[\\/]es[\\/]avatar[\\/]index\.js$/;
const AVATAR_GROUP_IMPORT = "import AvatarGroup from './AvatarGroup';";

/**
 * Column props that draw the filter dropdown, the table props that turn on selection and virtual
 * scrolling, the card prop that draws tabs, and the avatar group.
 */
const USES =
  /\b(rowSelection|filterDropdown|filterIcon|filteredValue|defaultFilteredValue|filterMode|filterSearch|filterMultiple|onFilter|tabList|Avatar\.Group)\b|\bfilters:\s*\[|<Table\b[^>]*\svirtual\b/;

const LEFT_OUT = 'left out of the browser build by frontend/build/lean-antd.ts';

// What useFilter imports from FilterDropdown: the dropdown itself (drawn only for a column with
// filters) and flattenKeys (antd's own code, for filter states).
const FILTER_DROPDOWN_STAND_IN = `
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = keys.concat(flattenKeys(children));
  });
  return keys;
}
export default function FilterDropdown() {
  throw new Error('antd Table column filters are ${LEFT_OUT}');
}
`;

// What Table imports from useSelection without rowSelection: the columns unchanged (less antd's
// selection-column marker) and no selected row; the marker constants Table re-exports.
const SELECTION_STAND_IN = `
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';
const NONE = new Set();
const withoutSelection = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);
export default function useSelection(config, rowSelection) {
  if (rowSelection) throw new Error('antd Table row selection is ${LEFT_OUT}');
  return [withoutSelection, NONE];
}
`;

// What Table imports from its virtual variant: the component, drawn only with `virtual`.
const VIRTUAL_TABLE_STAND_IN = `
export default function RcVirtualTable() {
  throw new Error('antd Table virtual scrolling is ${LEFT_OUT}');
}
`;

/** The stand-in code for one of the three modules, or null for any other module. */
export function leanTableModule(id: string): string | null {
  const file = id.split('?')[0]!;
  if (FILTER_DROPDOWN.test(file)) return FILTER_DROPDOWN_STAND_IN;
  if (SELECTION.test(file)) return SELECTION_STAND_IN;
  if (VIRTUAL_TABLE.test(file)) return VIRTUAL_TABLE_STAND_IN;
  return null;
}

/**
 * `code` (antd's `file`) with its import `line` replaced by `replacement`. Throws when that line is
 * not there any more: an antd update must be looked at, not silently bundle the feature again.
 */
function replaceImport(code: string, file: string, line: string, replacement: string): string {
  if (!code.includes(line)) {
    throw new Error(`antd's ${file} no longer has "${line}": update lean-antd.ts`);
  }
  return code.replace(line, replacement);
}

/**
 * `code` with the import of `name` replaced by a component that throws: the feature is drawn only
 * when a prop or a member our sources never use asks for it.
 */
function leaveOut(code: string, file: string, line: string, name: string, feature: string): string {
  return replaceImport(
    code,
    file,
    line,
    `const ${name} = () => { throw new Error('${feature} ${LEFT_OUT}'); };`,
  );
}

/** Card's code without its tabs (drawn only with `tabList`). */
export function cardWithoutTabs(code: string): string {
  return leaveOut(code, 'card/Card.js', CARD_TABS_IMPORT, 'Tabs', 'antd Card tabs are');
}

/**
 * Avatar without `Avatar.Group`, which imports Popover: the shell's user menu draws an avatar on
 * every signed-in page, and no screen of ours groups avatars.
 */
export function avatarWithoutGroup(code: string): string {
  return leaveOut(
    code,
    'avatar/index.js',
    AVATAR_GROUP_IMPORT,
    'AvatarGroup',
    'antd Avatar.Group is',
  );
}

/**
 * Pagination's code with the page-size changer drawn by DeferredSelect (same props, antd's Select
 * once used).
 */
export function paginationWithDeferredSelect(
  code: string,
  deferredSelect = DEFERRED_SELECT,
): string {
  return replaceImport(
    code,
    'pagination/Pagination.js',
    PAGINATION_SELECT_IMPORT,
    `import { DeferredSelect as Select } from ${JSON.stringify(deferredSelect)};`,
  );
}

/** Why `code` (one of our modules) cannot be built with the lean components, or null. */
export function leanAntdConflict(code: string): string | null {
  const use = USES.exec(code);
  return use
    ? `"${use[0]}": antd Table column filters, row selection, virtual scrolling, Card tabs and Avatar.Group are ${LEFT_OUT}`
    : null;
}

export function leanAntd(): Plugin {
  return {
    name: 'px-lean-antd',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return leanTableModule(id);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (CARD.test(file)) return cardWithoutTabs(code);
      if (AVATAR.test(file)) return avatarWithoutGroup(code);
      if (PAGINATION.test(file)) return paginationWithDeferredSelect(code);
      if (!/[\\/]frontend[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      const conflict = leanAntdConflict(code);
      if (conflict) this.error(`${id}: ${conflict}`);
      return null;
    },
  };
}
