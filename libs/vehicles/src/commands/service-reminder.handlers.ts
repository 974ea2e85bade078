import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ReminderKind } from '@px/contracts';
import {
  CommandTransaction,
  NotFoundError,
  ValidationError,
  VersionConflictError,
} from '@px/platform';
import { ServiceReminder } from '../domain/vehicle.entity';
import { ServiceReminderChanged } from '../events/vehicle.events';
import { loadLiveVehicle } from './vehicle-rules';

export interface ReminderFields {
  kind: ReminderKind;
  description: string;
  due_date?: string | null;
  due_km?: number | null;
}

export const REMINDER_NOT_FOUND = 'El recordatorio no existe.';

/** A reminder is due on a date, at a distance, or both: one of them at least. */
function assertHasDue(fields: ReminderFields): void {
  if (!fields.due_date && (fields.due_km === undefined || fields.due_km === null)) {
    throw new ValidationError([
      {
        field: 'due_date',
        code: 'required',
        message: 'Indica una fecha, unos kilómetros o ambos para el recordatorio.',
      },
    ]);
  }
}

function applyReminderFields(reminder: ServiceReminder, fields: ReminderFields): void {
  reminder.kind = fields.kind;
  reminder.description = fields.description.trim();
  reminder.dueDate = fields.due_date || null;
  reminder.dueKm = fields.due_km ?? null;
}

async function loadReminder(
  em: EntityManager,
  vehicleId: string,
  reminderId: string,
): Promise<ServiceReminder> {
  await loadLiveVehicle(em, vehicleId);
  const reminder = await em.findOne(ServiceReminder, { id: reminderId, vehicleId });
  if (!reminder) throw new NotFoundError(REMINDER_NOT_FOUND);
  return reminder;
}

@Injectable()
export class CreateServiceReminderHandler {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(vehicleId: string, fields: ReminderFields, actorId: string): Promise<string> {
    assertHasDue(fields);
    return this.commands.run(async (em: EntityManager, events) => {
      await loadLiveVehicle(em, vehicleId);
      const reminder = new ServiceReminder();
      reminder.vehicleId = vehicleId;
      reminder.createdBy = actorId;
      applyReminderFields(reminder, fields);
      em.persist(reminder);
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminder.id, action: 'created' },
          actorId,
        ),
      );
      return reminder.id;
    });
  }
}

export interface ReminderUpdate extends ReminderFields {
  done?: boolean;
  version: number;
}

@Injectable()
export class UpdateServiceReminderHandler {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(
    vehicleId: string,
    reminderId: string,
    update: ReminderUpdate,
    actorId: string,
  ): Promise<void> {
    assertHasDue(update);
    await this.commands.run(async (em: EntityManager, events) => {
      const reminder = await loadReminder(em, vehicleId, reminderId);
      if (reminder.version !== update.version) throw new VersionConflictError(reminder.version);
      applyReminderFields(reminder, update);
      const completing = update.done === true && !reminder.doneAt;
      if (update.done !== undefined) {
        reminder.doneAt = update.done ? (reminder.doneAt ?? new Date()) : null;
      }
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminder.id, action: completing ? 'completed' : 'updated' },
          actorId,
        ),
      );
    });
  }
}

@Injectable()
export class DeleteServiceReminderHandler {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(vehicleId: string, reminderId: string, actorId: string): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const reminder = await loadReminder(em, vehicleId, reminderId);
      em.remove(reminder);
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminderId, action: 'deleted' },
          actorId,
        ),
      );
    });
  }
}
