import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { parsePlate, vinCheckDigit } from '@px/contracts';
import { runSql } from '@px/platform';
import { generator } from './demo-random';

/**
 * The demo workshop's customers and their vehicles: 200 customers (people and companies) with
 * valid NIF/NIE/CIF, phones and consents, and 260 vehicles with plausible plates, VINs, makes and
 * mileages, each with its ownership, one to four odometer readings and its ITV and service
 * reminders. Generated from a fixed seed, so every demo install has the same data. Skipped when
 * customers already exist.
 */
export const DEMO_CUSTOMER_COUNT = 200;
export const DEMO_VEHICLE_COUNT = 260;

const FIRST_NAMES = [
  'Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús',
  'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro',
  'María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Elena', 'Pilar',
  'Rosa', 'Paula', 'Raquel', 'Sara', 'Beatriz', 'Nuria', 'Silvia', 'Irene', 'Rocío', 'Inmaculada',
]; // prettier-ignore
const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
  'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso',
  'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano',
  'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín',
  'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Peña',
]; // prettier-ignore
const COMPANY_WORDS = [
  'Transportes', 'Reformas', 'Distribuciones', 'Construcciones', 'Mensajería', 'Autoescuela',
  'Fontanería', 'Electricidad', 'Jardinería', 'Logística', 'Catering', 'Limpiezas',
]; // prettier-ignore
const COMPANY_NAMES = [
  'Hermanos Ortega', 'del Henares', 'Sur', 'Castilla', 'Rápidos', 'Getafe', 'Leganés', 'Sierra',
  'Alcor', 'Vega', 'Tajo', 'Manzanares', 'Guadarrama', 'Levante', 'Centro', 'Jarama',
]; // prettier-ignore
const CITIES: [string, string, string][] = [
  ['Getafe', '28901', 'Madrid'], ['Leganés', '28911', 'Madrid'], ['Fuenlabrada', '28942', 'Madrid'],
  ['Parla', '28980', 'Madrid'], ['Pinto', '28320', 'Madrid'], ['Madrid', '28041', 'Madrid'],
  ['Alcorcón', '28922', 'Madrid'], ['Móstoles', '28931', 'Madrid'], ['Valdemoro', '28340', 'Madrid'],
  ['Villaverde', '28021', 'Madrid'], ['Toledo', '45005', 'Toledo'], ['Illescas', '45200', 'Toledo'],
]; // prettier-ignore
const STREETS = [
  'Calle Mayor', 'Avenida de España', 'Calle Toledo', 'Calle de la Constitución', 'Avenida de los Ángeles',
  'Calle Madrid', 'Calle San Isidro', 'Paseo de la Estación', 'Calle del Sol', 'Avenida de Europa',
]; // prettier-ignore
const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net'];
const COLOURS = ['Blanco', 'Gris', 'Negro', 'Plata', 'Azul', 'Rojo', 'Granate', 'Verde', 'Beige'];

/** [make, World Manufacturer Identifier, models]. */
const MAKES: [string, string, string[]][] = [
  ['Seat', 'VSS', ['Ibiza', 'León', 'Arona', 'Ateca']],
  ['Volkswagen', 'WVW', ['Golf', 'Polo', 'T-Roc', 'Passat']],
  ['Renault', 'VF1', ['Clio', 'Mégane', 'Captur', 'Kangoo']],
  ['Peugeot', 'VF3', ['208', '308', '2008', '3008']],
  ['Citroën', 'VF7', ['C3', 'C4', 'Berlingo', 'C5 Aircross']],
  ['Toyota', 'JTD', ['Corolla', 'Yaris', 'C-HR', 'RAV4']],
  ['Ford', 'WF0', ['Focus', 'Fiesta', 'Kuga', 'Transit Connect']],
  ['Opel', 'W0L', ['Corsa', 'Astra', 'Mokka']],
  ['Hyundai', 'KMH', ['i20', 'i30', 'Tucson']],
  ['Kia', 'KNA', ['Ceed', 'Sportage', 'Niro']],
  ['Dacia', 'UU1', ['Sandero', 'Duster', 'Logan']],
  ['BMW', 'WBA', ['Serie 1', 'Serie 3', 'X1']],
  ['Audi', 'WAU', ['A3', 'A4', 'Q3']],
  ['Mercedes-Benz', 'WDD', ['Clase A', 'Clase C', 'Vito']],
  ['Nissan', 'SJN', ['Qashqai', 'Juke', 'Micra']],
  ['Škoda', 'TMB', ['Octavia', 'Fabia', 'Kamiq']],
]; // prettier-ignore
const FUELS_BY_WEIGHT = [
  'diesel',
  'diesel',
  'diesel',
  'gasoline',
  'gasoline',
  'gasoline',
  'hybrid',
  'electric',
  'lpg',
];

/** First letter of the current series by registration year (the series advances, never back). */
const SERIES_START: Record<number, string> = {
  2001: 'B', 2002: 'C', 2003: 'C', 2004: 'D', 2005: 'D', 2006: 'F', 2007: 'F', 2008: 'G',
  2009: 'G', 2010: 'G', 2011: 'H', 2012: 'H', 2013: 'H', 2014: 'J', 2015: 'J', 2016: 'J',
  2017: 'K', 2018: 'K', 2019: 'K', 2020: 'L', 2021: 'L', 2022: 'L', 2023: 'M', 2024: 'M', 2025: 'N',
}; // prettier-ignore

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function cifControlDigit(digits: string): string {
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  });
  return String((10 - (sum % 10)) % 10);
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface DemoCustomer {
  id: string;
  type: 'person' | 'company';
  firstName: string;
  lastName: string;
  companyName: string;
  nif: string;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  gdpr: boolean;
  marketing: boolean;
  createdAt: Date;
}

export class DemoCustomersSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [{ count }] = await runSql<{ count: number }>(
      em,
      'select count(*)::int as count from customer',
    );
    if (count > 0) return;
    const random = generator(20261121);
    const now = Date.now();
    const usedNifs = new Set<string>();
    const customers: DemoCustomer[] = [];

    for (let i = 0; i < DEMO_CUSTOMER_COUNT; i += 1) {
      const company = i % 7 === 3;
      const [city, postalCode, province] = random.pick(CITIES);
      const createdAt = new Date(now - random.int(1, 900) * 86_400_000);
      let nif = '';
      while (!nif || usedNifs.has(nif)) {
        if (company) {
          const digits = String(random.int(1_000_000, 9_999_999));
          nif = `B${digits}${cifControlDigit(digits)}`;
        } else if (i % 11 === 5) {
          const digits = String(random.int(1_000_000, 9_999_999));
          nif = `Y${digits}${DNI_LETTERS[Number(`1${digits}`) % 23]}`;
        } else {
          const digits = random.int(10_000_000, 79_999_999);
          nif = `${digits}${DNI_LETTERS[digits % 23]}`;
        }
      }
      usedNifs.add(nif);
      const firstName = company ? '' : random.pick(FIRST_NAMES);
      const lastName = company ? '' : `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
      const companyName = company
        ? `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_NAMES)} ${random.pick(['SL', 'SL', 'SA', 'SLU'])}`
        : '';
      const emailUser = company
        ? ascii(companyName.split(' ').slice(0, 2).join(''))
        : `${ascii(firstName)}.${ascii(lastName.split(' ')[0])}${random.int(1, 99)}`;
      customers.push({
        id: randomUUID(),
        type: company ? 'company' : 'person',
        firstName,
        lastName,
        companyName,
        nif,
        email:
          random.next() < 0.85
            ? `${emailUser}@${company ? 'empresa.es' : random.pick(EMAIL_DOMAINS)}`
            : null,
        phone: company || random.next() < 0.2 ? `91${random.int(1_000_000, 9_999_999)}` : null,
        mobilePhone: random.next() < 0.9 ? `6${random.int(10_000_000, 99_999_999)}` : null,
        address: `${random.pick(STREETS)}, ${random.int(1, 140)}`,
        postalCode,
        city,
        province,
        gdpr: random.next() < 0.92,
        marketing: random.next() < 0.4,
        createdAt,
      });
    }

    for (const c of customers) {
      await runSql(
        em,
        `insert into customer (id, type, first_name, last_name, company_name, nif, email, phone,
           mobile_phone, address, postal_code, city, province, gdpr_consent_at, gdpr_consent_channel,
           marketing_consent, marketing_consent_at, marketing_consent_channel, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [
          c.id, c.type, c.firstName, c.lastName, c.companyName, c.nif, c.email, c.phone,
          c.mobilePhone, c.address, c.postalCode, c.city, c.province,
          c.gdpr ? c.createdAt : null, c.gdpr ? 'paper' : null,
          c.marketing, c.marketing ? c.createdAt : null, c.marketing ? 'paper' : null,
          c.createdAt, c.createdAt,
        ], // prettier-ignore
        'run',
      );
    }

    const usedPlates = new Set<string>();
    for (let i = 0; i < DEMO_VEHICLE_COUNT; i += 1) {
      const owner = customers[i < DEMO_CUSTOMER_COUNT ? i : random.int(0, DEMO_CUSTOMER_COUNT - 1)];
      const [make, wmi, models] = random.pick(MAKES);
      const model = random.pick(models);
      const provincial = i % 37 === 0;
      const year = provincial ? random.int(1994, 2000) : random.int(2003, 2025);
      let plateText = '';
      while (!plateText || usedPlates.has(plateText)) {
        const letters = `${SERIES_START[year]}${random.pick([...SERIES])}${random.pick([...SERIES])}`;
        plateText = provincial
          ? `M-${random.int(1000, 9999)}-${random.pick(['TZ', 'VK', 'XY', 'ZB', 'WS'])}`
          : `${random.int(0, 9999).toString().padStart(4, '0')} ${letters}`;
      }
      usedPlates.add(plateText);
      const plate = parsePlate(plateText, 'ES');
      if (!plate) continue;
      let vin = `${wmi}${Array.from({ length: 14 }, () => random.pick([...VIN_CHARS])).join('')}`;
      const check = vinCheckDigit(vin);
      if (check && random.next() < 0.5) vin = `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
      const ageYears = 2026 - year;
      const km = Math.max(
        500,
        Math.round(ageYears * random.int(9_000, 22_000) + random.int(0, 5_000)),
      );
      const readAt = new Date(now - random.int(1, 120) * 86_400_000);
      const itv = ageYears >= 4 ? new Date(now + random.int(-30, 700) * 86_400_000) : null;
      const vehicleId = randomUUID();
      await runSql(
        em,
        `insert into vehicle (id, license_plate, plate_normalized, plate_country, plate_format, vin, make,
           model, year, fuel, colour, customer_id, odometer_km, odometer_read_at, next_itv_date,
           created_at, updated_at)
         values ($1, $2, $3, 'ES', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          vehicleId, plate.display, plate.normalized, plate.format, vin, make, model, year,
          random.pick(FUELS_BY_WEIGHT), random.pick(COLOURS), owner.id, km, readAt,
          itv ? itv.toISOString().slice(0, 10) : null, owner.createdAt, owner.createdAt,
        ], // prettier-ignore
        'run',
      );
      await runSql(
        em,
        `insert into vehicle_ownership (vehicle_id, customer_id, from_at) values ($1, $2, $3)`,
        [vehicleId, owner.id, owner.createdAt],
        'run',
      );
      // Earlier visits' readings, so the history and the odometer chart have a story to tell.
      const readings: [number, Date][] = [[km, readAt]];
      const earlierVisits = random.int(0, 3);
      for (let visit = 1; visit <= earlierVisits; visit += 1) {
        const [lastKm, lastAt] = readings[readings.length - 1];
        const at = new Date(lastAt.getTime() - random.int(120, 300) * 86_400_000);
        const earlierKm = lastKm - random.int(4_000, 11_000);
        if (earlierKm < 0 || at < owner.createdAt) break;
        readings.push([earlierKm, at]);
      }
      for (const [readingKm, at] of readings) {
        await runSql(
          em,
          `insert into odometer_reading (vehicle_id, km, read_at, source) values ($1, $2, $3, 'manual')`,
          [vehicleId, readingKm, at],
          'run',
        );
      }
      if (itv) {
        await runSql(
          em,
          `insert into service_reminder (vehicle_id, kind, description, due_date, created_at)
           values ($1, 'itv', 'Inspección técnica (ITV)', $2, $3)`,
          [vehicleId, itv.toISOString().slice(0, 10), readAt],
          'run',
        );
      }
      if (random.next() < 0.45) {
        await runSql(
          em,
          `insert into service_reminder (vehicle_id, kind, description, due_date, due_km, created_at)
           values ($1, 'service', $2, $3, $4, $5)`,
          [
            vehicleId,
            random.pick(['Revisión anual', 'Cambio de aceite y filtros', 'Correa de distribución']),
            new Date(readAt.getTime() + random.int(60, 365) * 86_400_000)
              .toISOString()
              .slice(0, 10),
            Math.ceil((km + random.int(2_000, 15_000)) / 1000) * 1000,
            readAt,
          ],
          'run',
        );
      }
    }
  }
}
