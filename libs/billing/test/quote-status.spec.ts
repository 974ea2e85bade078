import {
  QUOTE_STATUSES,
  type QuoteStatus,
  allowedQuoteTransitions,
  decideQuoteEdit,
  refuseQuoteTransition,
} from '../src/domain/quote-status';

const LEGAL: Record<QuoteStatus, QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['accepted', 'partially_accepted', 'rejected', 'expired'],
  accepted: [],
  partially_accepted: [],
  rejected: [],
  expired: [],
};

describe('quote state machine', () => {
  for (const from of QUOTE_STATUSES) {
    for (const to of QUOTE_STATUSES) {
      it(`${from} → ${to}`, () => {
        const refusal = refuseQuoteTransition(from, to);
        if (from === to) expect(refusal).toMatchObject({ kind: 'same' });
        else if (LEGAL[from].includes(to)) expect(refusal).toBeNull();
        else expect(refusal).toMatchObject({ kind: 'illegal', message: expect.any(String) });
      });
    }
  }

  it('offers only the legal moves and says why in Spanish', () => {
    for (const status of QUOTE_STATUSES) {
      expect(allowedQuoteTransitions(status)).toEqual(LEGAL[status]);
    }
    expect(refuseQuoteTransition('draft', 'accepted')?.message).toBe(
      'No se puede pasar un presupuesto de «Borrador» a «Aceptado».',
    );
  });
});

describe('editing a quote', () => {
  it('changes a draft in place', () => {
    expect(decideQuoteEdit('draft', 1)).toEqual({ kind: 'in_place' });
    expect(decideQuoteEdit('draft', 3)).toEqual({ kind: 'in_place' });
  });

  it('makes revision n + 1 once the customer has seen it', () => {
    expect(decideQuoteEdit('sent', 1)).toEqual({ kind: 'new_revision', revision: 2 });
    expect(decideQuoteEdit('expired', 2)).toEqual({ kind: 'new_revision', revision: 3 });
    expect(decideQuoteEdit('rejected', 1)).toEqual({ kind: 'new_revision', revision: 2 });
  });

  it('refuses to edit an accepted quote', () => {
    for (const status of ['accepted', 'partially_accepted'] as const) {
      expect(decideQuoteEdit(status, 1)).toEqual({
        kind: 'refused',
        message: 'Un presupuesto aceptado no se puede modificar: crea un presupuesto nuevo.',
      });
    }
    expect(() => decideQuoteEdit('draft', 0)).toThrow(RangeError);
  });
});
