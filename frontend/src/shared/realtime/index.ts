export { realtime, type RealtimeStatus } from './realtime-client';
export { useRealtimeEvent } from './use-realtime';
export { useRealtimeStatus } from './use-realtime-status';
