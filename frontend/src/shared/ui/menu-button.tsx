import type { DropdownProps, MenuProps } from 'antd';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '@/shared/load-once';
import { logger } from '@/shared/logger';

type DropdownComponent = typeof import('antd/es/dropdown').default;

/**
 * antd's Dropdown (and the Menu it draws) arrive in their own chunk, fetched when the pointer or the
 * focus first reaches a menu button: the sign-in screens' language switch is the only menu of the
 * first page, and Menu is a tenth of its JavaScript (issue 22's budget). A click (or Enter) that
 * comes before the chunk opens the menu as soon as it has arrived.
 */
/** The menu buttons on screen still without Dropdown: they take it as soon as any one loads it. */
const waiting = new Set<(component: DropdownComponent) => void>();
const dropdown = loadOnce(
  () => import('antd/es/dropdown').then((module) => module.default),
  (component) => {
    for (const take of [...waiting]) take(component);
  },
);

/**
 * Fetches Dropdown ahead of the first hover or focus (the shell does, at the user's first key or
 * pointer move; the unit tests before they start). Resolves when it is there, or when it could not
 * be fetched.
 */
export function preloadMenuButtons(): Promise<void> {
  return dropdown.load().then(
    () => undefined,
    (error: unknown) => logger.warn('The menus could not be preloaded', { error }),
  );
}

export type MenuButtonProps = Omit<DropdownProps, 'open' | 'onOpenChange' | 'menu' | 'trigger'> & {
  menu: MenuProps;
  children: ReactNode;
};

/** Frames to wait for the popup's first render (it mounts on first open). */
const FOCUS_ATTEMPTS = 10;

/**
 * antd's Dropdown on click, operable by keyboard (WCAG 2.1.1): Enter or Space on the button opens
 * the menu and puts the focus on its first item, the arrows move, Enter chooses, Escape closes;
 * the focus goes back to the button when the menu closes. (antd's own Dropdown leaves the focus on
 * the button, where the arrows do nothing.)
 */
export function MenuButton({ menu, children, popupRender, ...props }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dropdown, setDropdown] = useState<DropdownComponent | null>(() => dropdown.loaded());
  const popup = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Dropdown) return;
    const take = (component: DropdownComponent) => {
      // Dropdown's button replaces the bare one: it gets the focus if the bare one had it.
      refocus.current = holder.current?.contains(document.activeElement) ?? false;
      setDropdown(() => component);
    };
    waiting.add(take);
    return () => {
      waiting.delete(take);
    };
  }, [Dropdown]);

  const want = () => {
    if (Dropdown) return;
    dropdown
      .load()
      .catch((error: unknown) => logger.error('The menu could not be loaded', { error }));
  };
  // The press itself asks for the menu: if Dropdown's button replaces this one between the press
  // and the release, the click is lost, but the menu still opens.
  const press = () => {
    opener.current = document.activeElement as HTMLElement | null;
    want();
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (!Dropdown || !refocus.current) return;
    refocus.current = false;
    holder.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [Dropdown]);

  useEffect(() => {
    if (!open || !Dropdown) return;
    let attempts = 0;
    let frame = 0;
    const focusFirst = () => {
      const item = popup.current?.querySelector<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      );
      if (item) item.focus();
      else if ((attempts += 1) < FOCUS_ATTEMPTS) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [open, Dropdown]);

  const close = () => {
    setOpen(false);
    if (popup.current?.contains(document.activeElement)) opener.current?.focus();
  };

  if (!Dropdown) {
    return (
      <span
        ref={holder}
        style={{ display: 'contents' }}
        onPointerEnter={want}
        onFocusCapture={want}
        onPointerDownCapture={press}
        onClickCapture={press}
      >
        {children}
      </span>
    );
  }

  return (
    <span ref={holder} style={{ display: 'contents' }}>
      <Dropdown
        {...props}
        trigger={['click']}
        open={open}
        onOpenChange={(next) => {
          if (next) opener.current = document.activeElement as HTMLElement | null;
          if (next) setOpen(true);
          else close();
        }}
        menu={{
          ...menu,
          onClick: (info) => {
            close();
            menu.onClick?.(info);
          },
        }}
        popupRender={(node) => (
          <div
            ref={popup}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            onKeyDownCapture={(event) => {
              // rc-menu chooses with Enter only an item it made active itself (by arrow or mouse),
              // not the one focused on opening: the focused item is chosen here, once.
              const target = event.target as HTMLElement;
              if ((event.key === 'Enter' || event.key === ' ') && target.role === 'menuitem') {
                event.preventDefault();
                event.stopPropagation();
                target.click();
              }
            }}
          >
            {popupRender ? popupRender(node) : node}
          </div>
        )}
      >
        {children}
      </Dropdown>
    </span>
  );
}
