import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messageSources } from '@/i18n';
import { provideMessages } from '@/i18n/catalog';
import { preloadFeedback } from '@/shared/feedback';
import { preloadMenuButtons } from '@/shared/ui/menu-button';

// antd tables and forms render slowly in jsdom on a loaded 2-core CI machine: a `findBy…` may need
// more than the default second. Waiting longer changes no assertion, only how long one may wait.
configure({ asyncUtilTimeout: 5000 });

// jsdom's getComputedStyle matches every rule of every stylesheet against the element, and Testing
// Library asks it for each node's visibility while naming roles: with antd's thousands of CSS-in-JS
// rules that was three quarters of the suite's time. Only rules that can hide something
// (display, visibility, opacity) change what a query or `toBeVisible` sees, so every other rule is
// dropped as soon as antd injects it.
const CAN_HIDE = /(?:^|[\s;{])(?:display|visibility|opacity)\s*:/;
const pruned = new WeakSet<CSSStyleSheet>();
function pruneStyleSheets(): void {
  for (const style of document.querySelectorAll('style')) {
    const sheet = style.sheet;
    if (!sheet || pruned.has(sheet)) continue;
    pruned.add(sheet);
    for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1) {
      if (!CAN_HIDE.test(sheet.cssRules[i]!.cssText)) sheet.deleteRule(i);
    }
  }
}
new MutationObserver(pruneStyleSheets).observe(document.head, {
  childList: true,
  subtree: true,
  characterData: true,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lacks matchMedia, which antd's Grid and the theme hook use.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// jsdom lacks ResizeObserver, which antd's dropdowns and menus use.
if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// The app loads the features' messages lazily (i18n/catalog); the tests have them all at once, so a
// component renders its words on the first pass as it did before that split.
for (const locale of ['es', 'en'] as const) {
  const files = Object.values(messageSources()).map((byLocale) => byLocale[locale]);
  provideMessages(locale, Object.assign({}, ...files));
}

// What the app fetches on first use (antd's Dropdown for the menu buttons, antd's App for toasts
// and confirmations) is there before the tests start: a first dynamic import in a cold test
// process can take longer than a `findBy` waits.
await Promise.all([preloadMenuButtons(), preloadFeedback()]);
