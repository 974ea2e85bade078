import { type ClockCorrectionView, type ClockTimes } from '@px/contracts';

/** A correction as its SQL reads it. */
export interface CorrectionRow {
  id: string;
  clock_entry_id: string;
  employee_id: string;
  employee_name: string;
  before: ClockTimes;
  after: ClockTimes;
  reason: string;
  author_user_id: string;
  author_name: string | null;
  created_at: Date;
}

export const CORRECTION_COLUMNS = `c.id, c.clock_entry_id, c.employee_id,
       trim(m.first_name || ' ' || m.last_name) as employee_name,
       c.before, c.after, c.reason, c.author_user_id, c.author_name, c.created_at`;

export function correctionView(row: CorrectionRow): ClockCorrectionView {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
