import type { App } from 'antd';
import { theme } from 'antd';
import type { AppConfig } from 'antd/es/app/context';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { loadOnce } from '@/shared/load-once';
import { logger } from '@/shared/logger';

type AppComponent = typeof App;
/** Toasts (message, notification) and confirmation dialogs: what antd's `App.useApp()` gives. */
export type Feedback = ReturnType<AppComponent['useApp']>;
type Call = (feedback: Feedback) => void;

/**
 * antd's App (its toasts and its confirmation dialogs: a seventh of the sign-in page's
 * JavaScript, issue 22) arrives in its own chunk: fetched at the user's first key or press, or by
 * the first toast or dialog asked for before then, which shows as soon as it has arrived.
 */
const antdApp = loadOnce(() => import('antd/es/app').then((module) => module.default));

/** Fetches antd's App ahead of the first toast (the unit tests do, before they start). */
export function preloadFeedback(): Promise<void> {
  return antdApp.load().then(
    () => undefined,
    (error: unknown) => logger.warn('The notifications could not be preloaded', { error }),
  );
}

const FeedbackContext = createContext<Feedback | null>(null);

/** The feedback methods, each one calling antd's once it is there and queued until then. */
function deferredFeedback(current: () => Feedback | null, enqueue: (call: Call) => void): Feedback {
  const part = <K extends keyof Feedback>(key: K) =>
    new Proxy({} as Feedback[K], {
      get: (_target, name) => {
        // Only methods: not a thenable (an `await` of the object must not queue a call).
        if (typeof name !== 'string' || name === 'then') return undefined;
        return (...args: unknown[]) => {
          const call: Call = (feedback) =>
            (feedback[key] as Record<string, (...values: unknown[]) => unknown>)[name]!(...args);
          const ready = current();
          if (ready) return call(ready);
          enqueue(call);
          return undefined;
        };
      },
    });
  return { message: part('message'), notification: part('notification'), modal: part('modal') };
}

/** Inside the loaded App: hands its feedback methods over. */
function Capture({ useApp, onReady }: { useApp: AppComponent['useApp']; onReady: Call }) {
  const feedback = useApp();
  useEffect(() => onReady(feedback), [feedback, onReady]);
  return null;
}

export interface FeedbackProviderProps extends AppConfig {
  className?: string;
  children: ReactNode;
}

/**
 * Gives `useFeedback()` to the app and wraps it in the typography antd's App would give (text
 * colour, size, line height and font of the theme).
 */
export function FeedbackProvider({ className, children, ...config }: FeedbackProviderProps) {
  const { token } = theme.useToken();
  const [LoadedApp, setLoadedApp] = useState<AppComponent | null>(() => antdApp.loaded());
  const ready = useRef<Feedback | null>(null);
  const queue = useRef<Call[]>([]);

  const request = useCallback(() => {
    antdApp.load().then(
      (component) => setLoadedApp(() => component),
      (error: unknown) => logger.error('The notifications could not be loaded', { error }),
    );
  }, []);
  const feedback = useMemo(
    () =>
      deferredFeedback(
        () => ready.current,
        (call) => {
          queue.current.push(call);
          request();
        },
      ),
    [request],
  );
  const onReady = useCallback((loaded: Feedback) => {
    ready.current = loaded;
    for (const call of queue.current.splice(0)) call(loaded);
  }, []);

  // The user's first key or press fetches it, so a later toast does not wait for it.
  useEffect(() => {
    if (LoadedApp) return;
    const options = { once: true, capture: true, passive: true };
    window.addEventListener('pointerdown', request, options);
    window.addEventListener('keydown', request, options);
    return () => {
      window.removeEventListener('pointerdown', request, options);
      window.removeEventListener('keydown', request, options);
    };
  }, [LoadedApp, request]);

  return (
    <FeedbackContext.Provider value={feedback}>
      <div
        className={className}
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
      {LoadedApp && (
        <LoadedApp component={false} {...config}>
          <Capture useApp={LoadedApp.useApp} onReady={onReady} />
        </LoadedApp>
      )}
    </FeedbackContext.Provider>
  );
}

/** Toasts and confirmation dialogs, as antd's `App.useApp()` gives them, from anywhere in the app. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs FeedbackProvider (app/providers.tsx)');
  return feedback;
}
