import { Flex, Grid, theme } from 'antd';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { lazyPart } from '@/shared/lazy-part';
import { APP_VERSION } from '@/shared/query-config';
import { BrandLogo, PageLoader, PlainText } from '@/shared/ui';
import { LAYOUT } from '../colours';
import { ErrorBoundary } from '../error-boundary';
import { useResolvedTheme } from '../theme';
import { LanguageSwitch } from './language-switch';

// antd's Segmented is drawn only here and on /settings: the signed-in pages' first load leaves it
// out, and here it arrives beside the page's own chunk (issue 22's budget).
const ThemeSwitch = lazyPart(() => import('./theme-switch'), 'ThemeSwitch');

/**
 * The frame of pages shown without a session (login, register, not found): brand, language and
 * theme controls, centred content and a footer with the version. Drawn with the landmarks and
 * colours of antd's Layout, without it (the first page's budget, issue 22).
 */
export function PublicLayout() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const colours = LAYOUT[useResolvedTheme()];
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;

  return (
    <div
      className="px-public-layout"
      data-testid="public-layout"
      style={{ background: token.colorBgLayout, color: token.colorText }}
    >
      <header className="px-public-header" style={{ background: colours.header }}>
        <Link
          to="/"
          aria-label={intl.formatMessage({ id: 'layout.home' })}
          className="px-brand-link"
        >
          <BrandLogo
            compact={false}
            tagline={narrow ? undefined : intl.formatMessage({ id: 'app.tagline' })}
          />
        </Link>
        <Flex align="center" gap={narrow ? 4 : 12} component="nav">
          <LanguageSwitch compact={narrow} />
          {/* The switch's own size, so nothing moves when it arrives. */}
          <Suspense fallback={<span className="px-theme-switch-slot" aria-hidden="true" />}>
            <ThemeSwitch />
          </Suspense>
        </Flex>
      </header>

      <main className="px-public-content" id="main-content">
        <ErrorBoundary name="public-layout">
          <Suspense
            fallback={<PageLoader label={intl.formatMessage({ id: 'common.loadingPage' })} />}
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>

      <footer className="px-public-footer">
        <Flex justify="center" align="center" gap={8} wrap>
          <PlainText tone="secondary">
            {intl.formatMessage(
              { id: 'layout.footer.copyright' },
              { year: new Date().getFullYear() },
            )}
          </PlainText>
          <PlainText tone="secondary" aria-hidden="true" className="px-footer-separator">
            ·
          </PlainText>
          <PlainText tone="secondary" data-testid="app-version">
            {intl.formatMessage({ id: 'layout.footer.version' }, { version: APP_VERSION })}
          </PlainText>
        </Flex>
      </footer>
    </div>
  );
}
