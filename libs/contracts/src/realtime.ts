import { type AnnouncementPublishedPayload } from './announcements';
import { type AppointmentChangedPayload } from './appointments';
import { type InventoryChangedPayload } from './inventory';
import { type ReceiptChangedPayload } from './reception';
import { type NotificationCreatedPayload, type NotificationUpdatedPayload } from './notifications';
import { type WorkOrderChangedPayload } from './work-orders';

/**
 * Socket.IO contract (DESIGN §5): namespace, engine path, rooms and the events the server pushes.
 * Each later module adds its event and payload here so the SPA and the server agree on both.
 */
export const REALTIME_NAMESPACE = '/realtime';
export const REALTIME_PATH = '/realtime/socket.io';

export const realtimeRooms = {
  user: (userId: string) => `user:${userId}`,
  /** The sockets of one session (refresh family): closed together when it ends. */
  session: (sessionId: string) => `session:${sessionId}`,
  employee: (employeeId: string) => `employee:${employeeId}`,
  admin: 'admin',
  /** Everyone who may read work orders: list and detail screens refresh on its pushes. */
  workOrders: 'work-orders',
  /** Everyone who may read appointments: the calendar and a booking's page refresh. */
  appointments: 'appointments',
  /** Everyone who may read deposit receipts: the list and a receipt's page refresh. */
  receipts: 'receipts',
  /** Everyone who may read the inventory: parts, requests and purchase orders refresh. */
  inventory: 'inventory',
  /** Every signed-in socket: announcements (each client checks its own audience). */
  everyone: 'everyone',
} as const;

export interface RealtimeErrorPayload {
  /** UNAUTHORIZED: the handshake token was refused; SESSION_ENDED: the session ended meanwhile. */
  code: 'UNAUTHORIZED' | 'SESSION_ENDED';
  message: string;
}

export interface RealtimeReadyPayload {
  userId: string;
  rooms: string[];
}

/** Events the server pushes to clients, with their payloads. */
export interface RealtimeServerEvents {
  'work_order.changed': WorkOrderChangedPayload;
  /** To `appointments`: a booking was made, moved or changed state. */
  'appointment.changed': AppointmentChangedPayload;
  /** To `receipts`: a car was received, marked ready or delivered. */
  'receipt.changed': ReceiptChangedPayload;
  /** To `inventory` (and the requester's `user:<id>`): stock, a request or a purchase order changed. */
  'inventory.changed': InventoryChangedPayload;
  /** To `employee:<id>`: a new notification of that employee. */
  'notification.created': NotificationCreatedPayload;
  /** To `employee:<id>`: read, all read or deleted (another tab, another device). */
  'notification.updated': NotificationUpdatedPayload;
  /** To `everyone`: an announcement is published or changed. */
  'announcement.published': AnnouncementPublishedPayload;
  'realtime.ready': RealtimeReadyPayload;
  'realtime.error': RealtimeErrorPayload;
  domain_event: {
    id: string;
    type: string;
    aggregate_type: string;
    aggregate_id: string;
    occurred_at: string;
  };
}

export type RealtimeEventName = keyof RealtimeServerEvents;
