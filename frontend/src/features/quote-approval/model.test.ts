import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  type AnswerDraft,
  type PublicQuoteLine,
  acceptedTotals,
  answerBody,
  answerProblems,
  decideAll,
  decisionsOfAnswer,
  linkFailureOf,
  unansweredLineIds,
} from './model';

const line = (id: string, fields: Partial<PublicQuoteLine> = {}): PublicQuoteLine => ({
  id,
  position: 1,
  type: 'labor',
  description: `Línea ${id}`,
  quantity: 1,
  unit_price_cents: 1_000,
  discount_percent: 0,
  vat_percent: 21,
  base_cents: 1_000,
  decision: null,
  ...fields,
});

// The API test's quote: 1,5 h × 45 €, a part at 60,50 € less 10 %, 3 € of waste at 10 % VAT.
const LINES = [
  line('a', { quantity: 1.5, unit_price_cents: 4_500, base_cents: 6_750 }),
  line('b', { type: 'part', unit_price_cents: 6_050, discount_percent: 10, base_cents: 5_445 }),
  line('c', { type: 'other', unit_price_cents: 300, vat_percent: 10, base_cents: 300 }),
];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const draft = (fields: Partial<AnswerDraft> = {}): AnswerDraft => ({
  decisions: { a: true, b: true, c: false },
  signerName: 'Rosa López',
  signaturePng: PNG,
  ...fields,
});

describe('acceptedTotals', () => {
  it('is the whole quote when every line is accepted (VAT per rate, rounded once: 150,86 €)', () => {
    expect(acceptedTotals(LINES, decideAll(LINES, true))).toEqual({
      acceptedCount: 3,
      baseCents: 12_495,
      vatCents: 2_591,
      totalCents: 15_086,
    });
  });

  it('counts only the accepted lines', () => {
    // 67,50 + 54,45 = 121,95 € at 21 %: 25,6095 → 25,61 €.
    expect(acceptedTotals(LINES, { a: true, b: true, c: false })).toEqual({
      acceptedCount: 2,
      baseCents: 12_195,
      vatCents: 2_561,
      totalCents: 14_756,
    });
  });

  it('rounds the VAT of a rate once over its whole base, not line by line', () => {
    // 0,50 € × 2 lines at 21 %: 0,105 + 0,105 would round to 0,22 €; over 1,00 € it is 0,21 €.
    const halves = [line('x', { base_cents: 50 }), line('y', { base_cents: 50 })];
    expect(acceptedTotals(halves, decideAll(halves, true)).vatCents).toBe(21);
  });

  it('is zero with nothing accepted or nothing chosen', () => {
    const zero = { acceptedCount: 0, baseCents: 0, vatCents: 0, totalCents: 0 };
    expect(acceptedTotals(LINES, {})).toEqual(zero);
    expect(acceptedTotals(LINES, decideAll(LINES, false))).toEqual(zero);
  });
});

describe('answerProblems', () => {
  it('has none for a complete answer', () => {
    expect(answerProblems(LINES, draft())).toEqual([]);
  });

  it('asks for a choice on every line', () => {
    const partial = draft({ decisions: { a: true } });
    expect(answerProblems(LINES, partial)).toEqual(['decisions']);
    expect(unansweredLineIds(LINES, partial.decisions)).toEqual(['b', 'c']);
  });

  it('requires the signer’s name (2 to 160 characters, trimmed)', () => {
    expect(answerProblems(LINES, draft({ signerName: '' }))).toEqual(['signerName']);
    expect(answerProblems(LINES, draft({ signerName: '  R  ' }))).toEqual(['signerName']);
    expect(answerProblems(LINES, draft({ signerName: 'x'.repeat(161) }))).toEqual(['signerName']);
    expect(answerProblems(LINES, draft({ signerName: ' Ro ' }))).toEqual([]);
  });

  it('requires the drawn signature', () => {
    expect(answerProblems(LINES, draft({ signaturePng: null }))).toEqual(['signature']);
  });

  it('lists every problem of an empty answer, in the page’s order', () => {
    expect(answerProblems(LINES, { decisions: {}, signerName: '', signaturePng: null })).toEqual([
      'decisions',
      'signerName',
      'signature',
    ]);
  });

  it('accepts rejecting everything (the quote is then rejected)', () => {
    expect(answerProblems(LINES, draft({ decisions: decideAll(LINES, false) }))).toEqual([]);
  });
});

describe('answerBody', () => {
  it('sends one decision per line in the quote’s order, the trimmed name and the PNG', () => {
    expect(answerBody(LINES, draft({ signerName: '  Rosa López ' }))).toEqual({
      signer_name: 'Rosa López',
      decisions: [
        { line_id: 'a', accepted: true },
        { line_id: 'b', accepted: true },
        { line_id: 'c', accepted: false },
      ],
      signature_png: PNG,
    });
  });
});

describe('decisionsOfAnswer', () => {
  it('reads the answer the lines carry', () => {
    const answered = [
      line('a', { decision: 'accepted' }),
      line('b', { decision: 'rejected' }),
      line('c'),
    ];
    expect(decisionsOfAnswer(answered)).toEqual({ a: true, b: false });
  });
});

describe('linkFailureOf', () => {
  const error = (statusCode: number, isNetworkError = false) =>
    new ApiError({ error: 'E', message: 'm', statusCode, isNetworkError });

  it('tells a bad token, a gone link, no answer and the rest apart', () => {
    expect(linkFailureOf(error(404))).toBe('not_found');
    expect(linkFailureOf(error(410))).toBe('gone');
    expect(linkFailureOf(error(0, true))).toBe('network');
    expect(linkFailureOf(error(500))).toBe('other');
    expect(linkFailureOf(new Error('x'))).toBe('other');
  });
});
