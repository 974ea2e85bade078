import { ANNOUNCEMENTS_CATALOGUE } from './announcements.catalogue';
import { defineModule } from '@px/platform';
import { AnnouncementReceiptRecord, AnnouncementRecord } from './domain/announcement.entity';
import { AnnouncementsModule } from './announcements.module';

/** "Novedades": what changed in the app, shown once to each user. */
export const ANNOUNCEMENTS_MANIFEST = defineModule({
  name: 'announcements',
  module: AnnouncementsModule,
  access: ANNOUNCEMENTS_CATALOGUE,
  entities: [AnnouncementRecord, AnnouncementReceiptRecord],
});
