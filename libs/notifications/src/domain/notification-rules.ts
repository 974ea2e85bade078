import {
  type AbsenceEventPayload,
  type AppointmentEventPayload,
  type AbsenceKind,
  type ApiFieldError,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationRecipients,
  type NotificationRule,
  type NotificationType,
  type WorkOrderSnapshot,
  type WorkOrderStatus,
} from '@px/contracts';

export const NOTIFICATION_NOT_FOUND = 'La notificación no existe.';

export interface RuleDefaults {
  description: string;
  priority: NotificationPriority;
  recipients: NotificationRecipients;
}

const nobody: NotificationRecipients = { assignee: false, advisor: false, roles: [] };

/**
 * The rule each type starts with (DOMAIN: rules map events to the assigned mechanic, the parts desk
 * and managers). Administrators change them at /notification-management.
 */
export const DEFAULT_RULES: Record<NotificationType, RuleDefaults> = {
  work_order_assigned: {
    description: 'Una orden se asigna a un mecánico',
    priority: 'high',
    recipients: { ...nobody, assignee: true },
  },
  work_order_updated: {
    description: 'Una orden cambia de estado o de datos',
    priority: 'normal',
    recipients: { ...nobody, advisor: true },
  },
  work_order_completed: {
    description: 'Una orden se termina y el vehículo está listo',
    priority: 'high',
    recipients: { ...nobody, advisor: true },
  },
  // Assignee: the mechanic who asked for it.
  spare_part_received: {
    description: 'Llega un recambio pedido',
    priority: 'normal',
    recipients: { ...nobody, assignee: true },
  },
  // Roles: the parts desk hears of each new request; assignee: the mechanic who asked hears of
  // each step of theirs (approved, rejected, ordered from the supplier, delivered).
  spare_part_ordered: {
    description: 'Se pide un recambio (al almacén o al proveedor)',
    priority: 'low',
    recipients: { ...nobody, assignee: true, roles: ['recambios'] },
  },
  inventory_low_stock: {
    description: 'Una referencia baja del stock mínimo',
    priority: 'high',
    recipients: { ...nobody, roles: ['recambios'] },
  },
  appointment_created: {
    description: 'Se reserva una cita (al mecánico que la atenderá)',
    priority: 'normal',
    recipients: { ...nobody, assignee: true },
  },
  appointment_reminder: {
    description: 'Recordatorio de una cita próxima',
    priority: 'normal',
    recipients: { ...nobody, roles: ['recepcion'] },
  },
  user_assigned_task: {
    description: 'Se asigna una tarea interna',
    priority: 'normal',
    recipients: { ...nobody, assignee: true },
  },
  system_maintenance: {
    description: 'Aviso de mantenimiento del sistema (lo envía un administrador)',
    priority: 'normal',
    recipients: nobody,
  },
  system_alert: {
    description: 'Alerta del sistema (la envía un administrador)',
    priority: 'urgent',
    recipients: nobody,
  },
  // The roles that approve absences by default (employees.absences.approve).
  absence_requested: {
    description: 'Un empleado solicita una ausencia',
    priority: 'normal',
    recipients: { ...nobody, roles: ['jefe_taller', 'administracion'] },
  },
  // `assignee`: the employee the absence is of.
  absence_decided: {
    description: 'Se aprueba, rechaza o cancela una ausencia',
    priority: 'normal',
    recipients: { ...nobody, assignee: true },
  },
};

/** Whether a name (a route's `{type}`) is one of SPEC's notification types. */
export function isNotificationType(name: string): name is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(name);
}

/**
 * The types some installed module raises (its manifest's `notificationTypes`); the others wait for
 * their module (spare parts, appointments…) and show as not yet available.
 */
export type RaisedTypes = ReadonlySet<string>;

/** A rule nobody has edited yet: its defaults, version 0. */
export function defaultRule(type: NotificationType, raised: RaisedTypes): NotificationRule {
  const defaults = DEFAULT_RULES[type];
  return {
    type,
    description: defaults.description,
    available: raised.has(type),
    enabled: true,
    priority: defaults.priority,
    recipients: { ...defaults.recipients, roles: [...defaults.recipients.roles] },
    version: 0,
    updated_at: new Date(0).toISOString(),
  };
}

/** A stored rule (the notification_rule entity) as this module reads it. */
export interface StoredRule {
  type: NotificationType;
  enabled: boolean;
  priority: NotificationPriority;
  version: number;
  updatedAt: Date;
  recipients(): NotificationRecipients;
}

/** A stored rule as SPEC's NotificationRule: what was edited, the type's description. */
export function toRule(record: StoredRule, raised: RaisedTypes): NotificationRule {
  const defaults = DEFAULT_RULES[record.type];
  return {
    type: record.type,
    description: defaults.description,
    available: raised.has(record.type),
    enabled: record.enabled,
    priority: record.priority,
    recipients: record.recipients(),
    version: record.version,
    updated_at: record.updatedAt.toISOString(),
  };
}

/** A rule's recipient roles that do not exist (`knownRoles`: the role names), as field errors. */
export function recipientRoleProblems(
  roles: readonly string[],
  knownRoles: readonly string[],
): ApiFieldError[] {
  const known = new Set(knownRoles);
  const unknown = roles.filter((role) => !known.has(role));
  return unknown.length
    ? [
        {
          field: 'recipients.roles',
          code: 'unknownRole',
          message: `Estos roles no existen: ${unknown.join(', ')}.`,
        },
      ]
    : [];
}

/** The named employees that do not exist or are no longer active, in the order named. */
export function missingEmployees(
  named: readonly string[],
  found: readonly { id: string; active: boolean }[],
): string[] {
  const active = new Set(found.filter((employee) => employee.active).map((e) => e.id));
  return named.filter((id) => !active.has(id));
}

/** Who is involved in what happened, as employee ids. */
export interface InvolvedEmployees {
  assignee: string | null;
  advisor: string | null;
  /** Active employees holding the rule's roles. */
  byRole: readonly string[];
  /** Whoever made the change: never told about their own action. */
  actor: string | null;
}

/** The employees a rule notifies for one event, each once, never the actor. */
export function recipientsOf(
  recipients: NotificationRecipients,
  involved: InvolvedEmployees,
): string[] {
  const ids = new Set<string>();
  if (recipients.assignee && involved.assignee) ids.add(involved.assignee);
  if (recipients.advisor && involved.advisor) ids.add(involved.advisor);
  for (const id of involved.byRole) ids.add(id);
  if (involved.actor) ids.delete(involved.actor);
  return [...ids];
}

const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  open: 'Abierta',
  in_progress: 'En curso',
  on_hold: 'En espera',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

/** Field names of an order as a person reads them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'título',
  complaint: 'síntoma',
  requested_work: 'trabajos solicitados',
  diagnosis: 'diagnóstico',
  priority: 'prioridad',
  customer_id: 'cliente',
  vehicle_id: 'vehículo',
  odometer_in_km: 'km de entrada',
  odometer_out_km: 'km de salida',
  promised_at: 'fecha prometida',
  estimate_decision: 'presupuesto',
  estimate_channel: 'presupuesto',
};

export interface NotificationText {
  title: string;
  message: string;
  link: string;
  /** One notification per order version and type, however many events tell of it. */
  dedupeKey: string;
}

/** "Cambio de aceite · 1234 BBB · Ana López": what the order is, at a glance. */
function orderLine(order: WorkOrderSnapshot): string {
  return [order.title, order.license_plate, order.customer_name].filter(Boolean).join(' · ');
}

/** The text of a work-order notification, in Spanish. */
export function workOrderNotificationText(
  type: 'work_order_assigned' | 'work_order_updated' | 'work_order_completed',
  order: WorkOrderSnapshot,
  change: { toStatus?: WorkOrderStatus; changed?: readonly string[] } = {},
): NotificationText {
  const base = { link: `/orders/${order.id}`, dedupeKey: `${type}:${order.id}:v${order.version}` };
  if (type === 'work_order_assigned') {
    return { ...base, title: `Orden ${order.number} asignada`, message: orderLine(order) };
  }
  if (type === 'work_order_completed') {
    return {
      ...base,
      title: `Orden ${order.number} completada`,
      message: `${orderLine(order)}. El vehículo está listo para entregar.`,
    };
  }
  if (change.toStatus) {
    return {
      ...base,
      title: `Orden ${order.number}: ${STATUS_LABELS[change.toStatus].toLowerCase()}`,
      message: orderLine(order),
    };
  }
  const fields = [
    ...new Set((change.changed ?? []).map((name) => FIELD_LABELS[name]).filter(Boolean)),
  ];
  // The edit of a PUT that also moves the status may be the one told: say where it stands.
  const status = `Estado: ${STATUS_LABELS[order.status].toLowerCase()}.`;
  return {
    ...base,
    title: `Orden ${order.number} actualizada`,
    message: fields.length
      ? `${orderLine(order)}. ${status} Cambios en: ${fields.join(', ')}.`
      : `${orderLine(order)}. ${status}`,
  };
}

const ABSENCE_KIND_NAMES: Record<AbsenceKind, string> = {
  vacation: 'vacaciones',
  sick_leave: 'baja médica',
  personal: 'asuntos propios',
  paid_leave: 'permiso retribuido',
};

/** '2026-08-03' → '03/08/2026'. */
const spanishDate = (date: string) => date.split('-').reverse().join('/');

/** 'del 03/08/2026 al 14/08/2026', 'el 03/08/2026 por la mañana'. */
function absenceDates(absence: AbsenceEventPayload): string {
  if (absence.start_date === absence.end_date) {
    const half =
      absence.half_day === 'morning'
        ? ' por la mañana'
        : absence.half_day === 'afternoon'
          ? ' por la tarde'
          : '';
    return `el ${spanishDate(absence.start_date)}${half}`;
  }
  return `del ${spanishDate(absence.start_date)} al ${spanishDate(absence.end_date)}`;
}

/** '5 días laborables', '0,5 días laborables'. */
function workingDaysText(days: number): string {
  return `${String(days).replace('.', ',')} ${days === 1 ? 'día laborable' : 'días laborables'}`;
}

/** What happened to an absence, as its notification says it. */
export type AbsenceNotice = 'requested' | 'approved' | 'rejected' | 'cancelled';

/**
 * The text of an absence's notification, in Spanish: the request to the managers, the decision (or
 * a manager's cancellation) to the worker. One key per request and what happened, so a
 * redelivered event notifies once.
 */
export function absenceNotificationText(
  notice: AbsenceNotice,
  absence: AbsenceEventPayload,
): NotificationText {
  const kind = ABSENCE_KIND_NAMES[absence.kind];
  const base = {
    link: '/absence-management',
    dedupeKey: `absence:${absence.absence_id}:${notice}`,
  };
  const when = `${absenceDates(absence)} (${workingDaysText(absence.working_days)})`;
  const comment = absence.decision_comment ? ` Comentario: «${absence.decision_comment}».` : '';
  switch (notice) {
    case 'requested':
      return {
        ...base,
        title: `Solicitud de ${kind}: ${absence.employee_name}`,
        message: `${absence.employee_name} solicita ${kind} ${when}.${
          absence.reason ? ` Motivo: «${absence.reason}».` : ''
        } Pendiente de aprobar.`,
      };
    case 'approved':
      return {
        ...base,
        title: `Ausencia aprobada: ${kind}`,
        message: absence.recorded_for_employee
          ? `Se ha registrado tu ${kind} ${when}.${comment}`
          : `Tu solicitud de ${kind} ${when} ha sido aprobada.${comment}`,
      };
    case 'rejected':
      return {
        ...base,
        title: `Ausencia rechazada: ${kind}`,
        message: `Tu solicitud de ${kind} ${when} ha sido rechazada.${comment}`,
      };
    case 'cancelled':
      return {
        ...base,
        title: `Ausencia cancelada: ${kind}`,
        message: `Se ha cancelado tu ${kind} ${when}.`,
      };
  }
}

const APPOINTMENT_TIME = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The mechanic's notice of a booking they will attend (made for them, or moved to them): when,
 * what and whose car. One per booking and mechanic.
 */
export function appointmentCreatedText(appointment: AppointmentEventPayload): NotificationText {
  const car = appointment.license_plate ? ` · ${appointment.license_plate}` : '';
  return {
    title: `Nueva cita: ${appointment.service_type}`,
    message: `${APPOINTMENT_TIME.format(new Date(appointment.starts_at))} · ${appointment.customer_name}${car}`,
    link: `/appointments/${appointment.id}`,
    dedupeKey: `appointment_created:${appointment.id}:${appointment.employee_id ?? 'none'}`,
  };
}

/**
 * The desk's notice of a reminder: sent (the customer was reminded by e-mail), or failed for good
 * (call them instead). One per booking, time and outcome.
 */
export function appointmentReminderText(
  appointment: AppointmentEventPayload,
  outcome: 'sent' | 'failed',
): NotificationText {
  const when = APPOINTMENT_TIME.format(new Date(appointment.starts_at));
  return {
    title:
      outcome === 'sent'
        ? `Recordatorio enviado: ${appointment.customer_name}`
        : `No se pudo enviar el recordatorio a ${appointment.customer_name}`,
    message:
      outcome === 'sent'
        ? `Cita de ${appointment.service_type}, ${when}.`
        : `Cita de ${appointment.service_type}, ${when}. Llame al cliente para recordársela.`,
    link: `/appointments/${appointment.id}`,
    dedupeKey: `appointment_reminder:${appointment.id}:${appointment.starts_at}:${outcome}`,
  };
}
