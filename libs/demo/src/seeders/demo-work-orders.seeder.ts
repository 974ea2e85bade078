import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import {
  type WorkOrderLineType,
  type WorkOrderPriority,
  type WorkOrderStatus,
  formatWorkOrderNumber,
} from '@px/contracts';
import { workOrderSearchSource, workOrderTotals } from '@px/work-orders';
import { runSql } from '@px/platform';
import { type DemoRandom, generator } from './demo-random';

/**
 * The demo workshop's work orders: 400 over the last six months on the demo customers' vehicles,
 * assigned to the demo mechanics, in every status (old ones mostly completed, this week's open or
 * in progress), with realistic lines, totals, status histories and their vehicle-history entries.
 * Generated from a fixed seed; skipped when orders already exist.
 */
export const DEMO_WORK_ORDER_COUNT = 400;

const HOUR_RATE_CENTS = 5_500;

interface Job {
  title: string;
  complaint: string;
  labor: [string, number][];
  parts: [string, number, number][];
}

/** [title, the customer's words, labor (name, hours), parts (name, quantity, unit price)]. */
const JOBS: Job[] = [
  {
    title: 'Revisión de mantenimiento',
    complaint: 'Le toca la revisión del fabricante.',
    labor: [['Cambio de aceite y filtros', 0.8]],
    parts: [
      ['Aceite 5W30 (5 L)', 1, 4_500],
      ['Filtro de aceite', 1, 1_200],
      ['Filtro de aire', 1, 1_650],
    ],
  },
  {
    title: 'Frenos delanteros',
    complaint: 'Chirrían los frenos al parar.',
    labor: [['Sustitución de pastillas y discos delanteros', 1.6]],
    parts: [
      ['Juego de pastillas delanteras', 1, 4_500],
      ['Disco de freno delantero', 2, 3_800],
    ],
  },
  {
    title: 'Cambio de distribución',
    complaint: 'Tiene 120.000 km y no se ha cambiado nunca la correa.',
    labor: [['Sustitución del kit de distribución y bomba de agua', 3.5]],
    parts: [['Kit de distribución con bomba de agua', 1, 18_900]],
  },
  {
    title: 'Diagnosis testigo de motor',
    complaint: 'Se ha encendido la luz del motor y pierde fuerza.',
    labor: [
      ['Diagnosis electrónica', 0.8],
      ['Sustitución de sonda lambda', 0.6],
    ],
    parts: [['Sonda lambda', 1, 8_900]],
  },
  {
    title: 'Aire acondicionado',
    complaint: 'El aire no enfría.',
    labor: [['Revisión y carga del aire acondicionado', 0.8]],
    parts: [['Gas R1234yf (500 g)', 1, 6_000]],
  },
  {
    title: 'Cambio de neumáticos',
    complaint: 'Las ruedas delanteras están gastadas.',
    labor: [
      ['Montaje y equilibrado de neumáticos', 0.8],
      ['Alineación de dirección', 0.7],
    ],
    parts: [['Neumático 205/55 R16', 4, 7_500]],
  },
  {
    title: 'Revisión pre-ITV',
    complaint: 'Pasa la ITV la semana que viene.',
    labor: [['Revisión pre-ITV', 0.6]],
    parts: [['Lámpara H7', 2, 850]],
  },
  {
    title: 'Embrague',
    complaint: 'El embrague patina en las cuestas.',
    labor: [['Sustitución del kit de embrague', 5]],
    parts: [['Kit de embrague', 1, 25_000]],
  },
  {
    title: 'Batería',
    complaint: 'Por las mañanas le cuesta arrancar.',
    labor: [['Comprobación de carga y sustitución de batería', 0.4]],
    parts: [['Batería 70 Ah', 1, 11_000]],
  },
  {
    title: 'Ruido en el escape',
    complaint: 'Hace mucho ruido por debajo.',
    labor: [['Reparación de la línea de escape', 1.5]],
    parts: [['Silenciador trasero', 1, 9_500]],
  },
];

const PRIORITIES: WorkOrderPriority[] = [
  'normal',
  'normal',
  'normal',
  'normal',
  'preferred',
  'urgent',
];

/** The path an order of this age has walked, ending in its current status. */
function lifecycle(random: DemoRandom, ageDays: number): WorkOrderStatus[] {
  const roll = random.next();
  if (ageDays > 10) {
    if (roll < 0.86) return ['open', 'in_progress', 'completed'];
    if (roll < 0.93) return ['open', 'cancelled'];
    if (roll < 0.97) return ['open', 'in_progress', 'on_hold', 'in_progress', 'completed'];
    return ['open', 'in_progress', 'on_hold'];
  }
  if (roll < 0.3) return ['open'];
  if (roll < 0.6) return ['open', 'in_progress'];
  if (roll < 0.72) return ['open', 'in_progress', 'on_hold'];
  if (roll < 0.95) return ['open', 'in_progress', 'completed'];
  return ['open', 'cancelled'];
}

interface VehicleRow {
  id: string;
  customer_id: string;
  license_plate: string;
  make: string;
  model: string;
  odometer_km: number | null;
  customer_name: string;
}

export class DemoWorkOrdersSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [{ count }] = await runSql<{ count: number }>(
      em,
      'select count(*)::int as count from work_order',
    );
    if (count > 0) return;
    const vehicles = await runSql<VehicleRow>(
      em,
      `select v.id, v.customer_id, v.license_plate, v.make, v.model, v.odometer_km,
              case when c.type = 'company' then c.company_name
                   else trim(c.first_name || ' ' || c.last_name) end as customer_name
         from vehicle v join customer c on c.id = v.customer_id
        where v.deleted_at is null and c.deleted_at is null order by v.created_at, v.id`,
    );
    const mechanics = await runSql<{ id: string }>(
      em,
      `select id from employee where active and trade in ('mechanic', 'electrician', 'bodywork', 'painter') order by code`,
    );
    const [reception] = await runSql<{ id: string }>(
      em,
      `select u.id from app_user u join user_role ur on ur.user_id = u.id
         join role r on r.id = ur.role_id where r.name = 'recepcion' order by u.created_at limit 1`,
    );
    if (!vehicles.length) return;

    const random = generator(20261122);
    const now = Date.now();
    const orders: Record<string, unknown>[] = [];
    const lines: Record<string, unknown>[] = [];
    const changes: Record<string, unknown>[] = [];
    const history: Record<string, unknown>[] = [];
    const drafts = Array.from({ length: DEMO_WORK_ORDER_COUNT }, () => {
      const ageDays = random.next() < 0.12 ? random.int(0, 6) : random.int(0, 182);
      const created = new Date(now - ageDays * 86_400_000 - random.int(0, 8 * 3_600_000));
      return { ageDays, created };
    }).sort((a, b) => a.created.getTime() - b.created.getTime());

    drafts.forEach(({ ageDays, created }, index) => {
      const id = randomUUID();
      const number = index + 1;
      const vehicle = random.pick(vehicles);
      const job = random.pick(JOBS);
      const path = lifecycle(random, ageDays);
      const status = path[path.length - 1];
      const assignee =
        status === 'open' && random.next() < 0.4 ? null : (random.pick(mechanics)?.id ?? null);
      const kmIn = (vehicle.odometer_km ?? 50_000) + random.int(0, 900);
      const orderLines: {
        type: WorkOrderLineType;
        name: string;
        plannedHours: number;
        quantity: number;
        unitPriceCents: number;
        discountPercent: number;
        vatPercent: number;
      }[] = [
        ...job.labor.map(([name, hours]) => ({
          type: 'labor' as const,
          name,
          plannedHours: hours,
          quantity: hours,
          unitPriceCents: HOUR_RATE_CENTS,
          discountPercent: 0,
          vatPercent: 21,
        })),
        ...job.parts.map(([name, quantity, price]) => ({
          type: 'part' as const,
          name,
          plannedHours: 0,
          quantity,
          unitPriceCents: price,
          discountPercent: random.next() < 0.15 ? 10 : 0,
          vatPercent: 21,
        })),
        {
          type: 'fee',
          name: 'Tasa de gestión de residuos',
          plannedHours: 0,
          quantity: 1,
          unitPriceCents: 250,
          discountPercent: 0,
          vatPercent: 21,
        },
      ];
      const totals = workOrderTotals(orderLines);
      // The path's steps, spread over the days since the order came in.
      const stepHours = Math.max(1, Math.min(ageDays * 24, 72) / path.length);
      const at = (step: number) => new Date(created.getTime() + step * stepHours * 3_600_000);
      const completedAt = status === 'completed' ? at(path.length - 1) : null;
      const startedIndex = path.indexOf('in_progress');
      const updatedAt = at(path.length - 1);
      orders.push({
        id,
        number,
        title: job.title,
        complaint: job.complaint,
        requested_work: job.labor.map(([name]) => name).join('. '),
        status,
        priority: random.pick(PRIORITIES),
        customer_id: vehicle.customer_id,
        vehicle_id: vehicle.id,
        assigned_employee_id: assignee,
        created_by: reception?.id ?? null,
        odometer_in_km: kmIn,
        odometer_out_km: status === 'completed' ? kmIn + random.int(0, 15) : null,
        promised_at: new Date(created.getTime() + random.int(1, 5) * 86_400_000).toISOString(),
        estimate_decision: random.next() < 0.8 ? 'accepted' : 'renounced',
        estimate_decided_at: created.toISOString(),
        estimate_channel: random.pick(['in_person', 'in_person', 'phone', 'email']),
        started_at: startedIndex >= 0 ? at(startedIndex).toISOString() : null,
        completed_at: completedAt?.toISOString() ?? null,
        total_planned_hours: totals.total_planned_hours,
        base_cents: totals.base_cents,
        vat_cents: totals.vat_cents,
        total_cents: totals.total_cents,
        customer_name: vehicle.customer_name,
        license_plate: vehicle.license_plate,
        vehicle_make: vehicle.make,
        vehicle_model: vehicle.model,
        search_source: workOrderSearchSource({
          number,
          title: job.title,
          customerName: vehicle.customer_name,
          licensePlate: vehicle.license_plate,
        }),
        created_at: created.toISOString(),
        updated_at: updatedAt.toISOString(),
      });
      orderLines.forEach((line, position) =>
        lines.push({
          id: randomUUID(),
          work_order_id: id,
          position: position + 1,
          type: line.type,
          name: line.name,
          planned_hours: line.plannedHours,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          discount_percent: line.discountPercent,
          vat_percent: line.vatPercent,
          finished_at: line.type === 'labor' && completedAt ? completedAt.toISOString() : null,
          created_at: created.toISOString(),
          updated_at: created.toISOString(),
        }),
      );
      path.forEach((to, step) =>
        changes.push({
          id: randomUUID(),
          work_order_id: id,
          from_status: step === 0 ? null : path[step - 1],
          to_status: to,
          reason:
            to === 'on_hold'
              ? 'Esperando recambio'
              : to === 'cancelled'
                ? 'El cliente no acepta el presupuesto'
                : null,
          actor_id: reception?.id ?? null,
          changed_at: at(step).toISOString(),
        }),
      );
      history.push({
        vehicle_id: vehicle.id,
        occurred_at: created.toISOString(),
        title: `${formatWorkOrderNumber(number)} · ${job.title}`,
        details: {
          number: formatWorkOrderNumber(number),
          title: job.title,
          status,
          priority: orders[orders.length - 1].priority,
          customer_id: vehicle.customer_id,
          odometer_in_km: kmIn,
          odometer_out_km: orders[orders.length - 1].odometer_out_km,
          completed_at: completedAt?.toISOString() ?? null,
          total_planned_hours: totals.total_planned_hours,
          total_cents: totals.total_cents,
          lines: orderLines.map((line) => ({
            type: line.type,
            name: line.name,
            planned_hours: line.plannedHours,
            quantity: line.quantity,
          })),
          version: 1,
        },
        source_id: id,
      });
    });

    await runSql(
      em,
      `insert into work_order (id, number, title, complaint, requested_work, status, priority,
         customer_id, vehicle_id, assigned_employee_id, created_by, odometer_in_km, odometer_out_km,
         promised_at, estimate_decision, estimate_decided_at, estimate_channel, started_at,
         completed_at, total_planned_hours, base_cents, vat_cents, total_cents, customer_name,
         license_plate, vehicle_make, vehicle_model, search_source, created_at, updated_at)
       select id, number, title, complaint, requested_work, status, priority, customer_id,
              vehicle_id, assigned_employee_id, created_by, odometer_in_km, odometer_out_km,
              promised_at, estimate_decision, estimate_decided_at, estimate_channel, started_at,
              completed_at, total_planned_hours, base_cents, vat_cents, total_cents, customer_name,
              license_plate, vehicle_make, vehicle_model, search_source, created_at, updated_at
         from jsonb_to_recordset($1::jsonb) as x(id uuid, number int, title text, complaint text,
           requested_work text, status text, priority text, customer_id uuid, vehicle_id uuid,
           assigned_employee_id uuid, created_by uuid, odometer_in_km int, odometer_out_km int,
           promised_at timestamptz, estimate_decision text, estimate_decided_at timestamptz,
           estimate_channel text, started_at timestamptz, completed_at timestamptz,
           total_planned_hours numeric, base_cents bigint, vat_cents bigint, total_cents bigint,
           customer_name text, license_plate text, vehicle_make text, vehicle_model text,
           search_source text, created_at timestamptz, updated_at timestamptz)`,
      [JSON.stringify(orders)],
    );
    await runSql(em, `select setval('work_order_number_seq', $1)`, [DEMO_WORK_ORDER_COUNT]);
    await runSql(
      em,
      `insert into work_order_line (id, work_order_id, position, type, name, planned_hours,
         quantity, unit_price_cents, discount_percent, vat_percent, finished_at, created_at,
         updated_at)
       select * from jsonb_to_recordset($1::jsonb) as x(id uuid, work_order_id uuid, position int,
         type text, name text, planned_hours numeric, quantity numeric, unit_price_cents bigint,
         discount_percent numeric, vat_percent numeric, finished_at timestamptz,
         created_at timestamptz, updated_at timestamptz)`,
      [JSON.stringify(lines)],
    );
    await runSql(
      em,
      `insert into work_order_status_change (id, work_order_id, from_status, to_status, reason,
         actor_id, changed_at)
       select * from jsonb_to_recordset($1::jsonb) as x(id uuid, work_order_id uuid,
         from_status text, to_status text, reason text, actor_id uuid, changed_at timestamptz)`,
      [JSON.stringify(changes)],
    );
    await runSql(
      em,
      `insert into vehicle_history_entry (id, vehicle_id, occurred_at, kind, title, details,
         source_type, source_id)
       select gen_random_uuid(), vehicle_id, occurred_at, 'work_order', title, details,
              'work_order', source_id
         from jsonb_to_recordset($1::jsonb) as x(vehicle_id uuid, occurred_at timestamptz,
           title text, details jsonb, source_id uuid)`,
      [JSON.stringify(history)],
    );
  }
}
