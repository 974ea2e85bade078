import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@/app/store/auth-slice';
import { PermissionsProvider } from '@/features/access/permissions-context';
import { renderWithProviders } from './render';

/** Signed in as an administrator: every action is shown. */
export const TEST_ADMIN: SessionUser = {
  id: 'u-1',
  email: 'recepcion@taller.test',
  full_name: 'Rosa Recepción',
  role: { id: 'r-admin', name: 'administrador', display_name: 'Administrador' },
};

/** Signed in as a mechanic: no customer or vehicle permissions of their own. */
export const TEST_MECHANIC: SessionUser = {
  ...TEST_ADMIN,
  role: { id: 'r-mec', name: 'mecanico', display_name: 'Mecánico' },
};

/** Shows the address the memory router is at. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the memory router is at (after navigations). */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

export interface RouterOptions {
  /** The address the memory router starts at; `/` by default. */
  path?: string;
  /** The signed-in user; without one, nobody is signed in. */
  user?: SessionUser | null;
  /** Whether `ui` sits in the permissions context; by default when somebody is signed in. */
  withPermissions?: boolean;
}

/**
 * Renders `ui` inside the app's providers (a fresh store and query client), a memory router at
 * `path` and, for a signed-in user, the permissions context.
 */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', user = null, withPermissions = user !== null }: RouterOptions = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {withPermissions ? <PermissionsProvider>{ui}</PermissionsProvider> : ui}
    </MemoryRouter>,
    user
      ? { preloadedState: { auth: { user, isAuthenticated: true, status: 'authenticated' } } }
      : {},
  );
}

export type RenderRoutesOptions = Omit<RouterOptions, 'path'>;

/**
 * Renders screens like renderWithRouter at `path`. `routes` maps patterns to screens (e.g.
 * { '/customers/:id': <Detail/> }), each followed by a probe of the address; every other address
 * lands on the probe alone.
 */
export function renderRoutes(
  routes: Record<string, ReactElement>,
  path: string,
  options: RenderRoutesOptions = {},
) {
  return renderWithRouter(
    <Routes>
      {Object.entries(routes).map(([pattern, element]) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <>
              {element}
              <LocationProbe />
            </>
          }
        />
      ))}
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { ...options, path },
  );
}

/** Renders one screen at `path`, matched by `pattern` (by default the path without its query). */
export function renderRoute(
  page: ReactElement,
  path: string,
  pattern = path.split('?')[0] ?? path,
  options?: RenderRoutesOptions,
) {
  return renderRoutes({ [pattern]: page }, path, options);
}
