import { taxIdKind } from '@px/contracts';
import { DEMO_WORKSHOP } from '../src/seeders/demo-workshop.seeder';

describe('the demo workshop', () => {
  it('is seeded with a valid CIF', () => {
    expect(taxIdKind(DEMO_WORKSHOP.nif)).toBe('cif');
  });
});
