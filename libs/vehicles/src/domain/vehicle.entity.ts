import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { type Fuel, type ReminderKind } from '@px/contracts';
import { BaseEntity } from '@px/platform';

/**
 * A vehicle the workshop has seen. The plate is stored as printed (`licensePlate`) and normalised
 * for search and uniqueness (`plateNormalized`, unique per country among live vehicles). The
 * odometer fields mirror the latest reading; the readings themselves are `OdometerReading` rows.
 */
@Entity({ tableName: 'vehicle' })
export class Vehicle extends BaseEntity {
  @Property({ length: 20 })
  licensePlate!: string;

  @Property({ length: 12 })
  plateNormalized!: string;

  @Property({ length: 2 })
  plateCountry: Opt<string> = 'ES';

  @Property({ length: 20 })
  plateFormat!: string;

  @Property({ length: 17, nullable: true })
  vin: string | null = null;

  @Property({ length: 60 })
  make!: string;

  @Property({ length: 80 })
  model!: string;

  /** Trim or version (`1.5 TSI Style`): `version` is the optimistic-lock column. */
  @Property({ length: 120 })
  vehicleVersion: Opt<string> = '';

  @Property({ type: 'smallint', nullable: true })
  year: number | null = null;

  @Property({ length: 20, nullable: true })
  fuel: Fuel | null = null;

  @Property({ length: 40 })
  colour: Opt<string> = '';

  @Property({ length: 60 })
  engine: Opt<string> = '';

  /** The current owner. */
  @Property({ type: 'uuid', nullable: true })
  customerId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  odometerKm: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  odometerReadAt: Date | null = null;

  @Property({ type: 'date', nullable: true })
  nextItvDate: string | null = null;

  @Property({ type: 'text' })
  notes: Opt<string> = '';

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;
}

/** A reading of the odometer. Never lower than the previous one unless it is a correction with a reason. */
@Entity({ tableName: 'odometer_reading' })
export class OdometerReading {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vehicleId!: string;

  @Property({ type: 'integer' })
  km!: number;

  @Property({ type: 'timestamptz' })
  readAt!: Date;

  /** Where the reading came from: `manual`, `import`, later `work_order` and `reception`. */
  @Property({ length: 20 })
  source: Opt<string> = 'manual';

  @Property()
  isCorrection: Opt<boolean> = false;

  @Property({ length: 300, nullable: true })
  reason: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}

/** Who owned the vehicle from when to when; the open row (`toAt` null) is the current owner. */
@Entity({ tableName: 'vehicle_ownership' })
export class VehicleOwnership {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vehicleId!: string;

  @Property({ type: 'uuid' })
  customerId!: string;

  @Property({ type: 'timestamptz' })
  fromAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  toAt: Date | null = null;

  @Property({ length: 300, nullable: true })
  reason: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;
}

/** A reminder due on a date, at a distance, or whichever comes first. */
@Entity({ tableName: 'service_reminder' })
export class ServiceReminder extends BaseEntity {
  @Property({ type: 'uuid' })
  vehicleId!: string;

  @Property({ length: 20 })
  kind!: ReminderKind;

  @Property({ length: 200 })
  description!: string;

  @Property({ type: 'date', nullable: true })
  dueDate: string | null = null;

  @Property({ type: 'integer', nullable: true })
  dueKm: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  doneAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;
}

/**
 * One fact in a vehicle's history (the read model behind GET /api/vehicles/{id}/history), written
 * by event subscribers: unique per (source, kind), so a subscriber running twice writes it once.
 */
@Entity({ tableName: 'vehicle_history_entry' })
export class VehicleHistoryEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vehicleId!: string;

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;

  @Property({ length: 40 })
  kind!: string;

  @Property({ length: 200 })
  title!: string;

  @Property({ type: 'json' })
  details: Opt<Record<string, unknown>> = {};

  @Property({ length: 40 })
  sourceType!: string;

  @Property({ type: 'uuid' })
  sourceId!: string;
}
