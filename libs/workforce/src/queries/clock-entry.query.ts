import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ClockEntryView } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { CLOCK_ENTRY_NOT_FOUND } from '../commands/clock-review';
import { ClockEntriesReader, entryView } from './clock-entries-reader';

/** One entry with its breaks, totals and review (the answer to a confirmation). */
export class GetClockEntryQuery extends Query<ClockEntryView> {
  constructor(
    readonly id: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetClockEntryQuery)
export class GetClockEntryHandler implements IQueryHandler<GetClockEntryQuery, ClockEntryView> {
  constructor(private readonly reader: ClockEntriesReader) {}

  async execute({ id, now }: GetClockEntryQuery): Promise<ClockEntryView> {
    const entry = await this.reader.byId(id);
    if (!entry) throw new NotFoundError(CLOCK_ENTRY_NOT_FOUND);
    return entryView(entry, now);
  }
}
