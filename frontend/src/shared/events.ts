/**
 * A tiny typed event emitter for cross-cutting signals that are not Redux state, e.g. the API client
 * telling the identity feature that the session could not be refreshed.
 */
export interface AppEvents {
  /** The refresh of an expired access token failed; the token has been cleared. */
  'session-expired': { path: string; hadToken: boolean };
  /** The user signed out (or the session ended): whatever is tied to the session closes. */
  'signed-out': null;
}

type Listener<T> = (payload: T) => void;

export class TypedEmitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(event, listener);
  }

  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    this.listeners.get(event)?.delete(listener as Listener<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) (listener as Listener<Events[K]>)(payload);
  }
}

export const appEvents = new TypedEmitter<AppEvents>();
