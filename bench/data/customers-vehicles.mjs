// Bench data for issue 4: 1,000,000 customers and 1,200,000 vehicles (with their current owner and
// ownership row), generated in PostgreSQL with set-based SQL (generate_series, insert … select), so
// it takes minutes. Deterministic: every value is a hash of the row number (hashint8extended), ids
// are md5-based uuids of it, so two runs fill the same rows. Idempotent: skipped when the database
// already has 1,000,000 customers. One transaction (all or nothing); the search indexes of the three
// tables are dropped before the load and rebuilt after it (much faster than maintaining them row by
// row), then VACUUM ANALYZE gives the planner statistics and index-only scans their visibility map.
//
// Values look like a Spanish workshop's: people (two surnames, skewed towards the common ones) and
// companies (SL / SA), valid and unique NIF / NIE / CIF (a few customers have none), e-mails, mobile
// and landline phones, addresses in ~40 cities, tags on a quarter of them, consents; vehicles with
// unique current-format plates (`1234 BCD`, series letter matching the year), unique VINs on most,
// popular makes and models with a version, fuel, colour, odometer and next ITV date. 2 % of the
// vehicles have no owner; companies own the fleets.
//
// The demo seed runs first (`seed.js --demo`): the generated NIFs and plates avoid its values.
//
// Used by `npm run bench` for the scenarios that declare `data: ['customers-vehicles']`, or alone:
//   DATABASE_URL=postgres://… node bench/data/customers-vehicles.mjs
import { pathToFileURL } from 'node:url';
import { runAlone, secondaryIndexes, startBulkLoad, bumpListVersions } from '../lib/data.mjs';

export const CUSTOMERS = 1_000_000;
export const VEHICLES = 1_200_000;

export const FIRST_NAMES = [
  'Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús',
  'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro',
  'Adrián', 'Diego', 'Raúl', 'Enrique', 'Ramón', 'Vicente', 'Iván', 'Rubén', 'Óscar', 'Andrés',
  'Joaquín', 'Santiago', 'Eduardo', 'Víctor', 'Roberto', 'Jaime', 'Mario', 'Ignacio', 'Alfonso', 'Hugo',
  'María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Elena', 'Pilar',
  'Rosa', 'Paula', 'Raquel', 'Sara', 'Beatriz', 'Nuria', 'Silvia', 'Irene', 'Rocío', 'Inmaculada',
  'Patricia', 'Mercedes', 'Julia', 'Andrea', 'Teresa', 'Montserrat', 'Rosario', 'Encarnación', 'Sonia', 'Alba',
  'Eva', 'Noelia', 'Verónica', 'Ángela', 'Natalia', 'Claudia', 'Begoña', 'Lorena', 'Susana', 'Yolanda',
]; // prettier-ignore
// Roughly by frequency: the generator picks the first ones more often.
export const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
  'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso',
  'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano',
  'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín',
  'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Peña',
  'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez',
  'Herrera', 'Flores', 'Cabrera', 'Campos', 'Vega', 'Fuentes', 'Carrasco', 'Diez', 'Caballero', 'Reyes',
  'Nieto', 'Aguilar', 'Pascual', 'Santana', 'Herrero', 'Lorenzo', 'Montero', 'Hidalgo', 'Giménez', 'Ibáñez',
  'Ferrer', 'Durán', 'Santiago', 'Benítez', 'Mora', 'Vicente', 'Vargas', 'Arias', 'Carmona', 'Crespo',
  'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco', 'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo',
  'Gallardo', 'Rojas', 'Pardo', 'Merino', 'Franco', 'Espinosa', 'Izquierdo', 'Lara', 'Rivas', 'Silva',
  'Rivera', 'Casado', 'Arroyo', 'Redondo', 'Camacho', 'Rey', 'Vera', 'Otero', 'Luque', 'Galán',
  'Montes', 'Ríos', 'Sierra', 'Segura', 'Carrillo', 'Marcos', 'Marti', 'Soriano', 'Mendoza', 'Bernal',
  'Vila', 'Robles', 'Exposito', 'Heredia', 'Bermúdez', 'Quintana', 'Aguirre', 'Beltrán', 'Echevarría', 'Zamora',
]; // prettier-ignore
const COMPANY_WORDS = [
  'Transportes', 'Reformas', 'Distribuciones', 'Construcciones', 'Mensajería', 'Autoescuela',
  'Fontanería', 'Electricidad', 'Jardinería', 'Logística', 'Catering', 'Limpiezas', 'Talleres',
  'Instalaciones', 'Climatización', 'Excavaciones', 'Suministros', 'Comercial', 'Frutas', 'Panadería',
  'Grúas', 'Taxis', 'Ambulancias', 'Mudanzas', 'Alquiler de Vehículos', 'Servicios Agrícolas',
]; // prettier-ignore
const PLACES = [
  'del Henares', 'del Sur', 'Castilla', 'Rápidos', 'Getafe', 'Leganés', 'Sierra', 'Alcor', 'Vega',
  'Tajo', 'Manzanares', 'Guadarrama', 'Levante', 'Centro', 'Jarama', 'Ibérica', 'Mediterráneo',
  'Norte', 'Atlántico', 'Cantábrico', 'del Ebro', 'Andaluza', 'Levantina', 'Peninsular',
]; // prettier-ignore
const COMPANY_SUFFIXES = ['SL', 'SL', 'SL', 'SLU', 'SA'];
/** City, postal code, province, landline prefix. */
const CITIES = [
  'Madrid|28041|Madrid|91', 'Getafe|28901|Madrid|91', 'Leganés|28911|Madrid|91', 'Fuenlabrada|28942|Madrid|91',
  'Alcorcón|28922|Madrid|91', 'Móstoles|28931|Madrid|91', 'Alcalá de Henares|28801|Madrid|91', 'Parla|28980|Madrid|91',
  'Barcelona|08014|Barcelona|93', 'Badalona|08911|Barcelona|93', 'Terrassa|08221|Barcelona|93', 'Sabadell|08201|Barcelona|93',
  "L'Hospitalet de Llobregat|08901|Barcelona|93", 'Valencia|46015|Valencia|96', 'Torrent|46900|Valencia|96',
  'Alicante|03005|Alicante|96', 'Elche|03203|Alicante|96', 'Castellón de la Plana|12003|Castellón|964',
  'Sevilla|41010|Sevilla|95', 'Dos Hermanas|41701|Sevilla|95', 'Málaga|29004|Málaga|95', 'Marbella|29601|Málaga|95',
  'Córdoba|14005|Córdoba|957', 'Granada|18008|Granada|958', 'Almería|04006|Almería|950', 'Jaén|23009|Jaén|953',
  'Cádiz|11011|Cádiz|956', 'Jerez de la Frontera|11405|Cádiz|956', 'Huelva|21005|Huelva|959',
  'Zaragoza|50012|Zaragoza|976', 'Bilbao|48007|Vizcaya|94', 'Vitoria-Gasteiz|01010|Álava|945',
  'San Sebastián|20011|Guipúzcoa|943', 'Pamplona|31008|Navarra|948', 'Logroño|26006|La Rioja|941',
  'Valladolid|47010|Valladolid|983', 'Burgos|09007|Burgos|947', 'Salamanca|37005|Salamanca|923', 'León|24008|León|987',
  'Oviedo|33011|Asturias|985', 'Gijón|33207|Asturias|985', 'Santander|39011|Cantabria|942',
  'A Coruña|15008|A Coruña|981', 'Vigo|36210|Pontevedra|986', 'Murcia|30009|Murcia|968', 'Cartagena|30205|Murcia|968',
  'Palma|07010|Baleares|971', 'Las Palmas de Gran Canaria|35010|Las Palmas|928', 'Toledo|45005|Toledo|925',
  'Albacete|02006|Albacete|967', 'Badajoz|06011|Badajoz|924', 'Cáceres|10005|Cáceres|927',
]; // prettier-ignore
const STREETS = [
  'Calle Mayor', 'Avenida de España', 'Calle Toledo', 'Calle de la Constitución', 'Avenida de los Ángeles',
  'Calle Madrid', 'Calle San Isidro', 'Paseo de la Estación', 'Calle del Sol', 'Avenida de Europa',
  'Calle Real', 'Plaza de España', 'Calle Nueva', 'Calle de la Iglesia', 'Avenida de Andalucía',
  'Calle del Carmen', 'Calle Cervantes', 'Avenida de la Libertad', 'Calle Goya', 'Ronda de Poniente',
]; // prettier-ignore
const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'hotmail.es',
  'yahoo.es',
  'outlook.es',
  'telefonica.net',
];
/** Sorted tag sets (the API stores tags sorted), comma-joined. */
const PERSON_TAGS = [
  'vip',
  'particular',
  'recomendado',
  'moroso',
  'seguro',
  'renting',
  'particular,vip',
  'recomendado,vip',
  'garantia',
  'taxi',
];
const COMPANY_TAGS = [
  'flota',
  'empresa',
  'empresa,flota',
  'flota,vip',
  'renting',
  'empresa,renting',
  'moroso',
  'flota,taxi',
];
const CONSENT_CHANNELS = ['in_person', 'in_person', 'paper', 'paper', 'email', 'web', 'phone'];

/** Make, model, World Manufacturer Identifier; the first entries are picked more often. */
const MODELS = [
  'Seat|Ibiza|VSS', 'Seat|León|VSS', 'Volkswagen|Golf|WVW', 'Renault|Clio|VF1', 'Peugeot|208|VF3',
  'Toyota|Corolla|JTD', 'Dacia|Sandero|UU1', 'Seat|Arona|VSS', 'Volkswagen|Polo|WVW', 'Citroën|C3|VF7',
  'Ford|Focus|WF0', 'Opel|Corsa|W0L', 'Renault|Mégane|VF1', 'Peugeot|308|VF3', 'Toyota|Yaris|JTD',
  'Hyundai|Tucson|KMH', 'Kia|Sportage|KNA', 'Nissan|Qashqai|SJN', 'Peugeot|2008|VF3', 'Seat|Ateca|VSS',
  'Volkswagen|T-Roc|WVW', 'Dacia|Duster|UU1', 'Renault|Captur|VF1', 'Citroën|C4|VF7', 'Ford|Fiesta|WF0',
  'Opel|Astra|W0L', 'Toyota|C-HR|JTD', 'Kia|Ceed|KNA', 'Hyundai|i30|KMH', 'Peugeot|3008|VF3',
  'BMW|Serie 1|WBA', 'BMW|Serie 3|WBA', 'Audi|A3|WAU', 'Audi|A4|WAU', 'Mercedes-Benz|Clase A|WDD',
  'Mercedes-Benz|Clase C|WDD', 'Volkswagen|Passat|WVW', 'Ford|Kuga|WF0', 'Nissan|Juke|SJN', 'Škoda|Octavia|TMB',
  'Renault|Kangoo|VF1', 'Citroën|Berlingo|VF7', 'Ford|Transit Connect|WF0', 'Mercedes-Benz|Vito|WDD',
  'Fiat|500|ZFA', 'Fiat|Tipo|ZFA', 'Toyota|RAV4|JTM', 'Hyundai|i20|KMH', 'Kia|Niro|KNA', 'Mazda|CX-5|JMZ',
  'Opel|Mokka|W0L', 'BMW|X1|WBA', 'Audi|Q3|WAU', 'Cupra|Formentor|VSS', 'MG|ZS|LSJ', 'Tesla|Model 3|5YJ',
  'Volvo|XC40|YV1', 'Honda|Civic|SHH', 'Škoda|Fabia|TMB', 'Citroën|C5 Aircross|VF7', 'Nissan|Micra|SJN',
  'Dacia|Logan|UU1', 'Škoda|Kamiq|TMB', 'Mazda|3|JMZ', 'Jeep|Renegade|1C4', 'Land Rover|Evoque|SAL',
]; // prettier-ignore
/** The fuel mix (uniform pick) and the versions of each fuel. */
const FUELS = ['diesel', 'diesel', 'diesel', 'diesel', 'diesel', 'diesel', 'diesel', 'gasoline', 'gasoline', 'gasoline', 'gasoline', 'gasoline', 'gasoline', 'gasoline', 'gasoline', 'hybrid', 'hybrid', 'plug_in_hybrid', 'electric', 'lpg']; // prettier-ignore
const VERSIONS = {
  diesel: ['1.6 TDI 115 CV', '2.0 TDI 150 CV DSG', '1.5 dCi 110 CV', '1.5 BlueHDi 130 CV', '2.0 CRDi 136 CV', '1.6 CDTi 110 CV'],
  gasoline: ['1.0 TSI 110 CV', '1.2 PureTech 100 CV', '1.5 TSI 150 CV', '1.0 TCe 90 CV', '1.0 EcoBoost 125 CV', '1.4 TSI 125 CV'],
  hybrid: ['1.8 Hybrid 140 CV', '2.0 Hybrid 184 CV', '1.6 HEV 141 CV'],
  plug_in_hybrid: ['1.4 e-Hybrid 204 CV', '1.6 PHEV 265 CV'],
  electric: ['Eléctrico 136 CV', 'Eléctrico 204 CV', 'Long Range AWD'],
  lpg: ['1.0 TCe GLP 100 CV', '1.0 ECO-G 100 CV'],
}; // prettier-ignore
const COLOURS = ['Blanco', 'Blanco', 'Gris', 'Gris', 'Negro', 'Plata', 'Azul', 'Rojo', 'Granate', 'Verde', 'Beige', 'Naranja']; // prettier-ignore

/** First letters of the current series in use, and the years each one covered. */
const SERIES_FIRST = 'BCDFGHJKLMN';
const SERIES_YEARS = [[2001, 1], [2002, 2], [2004, 2], [2006, 2], [2008, 3], [2011, 3], [2014, 3], [2017, 3], [2020, 3], [2023, 2], [2025, 2]]; // prettier-ignore
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Plates are drawn from 11 × 20 × 20 series of 10,000 numbers: 44,000,000 candidates. */
const PLATE_SPACE = 44_000_000;
/** Odd and not a multiple of 5 or 11: `n * STRIDE mod m` is a permutation, so values are unique. */
const STRIDE = 7919;

const TABLES = ['customer', 'vehicle', 'vehicle_ownership'];

// Session-local helpers (pg_temp: gone with the connection). h(n, salt) is a non-negative 63-bit
// hash; pick draws uniformly, skew favours the first items (power 1.5: the top surname ~4 %).
const HELPERS = `
  create function pg_temp.h(n bigint, salt int) returns bigint language sql immutable
    as $$ select hashint8extended(n, salt) & 9223372036854775807 $$;
  create function pg_temp.pick(items text[], n bigint, salt int) returns text language sql immutable
    as $$ select items[1 + (pg_temp.h(n, salt) % cardinality(items))::int] $$;
  create function pg_temp.skew(items text[], n bigint, salt int) returns text language sql immutable
    as $$ select items[1 + floor(cardinality(items) *
                   power((pg_temp.h(n, salt) % 1000000) / 1000000.0, 1.5))::int] $$;
  create function pg_temp.ascii_word(text) returns text language sql immutable
    as $$ select regexp_replace(lower(px_unaccent($1)), '[^a-z]', '', 'g') $$;
  create function pg_temp.cif_control(d text) returns text language sql immutable as $$
    select ((10 - sum(case when k % 2 = 1
                           then (2 * substr(d, k, 1)::int) / 10 + (2 * substr(d, k, 1)::int) % 10
                           else substr(d, k, 1)::int end) % 10) % 10)::text
      from generate_series(1, 7) k $$;`;

// $1 reference time, $2 count, $3 first names, $4 surnames, $5 company words, $6 places,
// $7 suffixes, $8 cities, $9 streets, $10 e-mail domains, $11 person tags, $12 company tags,
// $13 consent channels.
const INSERT_CUSTOMERS = `
  insert into customer (id, type, first_name, last_name, company_name, nif, email, phone,
    mobile_phone, address, postal_code, city, province, tags, gdpr_consent_at, gdpr_consent_channel,
    marketing_consent, marketing_consent_at, marketing_consent_channel, created_at, updated_at)
  select id, case when company then 'company' else 'person' end, first_name, last_name,
         company_name,
         case when nif is null or exists (select 1 from bench_taken_nif t where t.nif = x.nif)
              then null else nif end,
         email, phone, mobile_phone, address, split_part(city, '|', 2), split_part(city, '|', 1),
         split_part(city, '|', 3), tags, case when gdpr then created_at end,
         case when gdpr then channel end, marketing, case when marketing then created_at end,
         case when marketing then channel end, created_at, created_at
    from (
      select *,
             case when company then
                    case when pg_temp.h(n, 20) % 4 = 0
                         then 'info@' || pg_temp.ascii_word(company_name) || '.es'
                         when pg_temp.h(n, 20) % 4 = 1
                         then 'administracion@' || pg_temp.ascii_word(company_name) || '.com' end
                  when pg_temp.h(n, 21) % 100 < 85
                  then pg_temp.ascii_word(first_name) || '.' ||
                       pg_temp.ascii_word(split_part(last_name, ' ', 1)) || (n % 1000)::text || '@' ||
                       pg_temp.pick($10::text[], n, 22) end as email,
             case when company or pg_temp.h(n, 23) % 100 < 20
                  then split_part(city, '|', 4) ||
                       lpad((pg_temp.h(n, 24) % power(10, 9 - length(split_part(city, '|', 4)))::bigint)::text,
                            9 - length(split_part(city, '|', 4)), '0') end as phone,
             case when pg_temp.h(n, 25) % 100 < 90
                  then (case when pg_temp.h(n, 26) % 5 = 0 then '7' else '6' end) ||
                       lpad(((n * ${STRIDE} + 12345) % 100000000)::text, 8, '0') end as mobile_phone,
             pg_temp.pick($9::text[], n, 27) || ', ' || (1 + pg_temp.h(n, 28) % 140)::text as address,
             case when pg_temp.h(n, 29) % 100 < 25
                  then string_to_array(pg_temp.pick(case when company then $12::text[] else $11::text[] end, n, 30), ',')
                  else '{}'::text[] end as tags,
             pg_temp.h(n, 31) % 100 < 92 as gdpr,
             pg_temp.h(n, 32) % 100 < 40 as marketing,
             pg_temp.pick($13::text[], n, 33) as channel
        from (
          select n, md5('bench-customer-' || n)::uuid as id, company, city, created_at,
                 case when company then '' else pg_temp.skew($3::text[], n, 2) end as first_name,
                 case when company then ''
                      else pg_temp.skew($4::text[], n, 3) || ' ' || pg_temp.skew($4::text[], n, 4) end as last_name,
                 case when company then
                        pg_temp.pick($5::text[], n, 5) || ' ' ||
                        (case when pg_temp.h(n, 6) % 2 = 0 then pg_temp.skew($4::text[], n, 7)
                              else pg_temp.pick($6::text[], n, 7) end) || ' ' ||
                        pg_temp.pick($7::text[], n, 8)
                      else '' end as company_name,
                 case when n % 33 = 0 then null
                      when company then
                        (case when pg_temp.pick($7::text[], n, 8) = 'SA' then 'A' else 'B' end) ||
                        lpad(((n * ${STRIDE}) % 10000000)::text, 7, '0') ||
                        pg_temp.cif_control(lpad(((n * ${STRIDE}) % 10000000)::text, 7, '0'))
                      when n % 11 = 5 then
                        (case when n % 2 = 0 then 'X' else 'Z' end) ||
                        lpad(((n * ${STRIDE}) % 10000000)::text, 7, '0') ||
                        substr('${DNI_LETTERS}',
                          1 + (((case when n % 2 = 0 then 0 else 20000000 end) +
                                (n * ${STRIDE}) % 10000000) % 23)::int, 1)
                      else
                        (80000000 + (n * ${STRIDE}) % 20000000)::text ||
                        substr('${DNI_LETTERS}', 1 + ((80000000 + (n * ${STRIDE}) % 20000000) % 23)::int, 1)
                 end as nif
            from (
              select n, n % 7 = 3 as company, pg_temp.pick($8::text[], n, 1) as city,
                     $1::timestamptz - make_interval(secs => pg_temp.h(n, 9) % (12 * 365 * 86400))
                       as created_at
                from generate_series(1, $2::bigint) n
            ) base
        ) named
    ) x`;

// The owner of vehicle j: the first CUSTOMERS vehicles go one to each customer (a permutation), the
// rest to companies' fleets (half) or anyone; every 50th vehicle has no owner.
const OWNER_SQL = `case when j % 50 = 0 then null
      when j <= ${CUSTOMERS} then 1 + (j * ${STRIDE}) % ${CUSTOMERS}
      when pg_temp.h(j, 40) % 2 = 0 then 3 + 7 * (pg_temp.h(j, 41) % ${Math.floor((CUSTOMERS - 3) / 7)})
      else 1 + pg_temp.h(j, 42) % ${CUSTOMERS} end`;
// The customer's created_at, recomputed from its number as INSERT_CUSTOMERS does.
const CUSTOMER_CREATED_SQL = (n) =>
  `$1::timestamptz - make_interval(secs => pg_temp.h(${n}, 9) % (12 * 365 * 86400))`;

// $1 reference time, $2 count, $3 models, $4 fuels, $5 colours, $6..$11 versions by fuel,
// $12 series years (first year), $13 series years (span), $14 VIN characters, $15 plates taken
// (that many extra candidates: the ones already taken are left out). The vehicles and, for the
// owned ones, their current ownership row (from the day the vehicle was registered here).
const INSERT_VEHICLES = `
  with inserted as (
    insert into vehicle (id, license_plate, plate_normalized, plate_country, plate_format, vin, make,
      model, vehicle_version, year, fuel, colour, customer_id, odometer_km, odometer_read_at,
      next_itv_date, created_at, updated_at)
    select md5('bench-vehicle-' || j)::uuid, digits || ' ' || letters, digits || letters, 'ES',
           'current',
           case when pg_temp.h(j, 50) % 100 < 92 then
             split_part(model, '|', 3) || pg_temp.pick($14::text[], j, 51) ||
             pg_temp.pick($14::text[], j, 52) || pg_temp.pick($14::text[], j, 53) ||
             pg_temp.pick($14::text[], j, 54) || pg_temp.pick($14::text[], j, 55) ||
             substr('0123456789X', 1 + (pg_temp.h(j, 56) % 11)::int, 1) ||
             substr('123456789ABCDEFGHJKLMNPRST', year - 2000, 1) ||
             substr('ABCDEFGH', 1 + (j / 1000000)::int, 1) || lpad((j % 1000000)::text, 6, '0')
           end,
           split_part(model, '|', 1), split_part(model, '|', 2),
           case fuel when 'diesel' then pg_temp.pick($6::text[], j, 57)
                     when 'gasoline' then pg_temp.pick($7::text[], j, 57)
                     when 'hybrid' then pg_temp.pick($8::text[], j, 57)
                     when 'plug_in_hybrid' then pg_temp.pick($9::text[], j, 57)
                     when 'electric' then pg_temp.pick($10::text[], j, 57)
                     else pg_temp.pick($11::text[], j, 57) end,
           year, fuel, pg_temp.pick($5::text[], j, 58),
           case when owner is not null then md5('bench-customer-' || owner)::uuid end,
           greatest(500, (2026 - year) * (8000 + pg_temp.h(j, 59) % 10000) + pg_temp.h(j, 60) % 5000),
           $1::timestamptz - make_interval(days => (pg_temp.h(j, 61) % 365)::int),
           case when 2026 - year >= 4
                then ($1::timestamptz)::date + (pg_temp.h(j, 62) % 730)::int - 30 end,
           created_at, created_at
      from (
        select *,
               -- No electrified cars before 2012 in this fleet.
               case when year < 2012 and drawn_fuel in ('hybrid', 'plug_in_hybrid', 'electric')
                    then 'diesel' else drawn_fuel end as fuel,
               -- Registered here between the day both the car and its owner existed and yesterday.
               since + greatest(interval '0', $1::timestamptz - interval '1 day' - since) *
                       ((pg_temp.h(j, 67) % 1000000) / 1000000.0) as created_at
          from (
            select *, greatest(make_date(year, 1, 1)::timestamptz, owner_since) as since
              from (
                select j, digits, letters, owner, pg_temp.skew($3::text[], j, 63) as model,
                       pg_temp.pick($4::text[], j, 64) as drawn_fuel,
                       least(2026, ($12::int[])[1 + series] +
                                   (pg_temp.h(j, 65) % ($13::int[])[1 + series])::int) as year,
                       case when owner is null
                            then $1::timestamptz - make_interval(secs => pg_temp.h(j, 66) % (12 * 365 * 86400))
                            else ${CUSTOMER_CREATED_SQL('owner')} end as owner_since
                  from (
                    select j, ${OWNER_SQL} as owner, lpad((code % 10000)::text, 4, '0') as digits,
                           (code / 10000 / 400)::int as series, letters
                      from (
                        select j, code,
                               substr('${SERIES_FIRST}', 1 + (code / 10000 / 400)::int, 1) ||
                               substr('${SERIES}', 1 + (code / 10000 / 20 % 20)::int, 1) ||
                               substr('${SERIES}', 1 + (code / 10000 % 20)::int, 1) as letters
                          from (select j, (j * ${STRIDE}) % ${PLATE_SPACE} as code
                                  from generate_series(1, $2::bigint + $15::bigint) j) g
                      ) c
                     where not exists (select 1 from bench_taken_plate t
                                        where t.plate = lpad((c.code % 10000)::text, 4, '0') || c.letters)
                     order by j
                     limit $2
                  ) candidates
              ) drawn
          ) dated
      ) v
    returning id, customer_id, created_at
  ), owned as (
    insert into vehicle_ownership (vehicle_id, customer_id, from_at)
    select id, customer_id, created_at from inserted where customer_id is not null
    returning 1
  )
  select (select count(*) from inserted)::int as vehicles, (select count(*) from owned)::int as owned`;

/** Rows already there: the step is skipped when the customers are. */
async function counts(client) {
  const { rows } = await client.query(`select (select count(*) from customer)::int as customers,
    (select count(*) from vehicle)::int as vehicles`);
  return rows[0];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Fills the database `client` is connected to. Returns what it did:
 * `{ skipped, customers, vehicles, ms }`.
 */
async function run({ client, log = console.log }) {
  const before = await counts(client);
  if (before.customers >= CUSTOMERS) {
    log(`customers-vehicles: ${before.customers} customers already there, skipped`);
    return { skipped: true, ...before, ms: 0 };
  }
  const started = Date.now();
  let lap = started;
  const step = (what) => {
    const now = Date.now();
    log(`customers-vehicles: ${what} (${seconds(now - lap)})`);
    lap = now;
  };
  const reference = new Date(started);
  reference.setUTCHours(12, 0, 0, 0);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '64MB'`);
  await client.query('begin');
  await startBulkLoad(client);
  try {
    await client.query(HELPERS);
    // What the demo seed already took (the indexes that would answer this are dropped below).
    await client.query(`create temporary table bench_taken_nif on commit drop as
      select distinct nif from customer where nif is not null`);
    await client.query('alter table bench_taken_nif add primary key (nif)');
    const taken = await client.query(`create temporary table bench_taken_plate on commit drop as
      select distinct plate_normalized as plate from vehicle where plate_country = 'ES'`);
    await client.query('alter table bench_taken_plate add primary key (plate)');
    await client.query('analyze bench_taken_nif, bench_taken_plate');
    const indexes = await secondaryIndexes(client, TABLES);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    step(`dropped ${indexes.length} secondary indexes`);
    const customers = await client.query(INSERT_CUSTOMERS, [
      reference, CUSTOMERS, FIRST_NAMES, SURNAMES, COMPANY_WORDS, PLACES, COMPANY_SUFFIXES, CITIES,
      STREETS, EMAIL_DOMAINS, PERSON_TAGS, COMPANY_TAGS, CONSENT_CHANNELS,
    ]); // prettier-ignore
    step(`inserted ${customers.rowCount.toLocaleString('en-US')} customers`);
    const vehicles = await client.query(INSERT_VEHICLES, [
      reference, VEHICLES, MODELS, FUELS, COLOURS, VERSIONS.diesel, VERSIONS.gasoline,
      VERSIONS.hybrid, VERSIONS.plug_in_hybrid, VERSIONS.electric, VERSIONS.lpg,
      SERIES_YEARS.map(([first]) => first), SERIES_YEARS.map(([, span]) => span), [...VIN_CHARS],
      taken.rowCount,
    ]); // prettier-ignore
    const { vehicles: vehicleCount, owned } = vehicles.rows[0];
    step(
      `inserted ${vehicleCount.toLocaleString('en-US')} vehicles, ` +
        `${owned.toLocaleString('en-US')} of them with an owner`,
    );
    for (const index of indexes) await client.query(index.definition);
    await bumpListVersions(client, ['customer', 'vehicle']);
    step(`rebuilt ${indexes.length} indexes`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query(`vacuum (analyze) ${TABLES.join(', ')}`);
  step('vacuum analyze');
  const after = await counts(client);
  const ms = Date.now() - started;
  log(
    `customers-vehicles: ${after.customers.toLocaleString('en-US')} customers, ` +
      `${after.vehicles.toLocaleString('en-US')} vehicles in ${seconds(ms)}`,
  );
  return { skipped: false, ...after, ms };
}

const dataStep = {
  name: 'customers-vehicles',
  description: `${CUSTOMERS.toLocaleString('en-US')} customers and ${VEHICLES.toLocaleString('en-US')} vehicles with their owners (issue 4).`,
  run,
};

export default dataStep;

// Alone: DATABASE_URL=postgres://… node bench/data/customers-vehicles.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}
