import {
  ESTIMATE_CHANNELS,
  type EstimateChannel,
  type EstimateDecision,
  type WorkOrderLineApproval,
  type WorkOrderStatus,
} from '@px/contracts';
import { frozenLinesRefusal } from './work-order-lines';
import { type WorkOrderRefusal } from './work-order-refusal';

/** The longest name and reference a line's approval keeps (the columns' sizes). */
export const MAX_APPROVER_LENGTH = 160;
export const MAX_APPROVAL_REFERENCE_LENGTH = 80;

/**
 * The customer's consent to lines added to an order (RD 1457/1986: work beyond what was agreed,
 * such as a hidden fault found later, is done only with consent, recording who approved it, when
 * and how): an accepted quote converted into the order, or an extension approved by phone.
 */
export interface LineApproval {
  /** The customer's name as they signed or said it. */
  approvedBy: string;
  approvedAt: Date;
  channel: EstimateChannel;
  /** The document approved (the quote's number and revision); null when there is none. */
  reference: string | null;
}

/** What an order records of an approval that covers its estimate. */
export interface EstimateAcceptance {
  estimateDecision: EstimateDecision;
  estimateDecidedAt: Date;
  estimateChannel: EstimateChannel;
  estimateReference: string | null;
}

/**
 * Why approved lines may not be added: an order whose lines are frozen (completed, cancelled), no
 * line, or an approval that does not say who, how or which document.
 */
export function approvedLinesRefusal(
  status: WorkOrderStatus,
  lineCount: number,
  approval: LineApproval,
): WorkOrderRefusal | null {
  const frozen = frozenLinesRefusal(status);
  if (frozen) return frozen;
  if (lineCount === 0) {
    return {
      kind: 'invalid',
      field: 'items',
      code: 'required',
      message: 'No hay líneas aprobadas que añadir a la orden.',
    };
  }
  const approver = approval.approvedBy.trim();
  if (approver.length < 2 || approver.length > MAX_APPROVER_LENGTH) {
    return {
      kind: 'invalid',
      field: 'approved_by',
      code: 'length',
      message: 'Indica el nombre de quien aprueba los trabajos.',
    };
  }
  if (!(ESTIMATE_CHANNELS as readonly string[]).includes(approval.channel)) {
    return {
      kind: 'invalid',
      field: 'channel',
      code: 'isIn',
      message: 'Indica cómo aprobó el cliente los trabajos.',
    };
  }
  if ((approval.reference?.length ?? 0) > MAX_APPROVAL_REFERENCE_LENGTH) {
    return {
      kind: 'invalid',
      field: 'reference',
      code: 'maxLength',
      message: `La referencia admite como mucho ${MAX_APPROVAL_REFERENCE_LENGTH} caracteres.`,
    };
  }
  if (Number.isNaN(approval.approvedAt.getTime())) {
    return {
      kind: 'invalid',
      field: 'approved_at',
      code: 'isDate',
      message: 'Indica cuándo aprobó el cliente los trabajos.',
    };
  }
  return null;
}

/** The order's estimate decision after the approval: accepted, dated, by that channel, that document. */
export function estimateAcceptanceOf(approval: LineApproval): EstimateAcceptance {
  return {
    estimateDecision: 'accepted',
    estimateDecidedAt: approval.approvedAt,
    estimateChannel: approval.channel,
    estimateReference: approval.reference,
  };
}

/** A line's approval columns as the API shows them (null: a line nobody had to approve). */
export function lineApprovalView(line: {
  approvedBy: string | null;
  approvedAt: Date | string | null;
  approvalChannel: EstimateChannel | null;
  approvalReference: string | null;
}): WorkOrderLineApproval | null {
  if (!line.approvedBy || !line.approvedAt || !line.approvalChannel) return null;
  return {
    approved_by: line.approvedBy,
    approved_at: new Date(line.approvedAt).toISOString(),
    channel: line.approvalChannel,
    reference: line.approvalReference,
  };
}
