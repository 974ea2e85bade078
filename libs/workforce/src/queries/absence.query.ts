import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AbsenceView } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { ABSENCE_NOT_FOUND } from '../domain/absence-access';
import { AbsencesReader } from './absences-reader';

/** One absence request (what the writes answer), or 404. Whoever asks was checked before. */
export class GetAbsenceQuery extends Query<AbsenceView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetAbsenceQuery)
export class GetAbsenceHandler implements IQueryHandler<GetAbsenceQuery, AbsenceView> {
  constructor(private readonly reader: AbsencesReader) {}

  async execute({ id }: GetAbsenceQuery): Promise<AbsenceView> {
    const absence = await this.reader.get(id);
    if (!absence) throw new NotFoundError(ABSENCE_NOT_FOUND);
    return absence;
  }
}
