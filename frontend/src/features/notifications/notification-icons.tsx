import {
  AlertOutlined,
  BellOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CoffeeOutlined,
  EditOutlined,
  InboxOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
  UserSwitchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { NotificationType } from '@px/contracts';
import type { ComponentType } from 'react';

/** SPEC §2 "an icon by type": one per SPEC §3 type; a type the SPA does not know gets the bell. */
const ICONS: Record<NotificationType, ComponentType> = {
  work_order_assigned: ToolOutlined,
  work_order_updated: EditOutlined,
  work_order_completed: CheckCircleOutlined,
  spare_part_received: InboxOutlined,
  spare_part_ordered: ShoppingCartOutlined,
  inventory_low_stock: WarningOutlined,
  appointment_created: CalendarOutlined,
  appointment_reminder: ClockCircleOutlined,
  user_assigned_task: CarryOutOutlined,
  system_maintenance: SettingOutlined,
  system_alert: AlertOutlined,
  absence_requested: UserSwitchOutlined,
  absence_decided: CoffeeOutlined,
};

export const DEFAULT_NOTIFICATION_ICON: ComponentType = BellOutlined;

export function notificationIconFor(type: string): ComponentType {
  return Object.hasOwn(ICONS, type) ? ICONS[type as NotificationType] : DEFAULT_NOTIFICATION_ICON;
}

/** The message id naming a type ("Orden asignada"), with a neutral name for unknown ones. */
export function notificationTypeMessageId(type: string): string {
  return Object.hasOwn(ICONS, type) ? `notifications.type.${type}` : 'notifications.type.unknown';
}
