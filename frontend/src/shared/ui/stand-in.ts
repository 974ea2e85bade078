import { useCallback, useRef, useState } from 'react';
import type { LoadOnce } from '@/shared/load-once';
import { logger } from '@/shared/logger';

/**
 * What the stand-in element listens to: the first pointer, focus or press asks for the real part.
 * (They ignore the event, so they fit any element's handlers.)
 */
interface StandInHandlers {
  onPointerEnter(): void;
  onPointerDown(): void;
  onFocus(): void;
  onBlur(): void;
  onClick(): void;
}

export interface StandIn<C> {
  /** The real component once it has arrived, or null while the stand-in holds its place. */
  Real: C | null;
  /** For the real component's first render: focus it if the stand-in had the focus, open it if pressed. */
  handOver: { autoFocus: boolean; defaultOpen: boolean };
  handlers: StandInHandlers;
  /** Asks for the real component without any user gesture (a value only it can draw). */
  load(): void;
}

/**
 * A control drawn by a light stand-in until the pointer or the focus first reaches it (issue 22's
 * first load): `DeferredSelect` and `DateRangeFilter` share it. A press that starts on the stand-in
 * opens the real control even when it arrives mid-press (the pointer's first visit may already
 * have fetched it); a focus that was on the stand-in moves to it.
 */
export function useStandIn<C>(part: LoadOnce<C>, what: string): StandIn<C> {
  const [Real, setReal] = useState<C | null>(() => part.loaded());
  const focused = useRef(false);
  const pressed = useRef(false);
  const load = useCallback(() => {
    part.load().then(
      (component) => setReal(() => component),
      (error: unknown) => logger.error(`The ${what} could not be loaded`, { error }),
    );
  }, [part, what]);
  return {
    Real,
    handOver: { autoFocus: focused.current, defaultOpen: pressed.current },
    load,
    handlers: {
      onPointerEnter: load,
      onPointerDown: () => {
        pressed.current = true;
      },
      onFocus: () => {
        focused.current = true;
        load();
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: () => {
        focused.current = true;
        pressed.current = true;
        load();
      },
    },
  };
}
