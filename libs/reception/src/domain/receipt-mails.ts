import { type LocalDate, formatSpanishDate } from '@px/contracts';

/** What the customer e-mails of a receipt say about the workshop. */
export interface MailWorkshop {
  name: string;
  phone: string | null;
  email: string | null;
  address: string;
}

/** The facts a receipt e-mail tells. */
export interface ReceiptMailFacts {
  number: string;
  customerName: string;
  licensePlate: string;
  vehicleLabel: string;
  workOrderNumber: string;
  expectedDeliveryDate: LocalDate;
  storageChargedFrom: LocalDate | null;
}

export interface MailContent {
  subject: string;
  text: string;
}

function signature(workshop: MailWorkshop): string {
  const contact = [workshop.phone && `Tel. ${workshop.phone}`, workshop.email]
    .filter(Boolean)
    .join(' · ');
  return [workshop.name, workshop.address, contact].filter(Boolean).join('\n');
}

const vehicleOf = (facts: ReceiptMailFacts) =>
  [facts.vehicleLabel, facts.licensePlate].filter(Boolean).join(' · ');

/** The resguardo sent by e-mail (the PDF goes attached). */
export function depositReceiptMail(facts: ReceiptMailFacts, workshop: MailWorkshop): MailContent {
  return {
    subject: `Resguardo de depósito ${facts.number} · ${facts.licensePlate}`,
    text: [
      `Hola, ${facts.customerName}:`,
      '',
      `Le enviamos el resguardo de depósito ${facts.number} de su vehículo ${vehicleOf(facts)}, ` +
        `recibido en ${workshop.name} (orden de reparación ${facts.workOrderNumber}).`,
      `Fecha prevista de entrega: ${formatSpanishDate(facts.expectedDeliveryDate)}.`,
      '',
      'Conserve este documento: lo necesitará para recoger el vehículo.',
      '',
      'Un saludo,',
      signature(workshop),
    ].join('\n'),
  };
}

/** "Su vehículo está listo": the notice that starts the free storage days. */
export function vehicleReadyMail(facts: ReceiptMailFacts, workshop: MailWorkshop): MailContent {
  const storage = facts.storageChargedFrom
    ? `Puede recogerlo sin coste de estancia hasta el día anterior al ${formatSpanishDate(facts.storageChargedFrom)}; ` +
      'a partir de esa fecha el taller podrá cobrar la estancia del vehículo.'
    : '';
  return {
    subject: `Su vehículo ${facts.licensePlate} está listo para recoger`,
    text: [
      `Hola, ${facts.customerName}:`,
      '',
      `Los trabajos de su vehículo ${vehicleOf(facts)} (orden ${facts.workOrderNumber}) han ` +
        `terminado y ya puede recogerlo en ${workshop.name}.`,
      storage,
      `Traiga el resguardo de depósito ${facts.number}.`,
      '',
      'Un saludo,',
      signature(workshop),
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}
