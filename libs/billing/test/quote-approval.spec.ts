import {
  type QuoteForApproval,
  approvalStatus,
  decideQuoteAnswer,
} from '../src/domain/quote-approval';

const quote: QuoteForApproval = {
  status: 'sent',
  revision: 2,
  validUntil: '2026-01-16',
  lineIds: ['labor', 'pads', 'discs'],
};
const today = '2026-01-10';
const answer = (accepted: string[], revision = 2) => ({
  revision,
  decisions: quote.lineIds.map((lineId) => ({ lineId, accepted: accepted.includes(lineId) })),
});

describe('quote approval', () => {
  it('decides the status from the lines: all, some or none accepted', () => {
    expect(decideQuoteAnswer(quote, answer(['labor', 'pads', 'discs']), today)).toEqual({
      kind: 'decided',
      status: 'accepted',
      acceptedLineIds: ['labor', 'pads', 'discs'],
      rejectedLineIds: [],
    });
    expect(decideQuoteAnswer(quote, answer(['labor', 'pads']), today)).toEqual({
      kind: 'decided',
      status: 'partially_accepted',
      acceptedLineIds: ['labor', 'pads'],
      rejectedLineIds: ['discs'],
    });
    expect(decideQuoteAnswer(quote, answer([]), today)).toMatchObject({
      kind: 'decided',
      status: 'rejected',
    });
    expect(approvalStatus(1, 1)).toBe('accepted');
  });

  it('belongs to the current revision only', () => {
    expect(decideQuoteAnswer(quote, answer(['labor'], 1), today)).toEqual({
      kind: 'refused',
      refusal: {
        kind: 'stale_revision',
        message: 'El presupuesto ha cambiado desde que lo viste: revisa la versión actual.',
      },
    });
    // the revision being prepared is a draft: the customer's older link is stale, not "unsent"
    expect(
      decideQuoteAnswer({ ...quote, status: 'draft', revision: 3 }, answer(['labor']), today),
    ).toMatchObject({ refusal: { kind: 'stale_revision' } });
  });

  it('is taken only while sent and valid', () => {
    expect(decideQuoteAnswer(quote, answer(['labor']), '2026-01-16')).toMatchObject({
      kind: 'decided',
    });
    expect(decideQuoteAnswer(quote, answer(['labor']), '2026-01-17')).toEqual({
      kind: 'refused',
      refusal: {
        kind: 'expired',
        message: 'Este presupuesto era válido hasta el 16/01/2026: pide al taller uno actualizado.',
      },
    });
    expect(
      decideQuoteAnswer({ ...quote, status: 'expired' }, answer(['labor']), today),
    ).toMatchObject({ refusal: { kind: 'expired' } });
    for (const status of ['accepted', 'partially_accepted', 'rejected'] as const) {
      expect(decideQuoteAnswer({ ...quote, status }, answer(['labor']), today)).toMatchObject({
        refusal: { kind: 'not_sent', message: 'Este presupuesto ya tiene respuesta.' },
      });
    }
    expect(
      decideQuoteAnswer({ ...quote, status: 'draft' }, answer(['labor']), today),
    ).toMatchObject({
      refusal: { kind: 'not_sent', message: 'El presupuesto aún no se ha enviado al cliente.' },
    });
  });

  it('answers every line of the revision exactly once', () => {
    const outcome = decideQuoteAnswer(
      quote,
      {
        revision: 2,
        decisions: [
          { lineId: 'labor', accepted: true },
          { lineId: 'labor', accepted: false },
          { lineId: 'wipers', accepted: true },
        ],
      },
      today,
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      problems: [
        {
          field: 'decisions.1.line_id',
          code: 'duplicate',
          message: 'Cada línea se acepta o se rechaza una sola vez.',
        },
        {
          field: 'decisions.2.line_id',
          code: 'unknownLine',
          message: 'Esa línea no pertenece a esta versión del presupuesto.',
        },
        {
          field: 'decisions',
          code: 'incomplete',
          message: 'Indica si aceptas o rechazas cada línea del presupuesto.',
        },
      ],
    });
  });
});
