// Bench data for the billing budgets (issue 21): 500,000 invoices over two years up to now, as the
// office would have issued them, and a pool of 20,000 drafts the invoice-issue scenario issues.
// Set-based SQL (generate_series, insert … select); only the VERI*FACTU fingerprints are computed
// in Node, with the production hash (dist/…/huella.js), because each one hashes the previous one.
// Deterministic: values are hashes of the slot number n, ids md5-based uuids
// (`bench_uuid('bench-invoice-' || n)`, benchInvoiceId in JS), so scenarios name invoices without
// reading the database. Idempotent: skipped when the last slot's invoice is there. One transaction,
// triggers off (startBulkLoad: issued invoices and their lines are inserted already issued, which
// the immutability triggers would refuse), secondary indexes dropped for the load and rebuilt.
//
// Slots 1…520,000 are spread evenly over two years, oldest first; every 26th slot is a draft
// (20,000, created among the others, so the list's pages mix them as an office's would), the others
// are issued:
// - series 57 % F (ordinary, a person with a valid DNI and address, due in 30 days), 42.5 % S
//   (tickets ≤ 400 €, no recipient, paid at the counter), 0.5 % R (by differences, R5 for a ticket
//   and R1/R4 otherwise: 10 % off the invoice 7 slots before, whose credited_cents it moves);
//   1 in 300 F/S cancelled the same day (their alta and anulación records);
// - 1–4 lines (labor, a part, workshop material, the waste fee), VAT 21 %, totals and the
//   vat_breakdown row computed as invoice-totals.ts does (per line rounded, VAT once per rate);
// - payments: tickets paid at issue (card, cash, Bizum); F invoices past due paid by transfer (1 in
//   10 by card, 1 in 10 in two instalments) but for 3 % half paid and 3 % unpaid (overdue); of
//   those not yet due 40 % already paid, the rest pending;
// - numbers correlative per series and year in order of issue, after the demo seed's (the demo's
//   invoices are this year's first numbers); invoice_counter moved to the last ones;
// - one VERI*FACTU record per issued invoice (and an anulación per cancellation), chained after the
//   demo's last record in order of generation, each Huella the real SHA-256 over the previous one,
//   already accepted by the AEAT (nothing pending for the submission job); verifactu_chain points
//   at the last, so an issue during the bench chains on it exactly as in production.
//
// Alone: DATABASE_URL=postgres://… node bench/data/invoices.mjs (after npm run build:server)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { benchUuid } from '../lib/appointments.mjs';
import { runAlone, secondaryIndexes, startBulkLoad } from '../lib/data.mjs';

export const INVOICES = 500_000;
export const DRAFTS = 20_000;
/** Every DRAFT_EVERY-th slot is a draft. */
const DRAFT_EVERY = 26;
const SLOTS = INVOICES + DRAFTS; // 520,000 = 20,000 × 26
const YEARS = 2;

/** Slot n's invoice (issued, cancelled or a draft). */
export const benchInvoiceId = (n) => benchUuid(`bench-invoice-${n}`);
/** Draft k (1…DRAFTS) of the pool: issuable as it is (F with its recipient, or S under 400 €). */
export const benchDraftId = (k) => benchInvoiceId(k * DRAFT_EVERY);
/** Whether slot n is an issued (or cancelled) invoice, not a draft. */
export const isIssuedSlot = (n) => n >= 1 && n <= SLOTS && n % DRAFT_EVERY !== 0;
export const INVOICE_SLOTS = SLOTS;

const TABLES = ['invoice', 'invoice_line', 'invoice_payment', 'verifactu_record'];
const SPAN_SECONDS = YEARS * 365 * 86400;

const JOBS = [
  ['Mano de obra: cambio de aceite y filtros', 'Aceite 5W30 (5 L)', 4500],
  ['Mano de obra: pastillas y discos de freno', 'Juego de pastillas de freno', 4500],
  ['Mano de obra: kit de distribución', 'Kit de distribución', 18900],
  ['Diagnosis electrónica', 'Sonda lambda', 8900],
  ['Carga del aire acondicionado', 'Gas R1234yf (500 g)', 6000],
  ['Montaje y equilibrado', 'Neumático 205/55 R16', 7500],
  ['Revisión pre-ITV', 'Lámpara H7', 850],
  ['Mano de obra: kit de embrague', 'Kit de embrague', 25000],
  ['Sustitución de batería', 'Batería 70 Ah', 11000],
  ['Reparación de la línea de escape', 'Silenciador trasero', 9500],
]; // prettier-ignore
const FIRST_NAMES = ['Antonio', 'María', 'Manuel', 'Carmen', 'José', 'Ana', 'Francisco', 'Laura',
  'David', 'Isabel', 'Juan', 'Lucía', 'Javier', 'Marta', 'Daniel', 'Elena']; // prettier-ignore
const SURNAMES = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez',
  'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Navarro']; // prettier-ignore
const STREETS = ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Paseo de la Estación',
  'Calle del Carmen', 'Avenida de Andalucía', 'Calle San Juan', 'Plaza de España']; // prettier-ignore
const TOWNS = [['28001', 'Madrid', 'Madrid'], ['41001', 'Sevilla', 'Sevilla'],
  ['46001', 'Valencia', 'Valencia'], ['50001', 'Zaragoza', 'Zaragoza'],
  ['29001', 'Málaga', 'Málaga'], ['28901', 'Getafe', 'Madrid']]; // prettier-ignore

const UUID_FUNCTION = `
  create or replace function pg_temp.bench_uuid(text) returns uuid language sql immutable as $$
    select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
      from md5($1) as h $$`;
/** An amount in cents as VERI*FACTU writes it (money.ts formatAeatAmount): -12.05. */
const AMOUNT_FUNCTION = `
  create or replace function pg_temp.aeat_amount(bigint) returns text language sql immutable as $$
    select case when $1 < 0 then '-' else '' end || (abs($1) / 100)::text || '.'
           || lpad((abs($1) % 100)::text, 2, '0') $$`;

/** A stable pseudo-random integer in [0, m) from the slot n and a salt. */
const H = (n, salt, m) => `(abs(hashint8extended(${n}::bigint, ${salt})) % ${m})`;

/**
 * The slots. $1 the reference time. An R becomes an F when the invoice 7 slots before is not an
 * issued F or S (a draft, a cancelled one, another R): see FIX_RECTIFYING.
 */
const SLOTS_SQL = `
  create temporary table bench_inv on commit drop as
  select n, pg_temp.bench_uuid('bench-invoice-' || n) as id, n % ${DRAFT_EVERY} = 0 as draft,
         case when n % ${DRAFT_EVERY} <> 0 and ${H('n', 1, 200)} = 0 then 'R'
              when ${H('n', 1, 200)} < 85 then 'S' else 'F' end as series,
         n % ${DRAFT_EVERY} <> 0 and ${H('n', 3, 300)} = 0 as cancelled,
         1 + ${H('n', 2, 4)} as line_count,
         t.at as issued_at, t.at - (5 + ${H('n', 8, 115)}) * interval '1 minute' as created_at,
         (t.at at time zone 'Europe/Madrid')::date as issue_date
    from generate_series(1, ${SLOTS}) n,
         lateral (select $1::timestamptz - interval '2 hours'
                         - (${SLOTS} - n) * (${SPAN_SECONDS}.0 / ${SLOTS}) * interval '1 second'
                         - ${H('n', 9, 60)} * interval '1 second' as at) t`;

const FIX_RECTIFYING = [
  `update bench_inv r set series = 'F'
    where r.series = 'R' and not exists (
      select 1 from bench_inv o where o.n = r.n - 7 and not o.draft and not o.cancelled
         and o.series in ('F', 'S'))`,
  `update bench_inv set cancelled = false where series = 'R'`,
  'alter table bench_inv add primary key (n)',
];

/** The lines of F and S invoices and drafts: labor, a part, workshop material, the waste fee. */
const LINES_SQL = `
  create temporary table bench_line on commit drop as
  select n, position, type, description, quantity, unit_price_cents, discount_percent,
         round(quantity * unit_price_cents * (1 - discount_percent / 100.0))::bigint as base_cents
    from (select i.n, p as position,
                 (array['labor', 'part', 'other', 'fee'])[p] as type,
                 case p when 1 then ($1::text[])[1 + ${H('i.n', 6, 10)}]
                        when 2 then ($2::text[])[1 + ${H('i.n', 6, 10)}]
                        when 3 then 'Material de taller'
                        else 'Tasa de gestión de residuos' end as description,
                 case p when 1 then (case when i.series = 'S' then 3 + ${H('i.n', 10, 12)}
                                          else 5 + ${H('i.n', 10, 30)} end) / 10.0
                        when 2 then case when i.series = 'S' then 1 else 1 + ${H('i.n', 11, 2)} end
                        else 1 end::numeric(12, 3) as quantity,
                 case p when 1 then 5500
                        when 2 then case when i.series = 'S'
                                         then least(($3::int[])[1 + ${H('i.n', 6, 10)}], 9000)
                                         else ($3::int[])[1 + ${H('i.n', 6, 10)}] end
                        when 3 then 300 + ${H('i.n', 4, 1500)}
                        else 250 end as unit_price_cents,
                 case when p = 2 and ${H('i.n', 5, 7)} = 0 then 10 else 0 end as discount_percent
            from bench_inv i, generate_series(1, i.line_count) p
           where i.series <> 'R') l`;

/** A rectifying invoice: one line taking 10 % off the invoice it rectifies. */
const RECTIFYING_LINES_SQL = `
  insert into bench_line (n, position, type, description, quantity, unit_price_cents,
                          discount_percent, base_cents)
  select r.n, 1, 'other', 'Descuento del 10 % no aplicado', 1, -greatest(1, round(t.base * 0.1)), 0,
         -greatest(1, round(t.base * 0.1))
    from bench_inv r
    join (select n, sum(base_cents) as base from bench_line group by n) t on t.n = r.n - 7
   where r.series = 'R'`;

/** Totals (VAT once on the rate's base) and the description VERI*FACTU quotes. */
const TOTALS_SQL = [
  `create temporary table bench_total on commit drop as
   select n, sum(base_cents)::bigint as base, round(sum(base_cents) * 0.21)::bigint as vat,
          string_agg(description, '; ' order by position) as descriptions
     from bench_line group by n`,
  'alter table bench_total add primary key (n)',
];

/**
 * Numbers per series and year in order of issue, after the demo's ($1: today in Madrid); credits
 * of the rectified invoices; the recipient (a person) of each slot.
 */
const DETAILS_SQL = [
  `create temporary table bench_detail on commit drop as
   select i.n, x.year, x.sequence,
          i.series || x.year || '-' || lpad(x.sequence::text, greatest(6, length(x.sequence::text)), '0') as number
     from (select n, extract(year from issue_date)::int as year,
                  (row_number() over (partition by series, extract(year from issue_date)
                                      order by issued_at, n))::int as row_number
             from bench_inv where not draft) y
     join bench_inv i on i.n = y.n
     left join invoice_counter c on c.series = i.series and c.year = y.year
     cross join lateral (select y.year, coalesce(c.last_number, 0) + y.row_number as sequence) x`,
  'alter table bench_detail add primary key (n)',
  `create temporary table bench_credit on commit drop as
   select r.n - 7 as n, -t.base - t.vat as credited
     from bench_inv r join bench_total t on t.n = r.n where r.series = 'R'`,
  'alter table bench_credit add primary key (n)',
];

/** Payments of issued F and S invoices. $1 today (Madrid). */
const PAYMENTS_SQL = `
  create temporary table bench_payment on commit drop as
  select p.n, k, method, amount, paid_on,
         case when p.series = 'S' then p.issued_at + interval '2 minutes'
              else (paid_on + time '10:00') at time zone 'Europe/Madrid' end as recorded_at
    from (select i.n, i.series, i.issued_at, i.issue_date,
                 t.base + t.vat - coalesce(c.credited, 0) as owed,
                 ${H('i.n', 31, 100)} as u,
                 case when i.series = 'S' then i.issue_date
                      else least(i.issue_date + (5 + ${H('i.n', 32, 30)})::int, $1::date) end as paid_on
            from bench_inv i join bench_total t on t.n = i.n
            left join bench_credit c on c.n = i.n
           where not i.draft and not i.cancelled and i.series <> 'R') p
    cross join lateral (values
      (1, case when p.series = 'S' then (array['card', 'card', 'cash', 'bizum'])[1 + ${H('p.n', 30, 4)}]
               when p.u % 10 = 9 then 'card' else 'transfer' end,
       case when p.series = 'S' then p.owed
            when p.u < 10 or p.u between 94 and 96 then p.owed / 2 else p.owed end),
      (2, 'transfer', p.owed - p.owed / 2)
    ) as s(k, method, amount)
   where s.amount > 0
     and ((p.series = 'S' and k = 1)
          or (p.issue_date + 30 < $1::date and (k = 1 and p.u < 97 or k = 2 and p.u < 10))
          or (p.issue_date + 30 >= $1::date and p.u >= 60 and k = 1))`;

/**
 * The invoices. $1 the issuer (workshop) as issueDraft fixes it, $2 the office user, $3 the names,
 * $4 the surnames, $5 the streets, $6 the towns (postcode|town|province), $7 the customer pool size.
 */
const INVOICES_SQL = `
  insert into invoice (id, series, year, sequence, number, status, customer_id, recipient_name,
    recipient_tax_id, recipient_address, issuer, issue_date, due_date, payment_terms, notes,
    base_cents, vat_cents, total_cents, vat_breakdown, paid_cents, credited_cents, created_by,
    issued_by, issued_at, cancelled_by, cancelled_at, cancellation_reason, created_at, updated_at,
    version, rectified_invoice_id, rectification_reason, rectification_kind)
  select i.id, i.series, d.year, d.sequence, d.number,
         case when i.draft then 'draft' when i.cancelled then 'cancelled' else 'issued' end,
         case when person then cust.id end,
         case when person then ($3::text[])[1 + ${H('who.n', 20, 16)}] || ' '
                               || ($4::text[])[1 + ${H('who.n', 21, 16)}] || ' '
                               || ($4::text[])[1 + ${H('who.n', 22, 16)}] end,
         case when person then lpad(dni::text, 8, '0')
                               || substr('TRWAGMYFPDXBNJZSQVHLCKE', (dni % 23)::int + 1, 1) end,
         case when person then ($5::text[])[1 + ${H('who.n', 23, 8)}] || ', ' || (1 + ${H('who.n', 24, 120)})
                               || ', ' || split_part(town, '|', 1) || ' ' || split_part(town, '|', 2)
                               || ' (' || split_part(town, '|', 3) || ')' end,
         case when not i.draft then $1::jsonb end,
         case when not i.draft then i.issue_date end,
         case when not i.draft then i.issue_date + case when i.series = 'F' then 30 else 0 end end,
         case when i.series = 'S' then 'Al contado, a la entrega del vehículo'
              else 'Transferencia a 30 días' end,
         'Orden de trabajo WO-' || lpad((200000 + i.n)::text, 6, '0'),
         t.base, t.vat, t.base + t.vat,
         jsonb_build_array(jsonb_build_object('vat_percent', 21, 'base_cents', t.base, 'vat_cents', t.vat)),
         coalesce(paid.cents, 0), coalesce(c.credited, 0),
         $2::uuid, case when not i.draft then $2::uuid end, case when not i.draft then i.issued_at end,
         case when i.cancelled then $2::uuid end,
         case when i.cancelled then i.issued_at + (1 + ${H('i.n', 33, 3)}) * interval '1 hour' end,
         case when i.cancelled then 'Emitida por error: importe equivocado' end,
         i.created_at, coalesce(i.issued_at, i.created_at), case when i.draft then 1 else 2 end,
         case when i.series = 'R' then pg_temp.bench_uuid('bench-invoice-' || (i.n - 7)) end,
         case when i.series = 'R' then case when o.series = 'S' then 'R5'
                                            when ${H('i.n', 34, 2)} = 0 then 'R1' else 'R4' end end,
         case when i.series = 'R' then 'I' end
    from bench_inv i
    join bench_total t on t.n = i.n
    left join bench_detail d on d.n = i.n
    left join bench_credit c on c.n = i.n
    left join bench_inv o on i.series = 'R' and o.n = i.n - 7
    left join (select n, sum(amount)::bigint as cents from bench_payment group by n) paid on paid.n = i.n
    cross join lateral (select case when i.series = 'R' then o.n else i.n end as n,
                               coalesce(o.series, i.series) = 'F' as person) who
    cross join lateral (select 10000000 + ${H('who.n', 25, 89999999)} as dni,
                               ($6::text[])[1 + ${H('who.n', 26, 6)}] as town) r
    left join bench_customer cust on cust.k = 1 + ${H('who.n', 27, '$7::bigint')}`;

const INSERT_LINES = `
  insert into invoice_line (id, invoice_id, position, type, description, quantity, unit_price_cents,
    discount_percent, vat_percent, base_cents)
  select pg_temp.bench_uuid('bench-invoice-line-' || l.n || '-' || l.position),
         pg_temp.bench_uuid('bench-invoice-' || l.n), l.position, l.type, l.description,
         l.quantity, l.unit_price_cents, l.discount_percent, 21, l.base_cents
    from bench_line l`;

const INSERT_PAYMENTS = `
  insert into invoice_payment (id, invoice_id, method, amount_cents, paid_on, reference,
    recorded_by, recorded_at)
  select pg_temp.bench_uuid('bench-invoice-payment-' || p.n || '-' || p.k),
         pg_temp.bench_uuid('bench-invoice-' || p.n), p.method, p.amount, p.paid_on,
         case when p.method = 'transfer' then 'TRF-' || p.n || '-' || p.k end, $1::uuid, p.recorded_at
    from bench_payment p`;

/** Each issued invoice's alta and each cancellation's anulación, in order of generation. */
const RECORDS_SQL = [
  `create temporary table bench_record on commit drop as
   select row_number() over (order by r.generated_at, r.kind, r.n)::int as ord, r.*
     from (select i.n, 'alta' as kind, i.issued_at as generated_at from bench_inv i where not i.draft
           union all
           select i.n, 'anulacion', v.cancelled_at from bench_inv i
             join invoice v on v.id = i.id where i.cancelled) r`,
  'alter table bench_record add primary key (ord)',
];

/** What the fingerprints hash, in chain order. */
const HASH_INPUT_SQL = `
  select r.ord, r.kind, d.number, to_char(i.issue_date, 'DD-MM-YYYY') as issue_date,
         case i.series when 'F' then 'F1' when 'S' then 'F2' else v.rectification_reason end as type,
         v.vat_cents, v.total_cents, r.generated_at
    from bench_record r join bench_inv i on i.n = r.n join bench_detail d on d.n = r.n
    join invoice v on v.id = i.id
   order by r.ord`;

/**
 * The records. $1 issuer NIF, $2 issuer legal name, $3 position before the first, $4–$7 the
 * chain's last record before them (id, number, issue date dd-mm-aaaa, Huella; null when none),
 * $8 SistemaInformatico. The record's JSON has the fields of RegistroAlta/RegistroAnulacion
 * (registration-record.ts).
 */
const INSERT_RECORDS = `
  insert into verifactu_record (id, issuer_tax_id, position, kind, invoice_id, invoice_number,
    issue_date, invoice_type, previous_record_id, previous_huella, huella, generated_at,
    generated_at_text, record, submission_status, submission_attempts, submitted_at,
    aeat_code, aeat_description, created_at)
  select x.id, $1::text, $3::bigint + x.ord, x.kind, x.invoice_id, x.number, x.issue_date, x.type,
         x.previous_id, x.previous_huella, x.huella, x.generated_at, x.ts,
         case when x.kind = 'alta' then jsonb_strip_nulls(jsonb_build_object(
           'IDVersion', '1.0', 'IDFactura', x.id_factura, 'NombreRazonEmisor', $2::text,
           'TipoFactura', x.type,
           'TipoRectificativa', x.rectification_kind,
           'FacturasRectificadas', case when x.rectified_number is not null then jsonb_build_object(
             'IDFacturaRectificada', jsonb_build_array(jsonb_build_object('IDEmisorFactura', $1::text,
               'NumSerieFactura', x.rectified_number, 'FechaExpedicionFactura', x.rectified_date))) end,
           'DescripcionOperacion', left(x.descriptions, 500),
           'Destinatarios', case when x.recipient_tax_id is not null then jsonb_build_object(
             'IDDestinatario', jsonb_build_array(jsonb_build_object('NombreRazon', x.recipient_name,
               'NIF', x.recipient_tax_id))) end,
           'Desglose', jsonb_build_object('DetalleDesglose', jsonb_build_array(jsonb_build_object(
             'Impuesto', '01', 'ClaveRegimen', '01', 'CalificacionOperacion', 'S1',
             'TipoImpositivo', '21.00', 'BaseImponibleOimporteNoSujeto', pg_temp.aeat_amount(x.base_cents),
             'CuotaRepercutida', pg_temp.aeat_amount(x.vat_cents)))),
           'CuotaTotal', pg_temp.aeat_amount(x.vat_cents),
           'ImporteTotal', pg_temp.aeat_amount(x.total_cents),
           'Encadenamiento', x.encadenamiento, 'SistemaInformatico', $8::jsonb,
           'FechaHoraHusoGenRegistro', x.ts, 'TipoHuella', '01', 'Huella', x.huella))
         else jsonb_build_object('IDVersion', '1.0', 'IDFactura', jsonb_build_object(
           'IDEmisorFacturaAnulada', $1::text, 'NumSerieFacturaAnulada', x.number,
           'FechaExpedicionFacturaAnulada', x.aeat_date),
           'Encadenamiento', x.encadenamiento, 'SistemaInformatico', $8::jsonb,
           'FechaHoraHusoGenRegistro', x.ts, 'TipoHuella', '01', 'Huella', x.huella) end,
         'accepted', 1, x.generated_at + interval '1 minute', null, null, x.generated_at
    from (select r.ord, r.kind, h.huella, h.ts, r.generated_at, i.id as invoice_id, d.number,
                 i.issue_date, to_char(i.issue_date, 'DD-MM-YYYY') as aeat_date,
                 pg_temp.bench_uuid('bench-verifactu-' || r.kind || '-' || r.n) as id,
                 case when r.kind = 'alta' then case i.series when 'F' then 'F1' when 'S' then 'F2'
                      else v.rectification_reason end end as type,
                 v.base_cents, v.vat_cents, v.total_cents, v.recipient_name, v.recipient_tax_id,
                 v.rectification_kind, t.descriptions, o.number as rectified_number,
                 to_char(o.issue_date, 'DD-MM-YYYY') as rectified_date,
                 jsonb_build_object('IDEmisorFactura', $1::text, 'NumSerieFactura', d.number,
                   'FechaExpedicionFactura', to_char(i.issue_date, 'DD-MM-YYYY')) as id_factura,
                 coalesce(lag(pg_temp.bench_uuid('bench-verifactu-' || r.kind || '-' || r.n)) over w, $4::uuid) as previous_id,
                 coalesce(lag(h.huella) over w, $7::text) as previous_huella,
                 case when coalesce(lag(h.huella) over w, $7::text) is null
                      then jsonb_build_object('PrimerRegistro', 'S')
                      else jsonb_build_object('RegistroAnterior', jsonb_build_object(
                        'IDEmisorFactura', $1::text,
                        'NumSerieFactura', coalesce(lag(d.number) over w, $5::text),
                        'FechaExpedicionFactura', coalesce(lag(to_char(i.issue_date, 'DD-MM-YYYY')) over w, $6::text),
                        'Huella', coalesce(lag(h.huella) over w, $7::text))) end as encadenamiento
            from bench_record r
            join bench_hash h on h.ord = r.ord
            join bench_inv i on i.n = r.n
            join bench_detail d on d.n = r.n
            join bench_total t on t.n = r.n
            join invoice v on v.id = i.id
            left join invoice o on o.id = v.rectified_invoice_id
          window w as (order by r.ord)) x`;

const require = createRequire(import.meta.url);
/** The production fingerprint and timestamp (compiled: npm run bench builds the server first). */
function verifactu() {
  const dir = '../../dist/libs/billing/src/domain';
  return {
    ...require(`${dir}/verifactu/huella.js`),
    ...require(`${dir}/verifactu/registration-time.js`),
    ...require(`${dir}/money.js`),
  };
}

/**
 * The chain's fingerprints in order, each over the previous one (the first over `lastHuella`, the
 * demo's last record, '' when none), exactly as buildRegistroAlta / buildRegistroAnulacion hash.
 */
async function fingerprints(client, nif, lastHuella) {
  const { altaHuella, anulacionHuella, registrationTimestamp, formatAeatAmount } = verifactu();
  const { rows } = await client.query({ text: HASH_INPUT_SQL, rowMode: 'array' });
  const ords = new Array(rows.length);
  const huellas = new Array(rows.length);
  const stamps = new Array(rows.length);
  let previous = lastHuella ?? '';
  for (const [index, [ord, kind, number, date, type, vat, total, at]] of rows.entries()) {
    const ts = registrationTimestamp(at);
    previous =
      kind === 'alta'
        ? altaHuella({
            IDEmisorFactura: nif,
            NumSerieFactura: number,
            FechaExpedicionFactura: date,
            TipoFactura: type,
            CuotaTotal: formatAeatAmount(Number(vat)),
            ImporteTotal: formatAeatAmount(Number(total)),
            HuellaAnterior: previous,
            FechaHoraHusoGenRegistro: ts,
          })
        : anulacionHuella({
            IDEmisorFacturaAnulada: nif,
            NumSerieFacturaAnulada: number,
            FechaExpedicionFacturaAnulada: date,
            HuellaAnterior: previous,
            FechaHoraHusoGenRegistro: ts,
          });
    ords[index] = ord;
    huellas[index] = previous;
    stamps[index] = ts;
  }
  await client.query(
    'create temporary table bench_hash (ord int primary key, huella text, ts text) on commit drop',
  );
  const BATCH = 50_000;
  for (let from = 0; from < rows.length; from += BATCH) {
    await client.query(
      'insert into bench_hash select * from unnest($1::int[], $2::text[], $3::text[])',
      [
        ords.slice(from, from + BATCH),
        huellas.slice(from, from + BATCH),
        stamps.slice(from, from + BATCH),
      ],
    );
  }
  return rows.length;
}

async function present(client) {
  const { rows } = await client.query('select count(*)::int as found from invoice where id = $1', [
    benchInvoiceId(SLOTS),
  ]);
  return rows[0].found > 0;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function run({ client, log = console.log }) {
  if (await present(client)) {
    log('invoices: bench invoices already there, skipped');
    return { skipped: true, invoices: INVOICES, drafts: DRAFTS, ms: 0 };
  }
  const [workshop] = (
    await client.query(
      `select name, legal_name, nif, address_line, postal_code, city, province, registry_number
         from workshop limit 1`,
    )
  ).rows;
  if (!workshop?.nif) throw new Error('invoices: the workshop has no NIF (seed --demo sets it)');
  const issuer = {
    name: workshop.name,
    legal_name: workshop.legal_name,
    tax_id: workshop.nif,
    address: `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
    registry_number: workshop.registry_number,
  };
  // sistemaInformatico() of verifactu-chain.ts, with the version the bench's API reports.
  const system = {
    NombreRazon: workshop.legal_name,
    NIF: workshop.nif,
    NombreSistemaInformatico: 'PX Taller',
    IdSistemaInformatico: 'PX',
    Version: '1.0.0',
    NumeroInstalacion: '1',
    TipoUsoPosibleSoloVerifactu: 'S',
    TipoUsoPosibleMultiOT: 'N',
    IndicadorMultiplesOT: 'N',
  };
  const started = Date.now();
  let lap = started;
  const step = (what) => {
    const now = Date.now();
    log(`invoices: ${what} (${seconds(now - lap)})`);
    lap = now;
  };
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '128MB'`);
  await client.query('begin');
  await startBulkLoad(client);
  try {
    await client.query(UUID_FUNCTION);
    await client.query(AMOUNT_FUNCTION);
    const [{ today }] = (
      await client.query(`select (now() at time zone 'Europe/Madrid')::date::text as today`)
    ).rows;
    const [office] = (
      await client.query(`select id from app_user where email = 'oficina@taller.test'`)
    ).rows;
    const customers = await client.query(`
      create temporary table bench_customer on commit drop as
      select row_number() over (order by id) as k, id from customer where deleted_at is null`);
    await client.query('alter table bench_customer add primary key (k)');
    await client.query(SLOTS_SQL, [new Date(started)]);
    for (const sql of FIX_RECTIFYING) await client.query(sql);
    await client.query(LINES_SQL, [
      JOBS.map(([labor]) => labor),
      JOBS.map(([, part]) => part),
      JOBS.map(([, , price]) => price),
    ]);
    await client.query(RECTIFYING_LINES_SQL);
    for (const sql of TOTALS_SQL) await client.query(sql);
    for (const sql of DETAILS_SQL) await client.query(sql);
    await client.query(PAYMENTS_SQL, [today]);
    step('computed the slots, lines, totals, numbers and payments');
    const indexes = await secondaryIndexes(client, TABLES);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    step(`dropped ${indexes.length} secondary indexes`);
    const invoices = await client.query(INVOICES_SQL, [
      JSON.stringify(issuer),
      office?.id ?? null,
      FIRST_NAMES,
      SURNAMES,
      STREETS,
      TOWNS.map((town) => town.join('|')),
      Math.max(1, customers.rowCount),
    ]);
    step(`inserted ${invoices.rowCount.toLocaleString('en-US')} invoices`);
    const lines = await client.query(INSERT_LINES);
    step(`inserted ${lines.rowCount.toLocaleString('en-US')} lines`);
    const payments = await client.query(INSERT_PAYMENTS, [office?.id ?? null]);
    step(`inserted ${payments.rowCount.toLocaleString('en-US')} payments`);
    for (const sql of RECORDS_SQL) await client.query(sql);
    const [chain] = (
      await client.query(
        `select last_record_id, last_invoice_number, to_char(last_issue_date, 'DD-MM-YYYY') as last_date,
                last_huella, records from verifactu_chain where issuer_tax_id = $1`,
        [workshop.nif],
      )
    ).rows;
    const hashed = await fingerprints(client, workshop.nif, chain?.last_huella);
    step(`computed ${hashed.toLocaleString('en-US')} chained fingerprints`);
    const records = await client.query(INSERT_RECORDS, [
      workshop.nif,
      workshop.legal_name,
      Number(chain?.records ?? 0),
      chain?.last_record_id ?? null,
      chain?.last_invoice_number ?? null,
      chain?.last_date ?? null,
      chain?.last_huella ?? null,
      JSON.stringify(system),
    ]);
    step(`inserted ${records.rowCount.toLocaleString('en-US')} VERI*FACTU records`);
    // The chain moves to the last record; the counters to each series' and year's last number.
    await client.query(
      `insert into verifactu_chain (issuer_tax_id, last_record_id, last_invoice_number,
              last_issue_date, last_huella, records)
       select issuer_tax_id, id, invoice_number, issue_date, huella, position
         from verifactu_record where issuer_tax_id = $1 order by position desc limit 1
       on conflict (issuer_tax_id) do update
          set last_record_id = excluded.last_record_id,
              last_invoice_number = excluded.last_invoice_number,
              last_issue_date = excluded.last_issue_date, last_huella = excluded.last_huella,
              records = excluded.records`,
      [workshop.nif],
    );
    await client.query(
      `insert into invoice_counter (series, year, last_number)
       select series, year, max(sequence) from invoice where sequence is not null group by 1, 2
       on conflict (series, year) do update
          set last_number = greatest(invoice_counter.last_number, excluded.last_number)`,
    );
    for (const index of indexes) await client.query(index.definition);
    step(`rebuilt ${indexes.length} indexes`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query(`vacuum (analyze) ${TABLES.join(', ')}, invoice_counter, verifactu_chain`);
  step('vacuum analyze');
  const ms = Date.now() - started;
  log(
    `invoices: ${INVOICES.toLocaleString('en-US')} invoices and ${DRAFTS} drafts in ${seconds(ms)}`,
  );
  return { skipped: false, invoices: INVOICES, drafts: DRAFTS, ms };
}

const dataStep = {
  name: 'invoices',
  description: `${INVOICES.toLocaleString('en-US')} invoices over ${YEARS} years (F, S, a few R and cancelled) with lines, payments and their chained VERI*FACTU records, and ${DRAFTS.toLocaleString('en-US')} drafts to issue (issue 21).`,
  run,
};

export default dataStep;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}
