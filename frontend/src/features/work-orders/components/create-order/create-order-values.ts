import type { EstimateChannel, EstimateDecision, WorkOrderPriority } from '@px/contracts';
import type { Dayjs } from 'dayjs';

/** The create-order dialog's form values. */
export interface CreateOrderValues {
  customer_id?: string;
  vehicle_id?: string;
  title: string;
  complaint?: string;
  requested_work?: string;
  priority: WorkOrderPriority;
  assigned_employee_id?: string;
  promised_at?: Dayjs;
  odometer_in_km?: number;
  estimate_decision: EstimateDecision | 'pending';
  estimate_channel?: EstimateChannel;
}
