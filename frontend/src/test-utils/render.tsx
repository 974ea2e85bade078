import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/providers';
import { type AppStore, createAppStore, type RootState } from '@/app/store';
import { createQueryClient } from '@/shared/query-client';

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
}

/** Renders `ui` inside the app's real providers with a fresh store and query client. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState }: { preloadedState?: Partial<RootState> } = {},
): RenderWithProvidersResult {
  const store = createAppStore(preloadedState);
  const result = render(
    <AppProviders store={store} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
  return { ...result, store };
}
