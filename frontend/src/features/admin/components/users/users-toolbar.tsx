import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Segmented } from 'antd';
import { useIntl } from 'react-intl';

export type ActiveFilter = 'all' | 'active' | 'inactive';

export function activeFilterOf(active: boolean | undefined): ActiveFilter {
  if (active === undefined) return 'all';
  return active ? 'active' : 'inactive';
}

interface UsersToolbarProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  active: boolean | undefined;
  onActiveChange: (active: boolean | undefined) => void;
}

/** The users list's search box and active/inactive filter. */
export function UsersToolbar({
  searchText,
  onSearchTextChange,
  active,
  onActiveChange,
}: UsersToolbarProps) {
  const intl = useIntl();
  return (
    <Flex wrap gap={12} align="center">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        placeholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        data-testid="users-search"
      />
      <Segmented<ActiveFilter>
        value={activeFilterOf(active)}
        onChange={(value) => onActiveChange(value === 'all' ? undefined : value === 'active')}
        options={[
          { value: 'all', label: intl.formatMessage({ id: 'admin.users.filter.all' }) },
          { value: 'active', label: intl.formatMessage({ id: 'admin.users.filter.active' }) },
          {
            value: 'inactive',
            label: intl.formatMessage({ id: 'admin.users.filter.inactive' }),
          },
        ]}
      />
    </Flex>
  );
}
