import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** A parent page; the item without `to` is plain text. */
  to?: string;
}

/**
 * The parent pages above a screen's heading, with antd Breadcrumb's look (links in the description
 * colour, "/" between items, the last one in the text colour) but not its code: antd's imports
 * Dropdown for item menus, which no screen of ours has (issue 22: Dropdown then loaded on every
 * screen with a page header). A labelled navigation landmark, so that it is told apart from the
 * sidebar's.
 */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const hover = {
    '--px-breadcrumb-link': token.colorTextDescription,
    '--px-breadcrumb-hover': token.colorText,
    '--px-breadcrumb-hover-bg': token.colorBgTextHover,
  } as CSSProperties;
  return (
    <nav
      className="px-breadcrumb"
      aria-label={intl.formatMessage({ id: 'common.breadcrumb' })}
      style={{ ...hover, color: token.colorTextDescription, fontSize: token.fontSize }}
    >
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span style={last ? { color: token.colorText } : undefined}>{item.label}</span>
              )}
              {!last && (
                <span aria-hidden className="px-breadcrumb__separator">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
