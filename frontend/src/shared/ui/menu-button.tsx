import { Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

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
  const popup = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
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
  }, [open]);

  const close = () => {
    setOpen(false);
    if (popup.current?.contains(document.activeElement)) opener.current?.focus();
  };

  return (
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
  );
}
