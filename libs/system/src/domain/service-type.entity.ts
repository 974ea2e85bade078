import { Entity, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

/** A kind of job the workshop offers (revisión, frenos, …): appointments and orders pick one. */
@Entity({ tableName: 'service_type' })
export class ServiceType extends BaseEntity {
  /** Stable key of a default type ("oil_change"), so setup knows what already exists. */
  @Property({ length: 40, unique: true })
  code!: string;

  @Property({ length: 100 })
  name!: string;

  @Property()
  sortOrder: Opt<number> = 0;

  /** What an appointment of this type takes by default (minutes). */
  @Property()
  durationMinutes: Opt<number> = 60;

  @Property()
  active: Opt<boolean> = true;
}

/** The basic list a new workshop starts with (issue 6). */
export const DEFAULT_SERVICE_TYPES: readonly {
  code: string;
  name: string;
  durationMinutes: number;
}[] = [
  { code: 'service', name: 'Revisión', durationMinutes: 120 },
  { code: 'oil_change', name: 'Cambio de aceite', durationMinutes: 45 },
  { code: 'brakes', name: 'Frenos', durationMinutes: 90 },
  { code: 'tyres', name: 'Neumáticos', durationMinutes: 45 },
  { code: 'diagnosis', name: 'Diagnosis', durationMinutes: 60 },
  { code: 'electrical', name: 'Electricidad', durationMinutes: 90 },
  { code: 'bodywork_paint', name: 'Chapa y pintura', durationMinutes: 240 },
  { code: 'itv_precheck', name: 'ITV pre-check', durationMinutes: 45 },
  { code: 'air_conditioning', name: 'Aire acondicionado', durationMinutes: 60 },
];
