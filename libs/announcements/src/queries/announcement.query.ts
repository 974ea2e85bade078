import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AnnouncementAdmin } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { ANNOUNCEMENT_NOT_FOUND } from '../domain/announcement-rules';
import { AnnouncementsReader } from './announcements-reader';

/** One announcement as its editor sees it; a missing or deleted one is a NotFoundError. */
export class GetAnnouncementQuery extends Query<AnnouncementAdmin> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetAnnouncementQuery)
export class GetAnnouncementHandler implements IQueryHandler<
  GetAnnouncementQuery,
  AnnouncementAdmin
> {
  constructor(private readonly reader: AnnouncementsReader) {}

  async execute({ id }: GetAnnouncementQuery): Promise<AnnouncementAdmin> {
    const found = await this.reader.get(id);
    if (!found) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
    return found;
  }
}
