import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { ensureDefaultServiceTypes } from '../commands/default-service-types';
import { Workshop } from '../domain/workshop.entity';

/** The demo workshop: a plausible Madrid garage with a valid CIF and a registry number. */
export const DEMO_WORKSHOP = {
  name: 'Talleres PX Motor',
  legalName: 'PX Motor Servicios del Automóvil, S.L.',
  nif: 'B86561412',
  addressLine: 'Calle de la Mecánica, 27, Polígono Industrial Las Arenas',
  postalCode: '28906',
  city: 'Getafe',
  province: 'Madrid',
  country: 'ES',
  phone: '+34 916 123 456',
  email: 'taller@pxmotor.example',
  registryNumber: 'RTI-28-004512',
} as const;

export class DemoWorkshopSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    // The demo workshop is set up: its service types exist (first-run setup would add them).
    await ensureDefaultServiceTypes(em);
    const existing = await em.count(Workshop, {});
    if (existing > 0) return;
    em.create(Workshop, { ...DEMO_WORKSHOP });
    await em.flush();
  }
}
