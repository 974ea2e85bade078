import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../store/hooks';
import { themeChanged } from '../store/ui-slice';
import { useResolvedTheme } from '../theme';

/** One-click light ↔ dark switch for the top bar (the full choice, with "system", is in Settings). */
export function ThemeToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const resolved = useResolvedTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = intl.formatMessage({ id: `layout.theme.switchTo.${next}` });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={resolved === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => dispatch(themeChanged(next))}
        aria-label={label}
        data-testid="theme-toggle"
      />
    </Tooltip>
  );
}
