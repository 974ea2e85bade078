import { type LocalDate, type QuoteStatus, isoWeekday } from '@px/contracts';
import { type FieldProblem, type Refusal } from './field-problem';
import { type IsWorkingDay, earliestValidUntil, quoteValidityProblems } from './quote-validity';

/**
 * "Días hábiles" as the consumer rules count them: Monday to Friday, without the workshop's
 * holidays (national, its community's and its town's, from the work calendar).
 */
export function weekdaysWithout(holidays: ReadonlySet<LocalDate>): IsWorkingDay {
  return (date) => isoWeekday(date) <= 5 && !holidays.has(date);
}

/**
 * Sending: a draft is frozen as the revision the customer sees; a quote already sent may be sent
 * again (the same revision, a new link: the customer lost the e-mail). Anything answered, expired
 * or rejected is edited first (a new revision).
 */
export function sendRefusal(status: QuoteStatus): Refusal<'not_sendable'> | null {
  if (status === 'draft' || status === 'sent') return null;
  return {
    kind: 'not_sendable',
    message:
      status === 'expired' || status === 'rejected'
        ? 'Este presupuesto ya no está vigente: modifícalo para enviar una nueva revisión.'
        : 'Este presupuesto ya tiene respuesta del cliente: no se puede volver a enviar.',
  };
}

/**
 * The validity a revision is sent with: the one the office chose, when it is at least 12 working
 * days from today (RD 1457/1986 art. 14), or the earliest legal date when it chose none.
 */
export function validUntilOnSending(
  today: LocalDate,
  chosen: LocalDate | null,
  isWorkingDay: IsWorkingDay,
): { validUntil: LocalDate } | { problems: FieldProblem[] } {
  if (chosen === null) return { validUntil: earliestValidUntil(today, isWorkingDay) };
  const problems = quoteValidityProblems(today, chosen, isWorkingDay);
  return problems.length ? { problems } : { validUntil: chosen };
}
