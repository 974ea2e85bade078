import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import {
  type EstimateChannel,
  type EstimateDecision,
  type WorkOrderLineType,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@px/contracts';
import { BaseEntity } from '@px/platform';

/**
 * A work order (orden de trabajo / de reparación): what the customer asked for in their words, the
 * work on one vehicle, its lines, who does it and where it stands. Totals are kept here, rewritten
 * by every command that changes a line, so lists never sum lines.
 */
@Entity({ tableName: 'work_order' })
export class WorkOrder extends BaseEntity {
  /** From work_order_number_seq, allocated by the create command (WO-000123 on screen). */
  @Property()
  number!: number;

  @Property({ length: 200 })
  title!: string;

  /** The customer's complaint in their own words (RD 1457/1986). */
  @Property({ type: 'text' })
  complaint: Opt<string> = '';

  @Property({ type: 'text' })
  requestedWork: Opt<string> = '';

  @Property({ type: 'text' })
  diagnosis: Opt<string> = '';

  @Property({ length: 20 })
  status: Opt<WorkOrderStatus> = 'open';

  @Property({ length: 20 })
  priority: Opt<WorkOrderPriority> = 'normal';

  @Property({ type: 'uuid' })
  customerId!: string;

  @Property({ type: 'uuid', nullable: true })
  vehicleId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  assignedEmployeeId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'integer', nullable: true })
  odometerInKm: number | null = null;

  @Property({ type: 'integer', nullable: true })
  odometerOutKm: number | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  promisedAt: Date | null = null;

  @Property({ length: 20, nullable: true })
  estimateDecision: EstimateDecision | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  estimateDecidedAt: Date | null = null;

  @Property({ length: 20, nullable: true })
  estimateChannel: EstimateChannel | null = null;

  /** The document the estimate decision refers to (an accepted quote: number and revision). */
  @Property({ length: 80, nullable: true })
  estimateReference: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  @Property({ type: 'decimal', precision: 9, scale: 2, runtimeType: 'number' })
  totalPlannedHours: Opt<number> = 0;

  @Property({ type: 'bigint', runtimeType: 'number' })
  baseCents: Opt<number> = 0;

  @Property({ type: 'bigint', runtimeType: 'number' })
  vatCents: Opt<number> = 0;

  @Property({ type: 'bigint', runtimeType: 'number' })
  totalCents: Opt<number> = 0;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  // The customer's and vehicle's labels, kept by the order (its read model): lists and details
  // answer from the order alone. Commands write them; PartyChangesSubscriber follows renames.
  @Property({ type: 'text' })
  customerName: Opt<string> = '';

  @Property({ length: 20, nullable: true })
  licensePlate: string | null = null;

  @Property({ length: 60, nullable: true })
  vehicleMake: string | null = null;

  @Property({ length: 80, nullable: true })
  vehicleModel: string | null = null;

  /** workOrderSearchSource; the database folds it into the indexed search_text. */
  @Property({ type: 'text' })
  searchSource: Opt<string> = '';
}

/** A line of an order: labor (sold hours at a rate), a part, or a fee. */
@Entity({ tableName: 'work_order_line' })
export class WorkOrderLineRecord extends BaseEntity {
  @Property({ type: 'uuid' })
  workOrderId!: string;

  @Property()
  position!: number;

  @Property({ length: 10 })
  type: Opt<WorkOrderLineType> = 'labor';

  @Property({ length: 200 })
  name!: string;

  @Property({ type: 'decimal', precision: 7, scale: 2, runtimeType: 'number' })
  plannedHours: Opt<number> = 0;

  @Property({ type: 'decimal', precision: 10, scale: 3, runtimeType: 'number' })
  quantity: Opt<number> = 1;

  @Property({ type: 'bigint', runtimeType: 'number' })
  unitPriceCents: Opt<number> = 0;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  discountPercent: Opt<number> = 0;

  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  vatPercent: Opt<number> = 21;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  /** A part line's catalogue part (inventory reserves and consumes it); null otherwise. */
  @Property({ type: 'uuid', nullable: true })
  partId: string | null = null;

  // The customer's consent to a line added after the order was agreed (RD 1457/1986: who
  // approved, when and how), set by AddApprovedLinesCommand; null on every other line.
  @Property({ length: 160, nullable: true })
  approvedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @Property({ length: 20, nullable: true })
  approvalChannel: EstimateChannel | null = null;

  @Property({ length: 80, nullable: true })
  approvalReference: string | null = null;

  /** The staff user who recorded the consent (converted the quote). */
  @Property({ type: 'uuid', nullable: true })
  approvalRecordedBy: string | null = null;
}

/** One move of an order's status: from, to, who, when and why. Append-only. */
@Entity({ tableName: 'work_order_status_change' })
export class WorkOrderStatusChangeRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workOrderId!: string;

  @Property({ length: 20, nullable: true })
  fromStatus: WorkOrderStatus | null = null;

  @Property({ length: 20 })
  toStatus!: WorkOrderStatus;

  @Property({ length: 500, nullable: true })
  reason: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'timestamptz' })
  changedAt: Opt<Date> = new Date();
}

/** An order as the command that wrote it holds it: what it answers with, without reading back. */
export interface WrittenWorkOrder {
  order: WorkOrder;
  lines: readonly WorkOrderLineRecord[];
  history: readonly WorkOrderStatusChangeRecord[];
}
