import type { AbsenceView } from '@px/contracts';
import { Typography } from 'antd';
import { useAbsenceText } from './absence-text';

/**
 * Who decided and what they said ("Javier Ruiz: «Disfrútalas»"), or that a manager recorded it;
 * nothing while pending.
 */
export function DecisionNote({ absence }: { absence: AbsenceView }) {
  const { t } = useAbsenceText();
  if (absence.status === 'pending' || absence.status === 'cancelled') {
    return absence.reason ? (
      <Typography.Text type="secondary">{absence.reason}</Typography.Text>
    ) : null;
  }
  // Asked and decided by the same account: a manager recorded it (a sick leave phoned in).
  const recorded = absence.requested_by === absence.decided_by;
  const name = absence.decided_by_name ?? '—';
  const note = absence.decision_comment
    ? t('absences.decidedBy', { name, comment: absence.decision_comment })
    : recorded
      ? t('absences.recordedBy', { name })
      : t('absences.decidedByNoComment', { name });
  return (
    <Typography.Text type="secondary" data-testid="absence-decision">
      {note}
    </Typography.Text>
  );
}
