import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AnnouncementAdmin } from '@px/contracts';
import { AnnouncementsReader } from './announcements-reader';

/** Every announcement, newest first, with how many read or dismissed it (administrators). */
export class ListAnnouncementsQuery extends Query<AnnouncementAdmin[]> {}

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<
  ListAnnouncementsQuery,
  AnnouncementAdmin[]
> {
  constructor(private readonly reader: AnnouncementsReader) {}

  execute(): Promise<AnnouncementAdmin[]> {
    return this.reader.all();
  }
}
