import { formatSpanishDate } from '@px/contracts';

/** What the reminder says about the workshop. */
export interface ReminderWorkshop {
  name: string;
  phone: string | null;
  address: string;
}

export interface ReminderFacts {
  customerName: string;
  serviceType: string;
  startsAt: Date;
  licensePlate: string | null;
  vehicleLabel: string | null;
  /** The customer's page of the booking (confirm or cancel there). */
  link: string;
}

const TIME = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  weekday: 'long',
});
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/**
 * The e-mail reminder, in Spanish: when, what for, which car, where, and the link to confirm or
 * cancel (the page asks before acting: following the link changes nothing).
 */
export function appointmentReminderMail(
  facts: ReminderFacts,
  workshop: ReminderWorkshop,
): { subject: string; text: string } {
  const day = `${DAY.format(facts.startsAt)} ${formatSpanishDate(ISO_DAY.format(facts.startsAt))}`;
  const time = TIME.format(facts.startsAt);
  const car = [facts.vehicleLabel, facts.licensePlate].filter(Boolean).join(' · ');
  return {
    subject: `Recordatorio de su cita en ${workshop.name}: ${day} a las ${time}`,
    text: [
      `Hola, ${facts.customerName}:`,
      '',
      `Le recordamos su cita en ${workshop.name} el ${day} a las ${time} (${facts.serviceType}).`,
      ...(car ? [`Vehículo: ${car}.`] : []),
      ...(workshop.address ? [`Dirección: ${workshop.address}.`] : []),
      '',
      'Confirme su asistencia o anule la cita en este enlace:',
      facts.link,
      '',
      ...(workshop.phone
        ? [`Si necesita cambiar la hora, llámenos al ${workshop.phone}.`, '']
        : []),
      'Un saludo,',
      workshop.name,
    ].join('\n'),
  };
}
