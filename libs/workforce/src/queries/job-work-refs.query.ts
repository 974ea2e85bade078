import { Query } from '@nestjs/cqrs';

/** A work order as a worker's history names it. */
export interface JobWorkOrderRef {
  id: string;
  /** 'WO-000123'. */
  number: string;
  title: string;
  license_plate: string | null;
}

/** A work order's line as a worker's history names it. */
export interface JobWorkLineRef {
  id: string;
  name: string;
}

/** What GetJobWorkRefsQuery answers: the orders and lines that still exist, in any order. */
export interface JobWorkRefs {
  orders: JobWorkOrderRef[];
  lines: JobWorkLineRef[];
}

/**
 * The numbers, titles and plates of these work orders and the names of these lines, for the job
 * hours of a worker's history (/time-tracking). Declared here (the time clock asks), answered by
 * the work-orders lib, which owns them; a deleted order is still named (the hours were worked).
 */
export class GetJobWorkRefsQuery extends Query<JobWorkRefs> {
  constructor(
    readonly orderIds: readonly string[],
    readonly lineIds: readonly string[],
  ) {
    super();
  }
}
