import { type LocalDate, euros, formatSpanishDate } from '@px/contracts';

/** What the quote's e-mail says about the workshop. */
export interface QuoteMailWorkshop {
  name: string;
  phone: string | null;
  email: string | null;
  address: string;
}

/** The facts the quote's e-mail tells. */
export interface QuoteMailFacts {
  number: string;
  revision: number;
  customerName: string;
  /** "Iveco Daily · 1234 BCD", when the quote is for a vehicle. */
  vehicle: string | null;
  totalCents: number;
  validUntil: LocalDate;
  /** The customer's link (`/q/{token}`). */
  link: string;
}

export interface QuoteMailContent {
  subject: string;
  text: string;
}

function signature(workshop: QuoteMailWorkshop): string {
  const contact = [workshop.phone && `Tel. ${workshop.phone}`, workshop.email]
    .filter(Boolean)
    .join(' · ');
  return [workshop.name, workshop.address, contact].filter(Boolean).join('\n');
}

/**
 * The quote sent by e-mail: the PDF attached and the link where the customer accepts or rejects
 * each line and signs. A later revision says so, so the customer knows the earlier one is void.
 */
export function quoteMail(facts: QuoteMailFacts, workshop: QuoteMailWorkshop): QuoteMailContent {
  const revised = facts.revision > 1 ? ` (revisión ${facts.revision})` : '';
  return {
    subject: `Presupuesto ${facts.number}${revised}${facts.vehicle ? ` · ${facts.vehicle}` : ''}`,
    text: [
      `Hola, ${facts.customerName}:`,
      '',
      `Le enviamos el presupuesto ${facts.number}${revised} de ${workshop.name}` +
        `${facts.vehicle ? ` para su vehículo ${facts.vehicle}` : ''}, por un total de ` +
        `${euros(facts.totalCents)} (IVA incluido). Lo encontrará adjunto en PDF.`,
      ...(facts.revision > 1 ? ['Esta revisión sustituye a las anteriores.'] : []),
      '',
      'Puede revisarlo, aceptar o rechazar cada partida y firmarlo desde este enlace:',
      facts.link,
      '',
      `El presupuesto es válido hasta el ${formatSpanishDate(facts.validUntil)}.`,
      'Si tiene cualquier duda, llámenos o responda a este correo.',
      '',
      'Un saludo,',
      signature(workshop),
    ].join('\n'),
  };
}
