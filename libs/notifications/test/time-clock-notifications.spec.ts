import { autoClosedDedupeKey, autoClosedTexts } from '../src/domain/time-clock-notifications';

describe('the notifications of a forgotten clock-out', () => {
  it('tell the worker and the managers what happened, in Madrid time, with where to act', () => {
    const texts = autoClosedTexts({
      employee_id: 'emp-1',
      employee_name: 'Andrés Jiménez Torres',
      entry_id: 'entry-1',
      clock_in: '2026-03-03T07:00:00.000Z',
      clock_out: '2026-03-03T17:00:00.000Z',
      date: '2026-03-03',
    });
    expect(texts.worker).toEqual({
      title: 'Jornada cerrada automáticamente',
      message:
        'No fichaste la salida el 03/03/2026: tu jornada se ha cerrado a las 18:00, el fin de tu horario. Si no es la hora real, avisa a tu responsable para que la corrija.',
      link: '/time-tracking?date=2026-03-03',
    });
    expect(texts.managers).toEqual({
      title: 'Cierre automático de fichaje: Andrés Jiménez Torres',
      message:
        'Andrés Jiménez Torres no fichó la salida el 03/03/2026; su jornada se ha cerrado a las 18:00, el fin de su horario. Confírmala o corrígela en Edición de fichajes.',
      link: '/timesheet-editing?employee=emp-1&month=2026-03',
    });
    expect(autoClosedDedupeKey('entry-1')).toBe('clock-auto-closed:entry-1');
  });
});
