import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AbsenceView, type Paginated } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { type AbsenceActor, absenceReadScope } from '../domain/absence-access';
import { absenceRangeErrors } from '../domain/absence-calendar';
import { type AbsenceListFilter, AbsencesReader } from './absences-reader';
import { scopeRefusalError } from './absence-scope';

export { type AbsenceListFilter } from './absences-reader';

/**
 * A page of absence requests (GET /api/absences): the employee asked for, or everyone's when none
 * is (absenceReadScope: a worker reads only their own), by status, kind and dates.
 */
export class ListAbsencesQuery extends Query<Paginated<AbsenceView>> {
  constructor(
    readonly actor: AbsenceActor,
    readonly requestedEmployeeId: string | null,
    readonly filter: Omit<AbsenceListFilter, 'employeeId'>,
  ) {
    super();
  }
}

@QueryHandler(ListAbsencesQuery)
export class ListAbsencesHandler implements IQueryHandler<
  ListAbsencesQuery,
  Paginated<AbsenceView>
> {
  constructor(private readonly reader: AbsencesReader) {}

  async execute({
    actor,
    requestedEmployeeId,
    filter,
  }: ListAbsencesQuery): Promise<Paginated<AbsenceView>> {
    const errors = absenceRangeErrors(filter.from, filter.to);
    if (errors.length) throw new ValidationError(errors);
    const scope = absenceReadScope(actor, requestedEmployeeId);
    if (!scope.allowed) throw scopeRefusalError(scope);
    return this.reader.list({ ...filter, employeeId: scope.employeeId });
  }
}
