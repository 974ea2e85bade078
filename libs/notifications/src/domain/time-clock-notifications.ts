import { type ClockEntryAutoClosedPayload } from '@px/contracts';

/**
 * What the bell says when the nightly job closed a forgotten clock-out: to the worker (check the
 * time, tell a manager if it is wrong) and to the managers who correct timesheets (confirm or
 * correct it), each with a link to the screen where they act.
 */

const madridTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const spanishDate = (date: string) => date.split('-').reverse().join('/');

export interface AutoClosedTexts {
  worker: { title: string; message: string; link: string };
  managers: { title: string; message: string; link: string };
}

export function autoClosedTexts(payload: ClockEntryAutoClosedPayload): AutoClosedTexts {
  const day = spanishDate(payload.date);
  const time = madridTime.format(new Date(payload.clock_out));
  return {
    worker: {
      title: 'Jornada cerrada automáticamente',
      message:
        `No fichaste la salida el ${day}: tu jornada se ha cerrado a las ${time}, el fin de tu ` +
        'horario. Si no es la hora real, avisa a tu responsable para que la corrija.',
      link: `/time-tracking?date=${payload.date}`,
    },
    managers: {
      title: `Cierre automático de fichaje: ${payload.employee_name}`,
      message:
        `${payload.employee_name} no fichó la salida el ${day}; su jornada se ha cerrado a las ` +
        `${time}, el fin de su horario. Confírmala o corrígela en Edición de fichajes.`,
      link: `/timesheet-editing?employee=${payload.employee_id}&month=${payload.date.slice(0, 7)}`,
    },
  };
}

/** One notification per entry and person, whatever the number of deliveries. */
export function autoClosedDedupeKey(entryId: string): string {
  return `clock-auto-closed:${entryId}`;
}
