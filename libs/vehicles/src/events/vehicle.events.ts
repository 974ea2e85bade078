import { DomainEvent } from '@px/platform';

export class VehicleCreated extends DomainEvent<{
  license_plate: string;
  customer_id: string | null;
}> {
  static readonly TYPE = 'VehicleCreated';
  readonly type = VehicleCreated.TYPE;
  readonly aggregateType = 'vehicle';
}

export class VehicleUpdated extends DomainEvent<{ changed: string[] }> {
  static readonly TYPE = 'VehicleUpdated';
  readonly type = VehicleUpdated.TYPE;
  readonly aggregateType = 'vehicle';
}

export class VehicleDeleted extends DomainEvent<Record<string, never>> {
  static readonly TYPE = 'VehicleDeleted';
  readonly type = VehicleDeleted.TYPE;
  readonly aggregateType = 'vehicle';
}

export class VehicleOwnerChanged extends DomainEvent<{
  ownership_id: string;
  from_customer_id: string | null;
  to_customer_id: string | null;
  reason: string | null;
}> {
  static readonly TYPE = 'VehicleOwnerChanged';
  readonly type = VehicleOwnerChanged.TYPE;
  readonly aggregateType = 'vehicle';
}

export class OdometerRecorded extends DomainEvent<{
  reading_id: string;
  km: number;
  read_at: string;
  is_correction: boolean;
  reason: string | null;
  source: string;
}> {
  static readonly TYPE = 'OdometerRecorded';
  readonly type = OdometerRecorded.TYPE;
  readonly aggregateType = 'vehicle';
}

export class ServiceReminderChanged extends DomainEvent<{
  reminder_id: string;
  action: 'created' | 'updated' | 'completed' | 'deleted';
}> {
  static readonly TYPE = 'ServiceReminderChanged';
  readonly type = ServiceReminderChanged.TYPE;
  readonly aggregateType = 'vehicle';
}
