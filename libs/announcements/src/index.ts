import { AnnouncementReceiptRecord, AnnouncementRecord } from './domain/announcement.entity';

export * from './domain/announcement.entity';
export * from './domain/announcement-rules';
export * from './announcements.module';

export const ANNOUNCEMENTS_ENTITIES = [AnnouncementRecord, AnnouncementReceiptRecord];
