import { MikroORM } from '@mikro-orm/core';
import { type Socket } from 'socket.io-client';
import {
  type AppointmentSearchResult,
  type AppointmentView,
  type AvailabilityView,
  type HolidayCalendarView,
  type Paginated,
  addDays,
  isoWeekday,
  localDate,
  localInstant,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID, freshPlate, freshWord } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { openSocket, waitForItem } from './support/realtime-sockets';
import { type TestApi, startTestApi } from './support/test-api';

const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];
const WEEKDAYS = { '1': SPLIT, '2': SPLIT, '3': SPLIT, '4': SPLIT, '5': SPLIT };

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** /api/appointments through the real HTTP pipeline (issue 19). */
describe('Appointments (/api/appointments)', () => {
  let api: TestApi;
  let admin: string;
  let manager: string;
  let reception: string;
  let mechanicToken: string;
  let mechanic: TestUser;
  let otherMechanic: TestUser;
  let customer: { id: string; name: string; phone: string };
  let vehicle: { id: string; plate: string };
  let strangersVehicle: string;
  let serviceTypeId: string;
  let bayId: string;
  /** A working day at least two weeks ahead that is no holiday (Madrid). */
  let day: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;
  /** The instant of `time` ('HH:MM') on the test day, in Madrid. */
  const on = (time: string, date = day) => {
    const [h, m] = time.split(':').map(Number);
    return localInstant(date, h * 60 + m).toISOString();
  };

  function book(token: string, body: Record<string, unknown>) {
    return api
      .http()
      .post('/api/appointments')
      .set(as(token))
      .send({
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        service_type_id: serviceTypeId,
        channel: 'phone',
        ...body,
      });
  }

  async function booked(token: string, body: Record<string, unknown>): Promise<AppointmentView> {
    return (await book(token, body).expect(201)).body.data as AppointmentView;
  }

  async function availability(query: Record<string, string>): Promise<AvailabilityView> {
    return (
      await api
        .http()
        .get('/api/appointments/availability')
        .query({ date: day, service_type_id: serviceTypeId, ...query })
        .set(as(reception))
        .expect(200)
    ).body.data as AvailabilityView;
  }

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
    const token = async (user: TestUser) => (await loginAs(api.app, user)).token;
    admin = await token(await createTestUser(api.app, { roles: ['administrador'] }));
    manager = await token(await createTestUser(api.app, { roles: ['jefe_taller'] }));
    reception = await token(await createTestUser(api.app, { roles: ['recepcion'] }));
    mechanic = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    otherMechanic = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    mechanicToken = await token(mechanic);
    for (const worker of [mechanic, otherMechanic]) {
      await api
        .http()
        .put(`/api/work-schedules/${worker.employeeId}`)
        .set(as(admin))
        .send({ valid_from: '2026-01-01', days: WEEKDAYS })
        .expect(200);
    }

    const name = `Lucía ${freshWord()}`;
    const phone = `6${String(Date.now()).slice(-8)}`;
    const created = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'person', first_name: name, last_name: 'Citas', mobile_phone: phone })
        .expect(201)
    ).body.data as { id: string };
    customer = { id: created.id, name, phone };
    const plate = freshPlate();
    vehicle = {
      plate,
      id: (
        await api
          .http()
          .post('/api/vehicles')
          .set(as(reception))
          .send({ license_plate: plate, make: 'Seat', model: 'León', customer_id: customer.id })
          .expect(201)
      ).body.data.id,
    };
    const stranger = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'company', company_name: `Otra ${freshWord()} SL` })
        .expect(201)
    ).body.data as { id: string };
    strangersVehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(reception))
        .send({
          license_plate: freshPlate(),
          make: 'Renault',
          model: 'Clio',
          customer_id: stranger.id,
        })
        .expect(201)
    ).body.data.id;
    // Its own service type and bay: other files may empty or rename the workshop's.
    const code = `cita_${freshWord()}`;
    [{ id: serviceTypeId }] = await sql<{ id: string }[]>(
      `insert into service_type (id, code, name, duration_minutes, sort_order)
       values (gen_random_uuid(), ?, 'Revisión de citas', 60, 99) returning id`,
      [code],
    );
    [{ id: bayId }] = await sql<{ id: string }[]>(
      `insert into bay (id, name) values (gen_random_uuid(), ?) returning id`,
      [`Elevador ${freshWord()}`],
    );

    // A weekday two weeks ahead or later that is not a holiday in the workshop's region.
    let candidate = addDays(localDate(new Date()), 14);
    for (;;) {
      const year = candidate.slice(0, 4);
      const calendar = (
        await api.http().get('/api/holidays').query({ year }).set(as(admin)).expect(200)
      ).body.data as HolidayCalendarView;
      const holiday = new Set(calendar.holidays.map((h) => h.date));
      if (isoWeekday(candidate) <= 5 && !holiday.has(candidate)) break;
      candidate = addDays(candidate, 1);
    }
    day = candidate;
  });
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  it('books an appointment with the labels it shows, finds it and records the event', async () => {
    const appointment = await booked(reception, {
      starts_at: on('09:00'),
      employee_id: mechanic.employeeId,
      bay_id: bayId,
      notes: '  Ruido al frenar  ',
    });
    expect(appointment).toMatchObject({
      status: 'scheduled',
      channel: 'phone',
      starts_at: on('09:00'),
      ends_at: on('10:00'),
      duration_minutes: 60,
      service_type: 'Revisión de citas',
      customer_id: customer.id,
      customer_name: `${customer.name} Citas`,
      customer_phone: customer.phone,
      vehicle_id: vehicle.id,
      license_plate: vehicle.plate,
      vehicle_label: 'Seat León',
      employee_id: mechanic.employeeId,
      employee_name: 'Usuario Pruebas',
      bay_id: bayId,
      notes: 'Ruido al frenar',
      overbooked: false,
      version: 1,
    });

    const read = (
      await api.http().get(`/api/appointments/${appointment.id}`).set(as(reception)).expect(200)
    ).body.data as AppointmentView;
    expect(read).toEqual(appointment);

    const week = (
      await api
        .http()
        .get('/api/appointments')
        .query({ from: on('00:00'), to: on('00:00', addDays(day, 1)), customer_id: customer.id })
        .set(as(reception))
        .expect(200)
    ).body.data as Paginated<AppointmentView>;
    expect(week.data.map((a) => a.id)).toEqual([appointment.id]);
    expect(week.pagination).toMatchObject({ page: 1, total: 1 });

    // SPEC §7: a plain array of { id, service_type, appointment_date, customer_name }.
    for (const q of [customer.name, customer.phone, vehicle.plate.replace(' ', '')]) {
      const found = (
        await api.http().get('/api/appointments/search').query({ q }).set(as(reception)).expect(200)
      ).body.data as AppointmentSearchResult[];
      expect(found).toContainEqual({
        id: appointment.id,
        service_type: 'Revisión de citas',
        appointment_date: on('09:00'),
        customer_name: `${customer.name} Citas`,
      });
      expect(Object.keys(found[0]).sort()).toEqual([
        'appointment_date',
        'customer_name',
        'id',
        'service_type',
      ]);
    }

    await api.app.get(EventPublisher).drain();
    const events = await sql<{ type: string; payload: { employee_id: string } }[]>(
      'select type, payload from domain_event where aggregate_id = ?',
      [appointment.id],
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'AppointmentBooked',
        payload: expect.objectContaining({ employee_id: mechanic.employeeId }),
      }),
    ]);
    // Its mechanic is told (appointment_created), not the desk that booked it.
    const [notice] = await sql<{ title: string; link: string }[]>(
      `select title, link from notification
        where employee_id = ? and type = 'appointment_created' and link = ?`,
      [mechanic.employeeId, `/appointments/${appointment.id}`],
    );
    expect(notice).toEqual({
      title: 'Nueva cita: Revisión de citas',
      link: `/appointments/${appointment.id}`,
    });
  });

  it('proposes free slots around the mechanic’s bookings with the buffer kept', async () => {
    // The 09:00–10:00 booking of the first test holds the mechanic and the bay.
    const view = await availability({ employee_id: mechanic.employeeId! });
    expect(view).toMatchObject({ date: day, duration_minutes: 60, closed: null });
    const starts = view.slots.map((slot) => hhmm(slot.start));
    // 08:00–09:00 would end at 09:00, inside the 10 minutes kept before the booking.
    expect(starts).not.toContain('08:00');
    expect(starts).not.toContain('09:30');
    expect(starts).not.toContain('10:00');
    expect(starts[0]).toBe('10:15');
    expect(starts).toContain('15:00');
    expect(starts).not.toContain('17:15'); // the mechanic leaves at 18:00
    expect(view.slots[0]).toMatchObject({ employee_ids: [mechanic.employeeId] });
    expect(view.slots[0].bay_ids).toContain(bayId);

    const longer = await availability({
      employee_id: mechanic.employeeId!,
      duration_minutes: '240',
    });
    expect(longer.slots.map((slot) => hhmm(slot.start))).toEqual([]);
    const saturday = addDays(day, 6 - isoWeekday(day));
    const closed = await availability({ date: saturday });
    expect(closed).toMatchObject({ closed: { reason: 'closed' }, slots: [] });
  });

  it('refuses to double-book a mechanic or a bay unless a manager forces it', async () => {
    const clash = await book(reception, {
      starts_at: on('09:30'),
      employee_id: mechanic.employeeId,
    }).expect(409);
    expect(clash.body).toMatchObject({
      error: 'CONFLICT',
      details: { code: 'mechanic_busy' },
    });
    expect(clash.body.message).toContain('El mecánico ya tiene una cita a esa hora');
    const bay = await book(reception, {
      starts_at: on('10:05'),
      employee_id: otherMechanic.employeeId,
      bay_id: bayId,
    }).expect(409);
    expect(bay.body.details).toMatchObject({ code: 'bay_busy' });

    await book(reception, {
      starts_at: on('09:30'),
      employee_id: mechanic.employeeId,
      override: true,
    }).expect(403);
    const forced = await booked(manager, {
      starts_at: on('09:30'),
      employee_id: mechanic.employeeId,
      override: true,
    });
    expect(forced.overbooked).toBe(true);
    await api
      .http()
      .post(`/api/appointments/${forced.id}/cancel`)
      .set(as(manager))
      .send({ reason: 'Prueba de solape' })
      .expect(200);
  });

  it('books one of 20 simultaneous requests for the same mechanic and time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        book(reception, { starts_at: on('16:00'), employee_id: otherMechanic.employeeId }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const [{ count }] = await sql<{ count: string }[]>(
      `select count(*) from appointment where employee_id = ? and starts_at = ?`,
      [otherMechanic.employeeId, on('16:00')],
    );
    expect(Number(count)).toBe(1);
  });

  it('reschedules with the version read, and walks confirm → check in; cancel frees the slot', async () => {
    const appointment = await booked(reception, {
      starts_at: on('11:00'),
      employee_id: mechanic.employeeId,
    });
    const moved = (
      await api
        .http()
        .patch(`/api/appointments/${appointment.id}`)
        .set(as(reception))
        .send({ starts_at: on('11:30'), duration_minutes: 45, version: 1 })
        .expect(200)
    ).body.data as AppointmentView;
    expect(moved).toMatchObject({ starts_at: on('11:30'), ends_at: on('12:15'), version: 2 });
    const stale = await api
      .http()
      .patch(`/api/appointments/${appointment.id}`)
      .set(as(reception))
      .send({ notes: 'tarde', version: 1 })
      .expect(409);
    expect(stale.body).toMatchObject({
      error: 'VERSION_CONFLICT',
      details: { current_version: 2 },
    });

    const confirmed = (
      await api
        .http()
        .post(`/api/appointments/${appointment.id}/confirm`)
        .set(as(reception))
        .expect(200)
    ).body.data as AppointmentView;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).not.toBeNull();
    const again = await api
      .http()
      .post(`/api/appointments/${appointment.id}/confirm`)
      .set(as(reception))
      .expect(409);
    expect(again.body.message).toBe('La cita ya está confirmada.');

    const noReason = await api
      .http()
      .post(`/api/appointments/${appointment.id}/cancel`)
      .set(as(reception))
      .send({ reason: '   ' })
      .expect(400);
    expect(noReason.body.details).toEqual([
      { field: 'reason', code: 'isNotEmpty', message: 'Indica el motivo de la cancelación.' },
    ]);
    const cancelled = (
      await api
        .http()
        .post(`/api/appointments/${appointment.id}/cancel`)
        .set(as(reception))
        .send({ reason: 'El cliente ha llamado' })
        .expect(200)
    ).body.data as AppointmentView;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'El cliente ha llamado',
    });
    const free = await availability({ employee_id: mechanic.employeeId! });
    expect(free.slots.map((slot) => hhmm(slot.start))).toContain('11:30');
    await api
      .http()
      .patch(`/api/appointments/${appointment.id}`)
      .set(as(reception))
      .send({ notes: 'después' })
      .expect(409);

    const arriving = await booked(reception, { starts_at: on('12:00', addDays(day, 1)) });
    const checkedIn = (
      await api
        .http()
        .post(`/api/appointments/${arriving.id}/check-in`)
        .set(as(reception))
        .expect(200)
    ).body.data as AppointmentView;
    expect(checkedIn.status).toBe('checked_in');
    await api
      .http()
      .post(`/api/appointments/${arriving.id}/no-show`)
      .set(as(reception))
      .expect(409);
    const absent = await booked(reception, { starts_at: on('12:30', addDays(day, 1)) });
    const noShow = (
      await api.http().post(`/api/appointments/${absent.id}/no-show`).set(as(reception)).expect(200)
    ).body.data as AppointmentView;
    expect(noShow.status).toBe('no_show');
  });

  it('follows a rename of its customer and a new phone: the label and the search', async () => {
    const appointment = await booked(reception, { starts_at: on('17:00', addDays(day, 1)) });
    const surname = `Renombrada${freshWord()}`;
    const current = (
      await api.http().get(`/api/customers/${customer.id}`).set(as(reception)).expect(200)
    ).body.data as { version: number };
    await api
      .http()
      .put(`/api/customers/${customer.id}`)
      .set(as(reception))
      .send({
        type: 'person',
        first_name: customer.name,
        last_name: surname,
        mobile_phone: '612345678',
        version: current.version,
      })
      .expect(200);
    await api.app.get(EventPublisher).drain();
    const read = (
      await api.http().get(`/api/appointments/${appointment.id}`).set(as(reception)).expect(200)
    ).body.data as AppointmentView;
    expect(read).toMatchObject({
      customer_name: `${customer.name} ${surname}`,
      customer_phone: '612345678',
    });
    const found = (
      await api
        .http()
        .get('/api/appointments/search')
        .query({ q: surname })
        .set(as(reception))
        .expect(200)
    ).body.data as AppointmentSearchResult[];
    expect(found.map((a) => a.id)).toContain(appointment.id);
    // Restored, so the other tests read the customer they made.
    const renamed = (
      await api.http().get(`/api/customers/${customer.id}`).set(as(reception)).expect(200)
    ).body.data as { version: number };
    await api
      .http()
      .put(`/api/customers/${customer.id}`)
      .set(as(reception))
      .send({
        type: 'person',
        first_name: customer.name,
        last_name: 'Citas',
        mobile_phone: customer.phone,
        version: renamed.version,
      })
      .expect(200);
  });

  it('pushes appointment.changed to the desk’s open calendars, not to a mechanic', async () => {
    const pushes: { id: string; status: string; event: string }[] = [];
    const mechanicPushes: unknown[] = [];
    (await openSocket(api.url, reception, sockets)).on('appointment.changed', (payload) =>
      pushes.push(payload),
    );
    (await openSocket(api.url, mechanicToken, sockets)).on('appointment.changed', (payload) =>
      mechanicPushes.push(payload),
    );
    const appointment = await booked(manager, { starts_at: on('17:15', addDays(day, 2)) });
    await api.app.get(EventPublisher).drain();
    expect(
      await waitForItem(pushes, (push) => push.id === appointment.id, 'appointment.changed'),
    ).toEqual({ id: appointment.id, status: 'scheduled', event: 'AppointmentBooked' });
    expect(mechanicPushes).toEqual([]);
  });

  it('answers 400 with the fields at fault and writes nothing', async () => {
    const [{ count: before }] = await sql<{ count: string }[]>('select count(*) from appointment');
    const shapes = await book(reception, {
      customer_id: 'nope',
      starts_at: 'mañana',
      duration_minutes: 5,
      channel: 'fax',
    }).expect(400);
    expect(shapes.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'channel',
      'customer_id',
      'duration_minutes',
      'starts_at',
    ]);
    const past = await book(reception, { starts_at: '2020-01-01T09:00:00Z' }).expect(400);
    expect(past.body.details).toEqual([
      { field: 'starts_at', code: 'notPast', message: 'La cita no puede empezar en el pasado.' },
    ]);
    const notTheirs = await book(reception, {
      starts_at: on('12:00'),
      vehicle_id: strangersVehicle,
    }).expect(400);
    expect(notTheirs.body.details).toEqual([
      {
        field: 'vehicle_id',
        code: 'vehicle_not_owned',
        message: 'El vehículo no pertenece a ese cliente.',
      },
    ]);
    const badDay = await api
      .http()
      .get('/api/appointments/availability')
      .query({ date: '2026-02-30', service_type_id: serviceTypeId })
      .set(as(reception))
      .expect(400);
    expect(badDay.body.details[0]).toMatchObject({ field: 'date' });
    const [{ count: after }] = await sql<{ count: string }[]>('select count(*) from appointment');
    expect(after).toBe(before);
  });

  it('answers 404 for what does not exist', async () => {
    await api.http().get(`/api/appointments/${MISSING_ID}`).set(as(reception)).expect(404);
    await api.http().post(`/api/appointments/${MISSING_ID}/confirm`).set(as(reception)).expect(404);
    const noCustomer = await book(reception, {
      starts_at: on('12:00'),
      customer_id: MISSING_ID,
      vehicle_id: null,
    }).expect(404);
    expect(noCustomer.body.message).toBe('El cliente no existe.');
    await book(reception, { starts_at: on('12:00'), service_type_id: MISSING_ID }).expect(404);
    await book(reception, { starts_at: on('12:00'), employee_id: MISSING_ID }).expect(404);
    await book(reception, { starts_at: on('12:00'), bay_id: MISSING_ID }).expect(404);
    await api
      .http()
      .get('/api/appointments/availability')
      .query({ date: day, service_type_id: MISSING_ID })
      .set(as(reception))
      .expect(404);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    await api.http().get('/api/appointments').expect(401);
    await api.http().post('/api/appointments').send({}).expect(401);
    await api.http().get('/api/appointments/search?q=ab').expect(401);
    // A mechanic does not hold appointments (their work comes as orders).
    await api.http().get('/api/appointments').set(as(mechanicToken)).expect(403);
    await api.http().get('/api/appointments/search?q=ab').set(as(mechanicToken)).expect(403);
    await book(mechanicToken, { starts_at: on('12:00') }).expect(403);
    await api
      .http()
      .post(`/api/appointments/${MISSING_ID}/cancel`)
      .set(as(mechanicToken))
      .send({ reason: 'x' })
      .expect(403);
    const bays = (await api.http().get('/api/appointments/bays').set(as(reception)).expect(200))
      .body.data as { id: string }[];
    expect(bays.map((b) => b.id)).toContain(bayId);
    const settings = (
      await api.http().get('/api/appointments/settings').set(as(reception)).expect(200)
    ).body.data;
    expect(settings).toMatchObject({ slot_minutes: 15, buffer_minutes: 10 });
  });
});
