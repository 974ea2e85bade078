import { PERMISSIONS } from '@px/contracts';
import { Flex, Grid, Layout } from 'antd';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/app/error-boundary';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { sidebarToggled } from '@/app/store/ui-slice';
import { GlobalSearch, useRecordPageVisits } from '@/features/search';
import { lazyPart, useOpenedOnce } from '@/shared/lazy-part';
import { BrandLogo, PageLoader, preloadMenuButtons } from '@/shared/ui';
import { SidebarMenu } from './sidebar-menu';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import { usePermissions } from '@/features/access/permissions-context';
import { useWorkOrderLiveUpdates } from '@/features/work-orders/use-work-order-live-updates';
import { SetupBanner } from '@/features/setup';
import { isKioskLocation } from '@/features/time-clock/kiosk-mode';

const MAIN_CONTENT_ID = 'main-content';

// The sidebar becomes a drawer only on a narrow screen: antd's Drawer loads there, not on every
// desktop page.
const Drawer = lazyPart(() => import('antd/es/drawer'), 'default');

/**
 * "Saltar al contenido": the first Tab stop of every shell screen (WCAG 2.4.1), visible only while
 * focused; it moves the focus to the main landmark, past the brand link and the whole sidebar.
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="px-skip-link"
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      <FormattedMessage id="shell.skipToContent" />
    </a>
  );
}

/** SPEC §9 sidebar width: 14 collapsed, 64 expanded UI units (4 px each). */
export const SIDEBAR_COLLAPSED_WIDTH = 56;
export const SIDEBAR_EXPANDED_WIDTH = 256;

function SidebarContent({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className="px-brand-link px-sidebar-brand"
        aria-label={intl.formatMessage({ id: 'layout.home' })}
      >
        <BrandLogo compact={collapsed} />
      </Link>
      <nav
        className="px-sidebar-nav"
        aria-label={intl.formatMessage({ id: 'shell.sidebar.label' })}
        style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
      >
        <SidebarMenu collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <div className="px-sidebar-footer">
        <UserMenu collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </Flex>
  );
}

/**
 * SPEC §2 "Layout of protected pages": collapsible sidebar (remembered under sidebar-collapsed; a
 * slide-in drawer on small screens), top bar and the page.
 */
export function AppShell() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { hasPermission } = usePermissions();
  const collapsed = useAppSelector((state) => state.ui.sidebarCollapsed);
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: treat as wide.
  const mobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const toggleSidebar = useCallback(
    () => (mobile ? setDrawerOpen((open) => !open) : dispatch(sidebarToggled())),
    [mobile, dispatch],
  );

  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (mobile) Drawer.preload();
  }, [mobile]);

  // Every signed-in screen has menu buttons (the user menu at least). Their Dropdown comes with the
  // user's first key or pointer move: before a keyboard user reaches one (no button is swapped
  // under the focus), and not with the screen itself, which draws no menu (issue 22).
  useEffect(() => preloadOnFirstInteraction(preloadMenuButtons), []);

  // "Páginas recientes" of the search palette: the pages this user really opens.
  useRecordPageVisits();
  // Open order lists, boards, detail screens and the pending badge follow the pushes.
  useWorkOrderLiveUpdates(hasPermission(PERMISSIONS.work_orders.orders.read));

  // The time clock's kiosk (a shared tablet at the door): the page alone, no menu to wander into.
  if (isKioskLocation(location)) {
    return (
      <Layout className="px-shell" data-testid="app-shell" data-kiosk="true">
        <Layout.Content
          className="px-shell-content"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'shell.main.label' })}
        >
          <ErrorBoundary name="app-shell" resetKey={location.pathname}>
            <Suspense
              fallback={<PageLoader label={intl.formatMessage({ id: 'common.loadingPage' })} />}
            >
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    );
  }

  return (
    <Layout className="px-shell" data-testid="app-shell" hasSider>
      <SkipLink />
      {mobile ? (
        drawerOpened && (
          <Suspense fallback={null}>
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              placement="left"
              size={SIDEBAR_EXPANDED_WIDTH}
              closable={false}
              styles={{ body: { padding: 0 } }}
              data-testid="sidebar-drawer"
              title={null}
            >
              <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </Suspense>
        )
      ) : (
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          width={SIDEBAR_EXPANDED_WIDTH}
          theme="light"
          className="px-sider"
          data-testid="sidebar"
          data-collapsed={collapsed ? 'true' : 'false'}
        >
          <SidebarContent collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          className="px-shell-header"
          aria-label={intl.formatMessage({ id: 'shell.header.label' })}
        >
          <TopBar
            mobile={mobile}
            collapsed={collapsed}
            onToggleSidebar={toggleSidebar}
            onOpenSearch={openSearch}
          />
        </Layout.Header>
        <SetupBanner />
        <Layout.Content
          className="px-shell-content"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'shell.main.label' })}
        >
          <ErrorBoundary name="app-shell" resetKey={location.pathname}>
            <Suspense
              fallback={<PageLoader label={intl.formatMessage({ id: 'common.loadingPage' })} />}
            >
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
      <GlobalSearch
        open={searchOpen}
        onOpenChange={setSearchOpen}
        onToggleSidebar={toggleSidebar}
      />
    </Layout>
  );
}

const FIRST_INTERACTION = ['keydown', 'pointermove', 'pointerdown'] as const;

/** Calls `preload` once, on the first key or pointer event anywhere; returns the cleanup. */
function preloadOnFirstInteraction(preload: () => unknown): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    void preload();
  }
  for (const type of FIRST_INTERACTION) {
    window.addEventListener(type, run, { capture: true, passive: true });
  }
  return stop;
}
