import { QUOTE_STATUSES, type QuoteStatus } from '@px/contracts';
import { type Refusal } from './field-problem';

/**
 * A quote (presupuesto, RD 1457/1986 art. 14) is prepared as a draft, sent to the customer, and
 * answered line by line: all lines accepted, some, or none; or it expires unanswered past its
 * validity. Accepted quotes (fully or partly) are final: they became work. The statuses are
 * declared with the API's contracts.
 */
export { QUOTE_STATUSES, type QuoteStatus };

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Borrador',
  sent: 'Enviado',
  accepted: 'Aceptado',
  partially_accepted: 'Aceptado en parte',
  rejected: 'Rechazado',
  expired: 'Caducado',
};

const TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent'],
  sent: ['accepted', 'partially_accepted', 'rejected', 'expired'],
  accepted: [],
  partially_accepted: [],
  rejected: [],
  expired: [],
};

export function allowedQuoteTransitions(from: QuoteStatus): QuoteStatus[] {
  return [...TRANSITIONS[from]];
}

/** Why `from → to` may not happen, or null. A revision (decideQuoteEdit) is the way back to draft. */
export function refuseQuoteTransition(
  from: QuoteStatus,
  to: QuoteStatus,
): Refusal<'same' | 'illegal'> | null {
  if (from === to) return { kind: 'same', message: 'El presupuesto ya está en ese estado.' };
  if (TRANSITIONS[from].includes(to)) return null;
  return {
    kind: 'illegal',
    message: `No se puede pasar un presupuesto de «${QUOTE_STATUS_LABELS[from]}» a «${QUOTE_STATUS_LABELS[to]}».`,
  };
}

export type QuoteEdit =
  | { kind: 'in_place' }
  | { kind: 'new_revision'; revision: number }
  | { kind: 'refused'; message: string };

/**
 * Editing a quote: a draft changes in place; once the customer has seen it (sent, and also when it
 * expired or was rejected and the workshop offers it again) the edit is revision n + 1, a new draft,
 * so an approval always refers to the exact revision the customer saw (DOMAIN, quotes and public
 * links). Accepted quotes are not edited: their lines are already work.
 */
export function decideQuoteEdit(status: QuoteStatus, revision: number): QuoteEdit {
  if (!Number.isInteger(revision) || revision < 1) {
    throw new RangeError(`Invalid quote revision: ${revision}`);
  }
  switch (status) {
    case 'draft':
      return { kind: 'in_place' };
    case 'sent':
    case 'expired':
    case 'rejected':
      return { kind: 'new_revision', revision: revision + 1 };
    case 'accepted':
    case 'partially_accepted':
      return {
        kind: 'refused',
        message: 'Un presupuesto aceptado no se puede modificar: crea un presupuesto nuevo.',
      };
  }
}
