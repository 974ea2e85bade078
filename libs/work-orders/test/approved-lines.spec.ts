import {
  type LineApproval,
  approvedLinesRefusal,
  estimateAcceptanceOf,
  lineApprovalView,
} from '../src/domain/approved-lines';

const AT = new Date('2026-03-10T09:30:00Z');
const approval = (fields: Partial<LineApproval> = {}): LineApproval => ({
  approvedBy: 'Rosa Cliente',
  approvedAt: AT,
  channel: 'signed_document',
  reference: 'P-2026-00012 rev. 2',
  ...fields,
});

describe('approved lines (RD 1457/1986: consent to work beyond what was agreed)', () => {
  it('are added to an order whose lines are not frozen, with who, when and how', () => {
    for (const status of ['open', 'in_progress', 'on_hold'] as const) {
      expect(approvedLinesRefusal(status, 2, approval())).toBeNull();
    }
    for (const status of ['completed', 'cancelled'] as const) {
      expect(approvedLinesRefusal(status, 2, approval())).toMatchObject({ kind: 'conflict' });
    }
  });

  it('refuse no lines, a nameless approver, an unknown channel and a long reference', () => {
    expect(approvedLinesRefusal('open', 0, approval())).toMatchObject({
      kind: 'invalid',
      field: 'items',
      message: 'No hay líneas aprobadas que añadir a la orden.',
    });
    expect(approvedLinesRefusal('open', 1, approval({ approvedBy: ' R ' }))).toMatchObject({
      field: 'approved_by',
      message: 'Indica el nombre de quien aprueba los trabajos.',
    });
    expect(
      approvedLinesRefusal('open', 1, approval({ channel: 'fax' as LineApproval['channel'] })),
    ).toMatchObject({ field: 'channel' });
    expect(approvedLinesRefusal('open', 1, approval({ reference: 'x'.repeat(81) }))).toMatchObject({
      field: 'reference',
    });
    expect(
      approvedLinesRefusal('open', 1, approval({ approvedAt: new Date('nope') })),
    ).toMatchObject({ field: 'approved_at' });
  });

  it('make the estimate decision "accepted", dated and referenced as the approval', () => {
    expect(estimateAcceptanceOf(approval({ channel: 'phone', reference: null }))).toEqual({
      estimateDecision: 'accepted',
      estimateDecidedAt: AT,
      estimateChannel: 'phone',
      estimateReference: null,
    });
  });

  it('show a line approval only when whole', () => {
    const columns = {
      approvedBy: 'Rosa Cliente',
      approvedAt: '2026-03-10T09:30:00.000Z',
      approvalChannel: 'in_person' as const,
      approvalReference: 'P-2026-00012 rev. 1',
    };
    expect(lineApprovalView(columns)).toEqual({
      approved_by: 'Rosa Cliente',
      approved_at: '2026-03-10T09:30:00.000Z',
      channel: 'in_person',
      reference: 'P-2026-00012 rev. 1',
    });
    expect(lineApprovalView({ ...columns, approvedAt: null })).toBeNull();
    expect(
      lineApprovalView({
        approvedBy: null,
        approvedAt: null,
        approvalChannel: null,
        approvalReference: null,
      }),
    ).toBeNull();
  });
});
