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

  @Property()
  active: Opt<boolean> = true;
}

/** The basic list a new workshop starts with (issue 6). */
export const DEFAULT_SERVICE_TYPES: readonly { code: string; name: string }[] = [
  { code: 'service', name: 'Revisión' },
  { code: 'oil_change', name: 'Cambio de aceite' },
  { code: 'brakes', name: 'Frenos' },
  { code: 'tyres', name: 'Neumáticos' },
  { code: 'diagnosis', name: 'Diagnosis' },
  { code: 'electrical', name: 'Electricidad' },
  { code: 'bodywork_paint', name: 'Chapa y pintura' },
  { code: 'itv_precheck', name: 'ITV pre-check' },
  { code: 'air_conditioning', name: 'Aire acondicionado' },
];
