import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES builds: `antd/locale/*` re-export the CommonJS ones, which bring a second copy of the
// pickers' and pagination's words to every first load (antd's components already use en_US's).
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import {
  catalogSnapshot,
  loadNeededMessages,
  type Messages,
  setActiveLocale,
  subscribeToCatalog,
} from '@/i18n/catalog';
import { FeedbackProvider } from '@/shared/feedback';
import { type AppLocale, DEFAULT_LOCALE, INTL_LOCALE } from '@/shared/format';
import { PREFERS_REDUCED_MOTION_QUERY, useMediaQuery } from '@/shared/hooks';
import { logger, warnOnce } from '@/shared/logger';
import { createQueryClient } from '@/shared/query-client';
import { TOOLTIP_DELAY_MS } from '@/shared/query-config';
import { type AppStore, createAppStore } from './store';
import { useAppSelector } from './store/hooks';
import { antdThemeConfig, applyDocumentTheme, useResolvedTheme } from './theme';

const ANTD_LOCALES = { es: esES, en: enUS } as const;

/**
 * Missing translations and formatting problems are logged once per message id instead of
 * crashing a screen; English already fills keys that Spanish lacks.
 */
const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    warnOnce(`intl:${error.message}`, 'Missing translation', { message: error.message });
    return;
  }
  logger.error('Internationalisation error', { code: error.code, message: error.message });
};

/**
 * The locale the interface shows and its messages. Switching language keeps the previous language
 * on screen until the new one's messages for the code on screen have arrived (a moment), instead
 * of flashing message ids.
 */
function useShownMessages(requested: AppLocale) {
  const catalog = useSyncExternalStore(subscribeToCatalog, catalogSnapshot);
  const [shown, setShown] = useState(requested);
  const ready = catalog.complete[requested] || !catalog.hasAppWords[shown];
  const locale = ready ? requested : shown;
  const missing = !catalog.complete[requested];
  setActiveLocale(requested);

  useEffect(() => {
    if (ready) setShown(requested);
    if (missing)
      loadNeededMessages(requested).catch((error: unknown) => {
        logger.error('Could not load the messages', { locale: requested, error });
      });
  }, [ready, missing, requested]);

  return { locale, messages: catalog.messages[locale], hasAppWords: catalog.hasAppWords[locale] };
}

const NO_MESSAGES: Messages = {};

function IntlBridge({ children }: { children: ReactNode }) {
  const requested = useAppSelector((state) => state.ui.locale);
  const { locale, messages, hasAppWords } = useShownMessages(requested);

  useEffect(() => {
    // dayjs follows it (shared/dayjs.ts).
    document.documentElement.lang = locale;
  }, [locale]);

  // Only at the start, in English: nothing to show until its app-wide words have arrived (a moment).
  if (!hasAppWords) return null;
  return (
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      defaultLocale={INTL_LOCALE[DEFAULT_LOCALE]}
      messages={messages ?? NO_MESSAGES}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

function ThemeBridge({ children }: { children: ReactNode }) {
  const locale = useAppSelector((state) => state.ui.locale);
  const resolved = useResolvedTheme();
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(
    () => antdThemeConfig(resolved, reducedMotion),
    [resolved, reducedMotion],
  );

  useEffect(() => {
    applyDocumentTheme(resolved);
  }, [resolved]);

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={themeConfig}
      tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 }}
    >
      {/* Toasts (notifications) at the top right (SPEC §2 "Toasts appear at the top right"). */}
      <FeedbackProvider
        className="px-app"
        notification={{ placement: 'topRight', maxCount: 4 }}
        message={{ maxCount: 3 }}
      >
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Injected by tests; the app creates its own. */
  store?: AppStore;
  queryClient?: QueryClient;
}

/** Redux (session + UI preferences), React Query (server state), react-intl and the antd theme. */
export function AppProviders({ children, store, queryClient }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? createAppStore());
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <ReduxProvider store={appStore}>
      <QueryClientProvider client={client}>
        <IntlBridge>
          <ThemeBridge>{children}</ThemeBridge>
        </IntlBridge>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
