import { type WorkshopProfile } from '../queries/workshop-profile.query';

/** The workshop's address on one line, as customer e-mails and documents print it. */
export function workshopAddress(
  profile: Pick<WorkshopProfile, 'address_line' | 'postal_code' | 'city'>,
): string {
  const place = [profile.postal_code, profile.city].filter(Boolean).join(' ');
  return [profile.address_line, place].filter(Boolean).join(', ');
}
