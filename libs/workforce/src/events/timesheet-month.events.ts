import { TIMESHEET_MONTH_EVENT, type TimesheetMonthPayload } from '@px/contracts';
import { DomainEvent } from '@px/platform';

/** A month of the register, closed for payroll or reopened; its aggregate is the timesheet_month row. */
abstract class TimesheetMonthEvent extends DomainEvent<TimesheetMonthPayload> {
  readonly aggregateType = 'timesheet_month';
}

/** A month was closed: its entries accept no correction until it is reopened. */
export class MonthClosed extends TimesheetMonthEvent {
  static readonly TYPE = TIMESHEET_MONTH_EVENT.MonthClosed;
  readonly type = MonthClosed.TYPE;
}

/** A closed month was reopened (the closing stays in its history). */
export class MonthReopened extends TimesheetMonthEvent {
  static readonly TYPE = TIMESHEET_MONTH_EVENT.MonthReopened;
  readonly type = MonthReopened.TYPE;
}
