import { ABSENCE_STATUSES, type AbsenceStatus } from '../src/domain/absence-rules';
import { absenceTransitionRefusal, allowedAbsenceTransitions } from '../src/domain/absence-status';

/** The life of a request, written out: every pair not listed here is refused. */
const LEGAL: Record<AbsenceStatus, AbsenceStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

describe('absence request state machine', () => {
  for (const from of ABSENCE_STATUSES) {
    for (const to of ABSENCE_STATUSES) {
      it(`${from} → ${to}`, () => {
        const refusal = absenceTransitionRefusal(from, to);
        if (from === to) expect(refusal).toMatchObject({ code: 'same_status' });
        else if (LEGAL[from].includes(to)) expect(refusal).toBeNull();
        else
          expect(refusal).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      });
    }
  }

  it('offers only the legal moves', () => {
    for (const status of ABSENCE_STATUSES) {
      expect(allowedAbsenceTransitions(status)).toEqual(LEGAL[status]);
    }
  });

  it('says why in Spanish', () => {
    expect(absenceTransitionRefusal('approved', 'approved')).toEqual({
      code: 'same_status',
      message: 'La solicitud ya está aprobada.',
    });
    expect(absenceTransitionRefusal('approved', 'rejected')).toEqual({
      code: 'illegal_transition',
      message: 'No se puede pasar una solicitud de «Aprobada» a «Rechazada».',
    });
    expect(absenceTransitionRefusal('approved', 'pending')).toEqual({
      code: 'illegal_transition',
      message: 'No se puede pasar una solicitud de «Aprobada» a «Pendiente».',
    });
    expect(absenceTransitionRefusal('rejected', 'approved')).toEqual({
      code: 'final_status',
      message: 'Una solicitud rechazada no puede cambiar de estado.',
    });
    expect(absenceTransitionRefusal('cancelled', 'pending')).toEqual({
      code: 'final_status',
      message: 'Una solicitud cancelada no puede cambiar de estado.',
    });
  });
});
