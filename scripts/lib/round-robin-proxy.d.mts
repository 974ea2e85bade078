// Types of round-robin-proxy.mjs for the TypeScript that imports it (the multi-process test).

/** The response header naming the index of the target that answered. */
export declare const UPSTREAM_HEADER: 'x-px-upstream';

export interface RoundRobinTarget {
  /** Default 127.0.0.1. */
  host?: string;
  port: number;
}

export interface RoundRobinProxy {
  port: number;
  /** Requests and WebSocket upgrades sent to each target so far, by target index (live). */
  counts: { requests: number[]; upgrades: number[] };
  /** Stops listening and drops every open connection, upgraded ones included. */
  close(): Promise<void>;
}

export declare function startRoundRobinProxy(options: {
  targets: RoundRobinTarget[];
  /** Default: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}): Promise<RoundRobinProxy>;
