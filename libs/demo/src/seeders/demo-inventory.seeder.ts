import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import {
  type LocalDate,
  type PartCategory,
  type PartUnit,
  type PurchaseOrderStatus,
  type SparePartRequestStatus,
  type StockMovementKind,
  addDays,
  formatWorkOrderNumber,
  isValidSpanishTaxId,
  isoWeekday,
  localDate,
  localInstant,
  normalizeTaxId,
} from '@px/contracts';
import { runSql } from '@px/platform';
import { type DemoRandom, generator } from './demo-random';

/**
 * The demo workshop's inventory (issue 20): 12 suppliers, 800 parts over the categories a
 * workshop stocks, and a year of their stock ledger ending now, as the inventory commands would
 * have left it. The initial count a year ago; weekly min/max reorders per supplier, received after
 * the supplier's lead time (and urgent orders when a completed order's line found the shelf
 * short); the consumptions of the completed demo work orders (their part lines, plus what else the
 * job used); a few adjustments and supplier returns. Then the open documents: purchase orders in
 * every status and spare-part requests in every status on the open orders.
 *
 * Everything is computed here and inserted once (stock_movement is append-only): each part's
 * movements in time order with balance_after their running sum, never negative; part_stock is the
 * ledger's sum, the weighted average cost of its inflows, the pending lines of the sent orders and
 * the reorder point's state; part_stock_month is the same per-month rollup postMovement keeps.
 * Generated from a fixed seed; skipped once any part exists.
 */
export const DEMO_PART_COUNT = 800;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const BATCH = 1000;
/** Parts with stock and no movement for more than 200 days (besides the ones nobody needed). */
const DEAD_PARTS = 60;
const INACTIVE_PARTS = 10;
/** Parts whose available stock ends at or below their reorder point. */
const LOW_PARTS = 40;

const q3 = (value: number) => Math.round(value * 1000) / 1000;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

type Tier = 'A' | 'B' | 'C';
const TIER_WEIGHT: Record<Tier, number> = { A: 8, B: 3, C: 1 };

// ── Suppliers ──────────────────────────────────────────────────────────────────────────────────

interface SupplierSpec {
  name: string;
  /** The province code the CIF's digits start with. */
  province: string;
  phonePrefix: string;
  contact: string;
  slug: string;
  lead: number;
  terms: string;
  categories: PartCategory[];
}

// prettier-ignore
const SUPPLIERS: SupplierSpec[] = [
  { name: 'Recambios Levante, S.L.', province: '46', phonePrefix: '963', contact: 'Vicente Ferrer Soler', slug: 'levante', lead: 1, terms: '30 días fecha factura', categories: ['filtros', 'frenos', 'electricidad', 'iluminacion', 'consumibles', 'otros'] },
  { name: 'Distribuciones Auto Norte, S.A.', province: '48', phonePrefix: '944', contact: 'Iñaki Etxeberria Goikoetxea', slug: 'autonorte', lead: 3, terms: 'Transferencia 60 días', categories: ['suspension', 'distribucion', 'embrague', 'frenos'] },
  { name: 'Suministros del Motor Sur, S.L.', province: '41', phonePrefix: '954', contact: 'Manuel Romero Castillo', slug: 'motorsur', lead: 2, terms: '30 días fecha factura', categories: ['filtros', 'refrigeracion', 'escape', 'aceites'] },
  { name: 'Neumáticos Vallès, S.A.', province: '08', phonePrefix: '937', contact: 'Jordi Puig Serra', slug: 'neumaticosvalles', lead: 2, terms: 'Transferencia 60 días', categories: ['neumaticos', 'otros'] },
  { name: 'Lubricantes Ibéricos, S.L.', province: '50', phonePrefix: '976', contact: 'Pilar Lasheras Gil', slug: 'lubricantes', lead: 3, terms: 'Transferencia 60 días', categories: ['aceites', 'consumibles'] },
  { name: 'Baterías y Arranque Castilla, S.L.', province: '47', phonePrefix: '983', contact: 'Jesús Sanz Herrero', slug: 'bateriascastilla', lead: 2, terms: 'Contado', categories: ['baterias', 'electricidad'] },
  { name: 'Frenos y Embragues del Centro, S.L.', province: '28', phonePrefix: '916', contact: 'Raquel Moreno Díaz', slug: 'frenoscentro', lead: 1, terms: '30 días fecha factura', categories: ['frenos', 'embrague', 'suspension'] },
  { name: 'Recambios Rápidos Madrid, S.L.', province: '28', phonePrefix: '913', contact: 'Alberto Gómez Navarro', slug: 'rapidosmadrid', lead: 1, terms: 'Contado', categories: ['distribucion', 'refrigeracion', 'filtros', 'otros'] },
  { name: 'Electricidad del Automóvil Mediterráneo, S.L.', province: '03', phonePrefix: '965', contact: 'Carmen Pastor Llorens', slug: 'electromediterraneo', lead: 4, terms: '30 días fecha factura', categories: ['electricidad', 'iluminacion'] },
  { name: 'Carrocería y Lunas Galicia, S.L.', province: '36', phonePrefix: '986', contact: 'Xosé Manuel Fernández Otero', slug: 'carroceriagalicia', lead: 7, terms: 'Transferencia 60 días', categories: ['carroceria', 'iluminacion'] },
  { name: 'Climatización Auto Andalucía, S.A.', province: '29', phonePrefix: '952', contact: 'Antonio Ruiz Marín', slug: 'climaandalucia', lead: 5, terms: 'Contado', categories: ['climatizacion', 'refrigeracion'] },
  { name: 'Comercial de Recambios del Sureste, S.L.', province: '30', phonePrefix: '968', contact: 'Francisco Sánchez Meroño', slug: 'sureste', lead: 6, terms: '30 días fecha factura', categories: ['escape', 'suspension', 'consumibles', 'aceites'] },
];

/** A company's CIF (A: sociedad anónima, B: limitada) with its control digit. */
function cif(letter: 'A' | 'B', digits: string): string {
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  });
  const id = normalizeTaxId(`${letter}${digits}${(10 - (sum % 10)) % 10}`);
  if (!isValidSpanishTaxId(id)) throw new Error(`demo inventory: invalid CIF ${id}`);
  return id;
}

/** An EAN-13 from its first twelve digits: the check digit weighs them 1, 3, 1, 3… */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, char, i) => total + Number(char) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

// ── The catalogue ──────────────────────────────────────────────────────────────────────────────

// prettier-ignore
const FITMENTS = [
  'VW Golf VII 1.6 TDI', 'VW Golf VII 1.5 TSI', 'VW Polo 1.0 TSI', 'Seat León III 2.0 TDI',
  'Seat León III 1.4 TSI', 'Seat Ibiza 1.0 TSI', 'Seat Arona 1.6 TDI', 'Renault Clio IV 1.5 dCi',
  'Renault Mégane IV 1.3 TCe', 'Peugeot 308 1.5 BlueHDi', 'Peugeot 208 1.2 PureTech',
  'Citroën C4 1.6 HDi', 'Citroën C3 1.2 PureTech', 'Ford Focus 1.0 EcoBoost', 'Ford Fiesta 1.5 TDCi',
  'Opel Astra K 1.6 CDTI', 'Opel Corsa E 1.4', 'Toyota Corolla 1.8 Hybrid', 'Toyota Auris 1.4 D-4D',
  'Dacia Sandero 0.9 TCe', 'Dacia Duster 1.5 dCi', 'BMW Serie 3 F30 320d', 'BMW Serie 1 F20 118d',
  'Audi A3 8V 2.0 TDI', 'Audi A4 B9 2.0 TDI', 'Mercedes Clase A W176 A180d',
  'Mercedes Clase C W205 C220d', 'Kia Ceed 1.6 CRDi', 'Hyundai i30 1.6 CRDi', 'Nissan Qashqai 1.5 dCi',
  'Fiat 500 1.2', 'Skoda Octavia III 2.0 TDI', 'Mazda 3 2.0 Skyactiv-G', 'Volvo V40 D2',
];

// prettier-ignore
const TYRE_SIZES: [string, number][] = [
  ['205/55 R16 91V', 7200], ['205/55 R16 94V XL', 7600], ['195/65 R15 91H', 5600],
  ['225/45 R17 94W XL', 9200], ['215/55 R17 94V', 9000], ['225/40 R18 92Y XL', 11800],
  ['185/65 R15 88T', 5200], ['235/55 R18 100V', 12500], ['175/65 R14 82T', 4600],
  ['215/65 R16 98H', 8400],
];
const SEASONS = ['verano', 'invierno', 'all season'] as const;
/** Each brand's summer, winter and all-season line. */
const TYRE_MODELS: Record<string, readonly [string, string, string]> = {
  Michelin: ['Primacy 4+', 'Alpin 7', 'CrossClimate 2'],
  Continental: ['PremiumContact 7', 'WinterContact TS 870', 'AllSeasonContact 2'],
  Bridgestone: ['Turanza 6', 'Blizzak 6', 'Turanza All Season 6'],
  Pirelli: ['Cinturato P7', 'Cinturato Winter 2', 'Cinturato All Season SF3'],
  Hankook: ['Ventus Prime 4', 'Winter i*cept RS3', 'Kinergy 4S2'],
  Goodyear: ['EfficientGrip Performance 2', 'UltraGrip 9+', 'Vector 4Seasons Gen-3'],
};
const OIL_GRADES = ['5W-30 C3', '5W-30 C2', '5W-30 504/507', '5W-40', '0W-20', '0W-30', '10W-40'];
const OIL_LINES: Record<string, string> = {
  Castrol: 'Edge',
  Repsol: 'Elite Evolution',
  Total: 'Quartz Ineo',
  Motul: '8100 X-clean',
  Mobil: 'Super 3000',
  Elf: 'Evolution Full-Tech',
};

interface KindSpec {
  key: string;
  category: PartCategory;
  /** The variant goes at `{v}`, or after the name. */
  name: string;
  unit: PartUnit;
  /** Catalogue cost of a unit (a litre, a kilo, a metre), in cents. */
  cost: number;
  /** How many parts of this kind the catalogue has. */
  parts: number;
  /** `Brand=reference pattern` pairs separated by `;`: each `#` of the pattern is a digit. */
  brands: string;
  /** What follows the name: a vehicle, or one of these variants. */
  variants?: 'fit' | readonly string[];
  /** Variants containing this come first (the parts the demo orders' lines use). */
  priority?: string;
  /** The quantities one job takes. */
  take?: readonly number[];
  /** Ordered from the supplier in multiples of this. */
  pack?: number;
  /** Expensive and rarely needed: bought when an order needs one. */
  slow?: boolean;
  /** Kept in the second warehouse. */
  bulky?: boolean;
}

const FLUID = { unit: 'l' as const };
const TYRE_VARIANTS = TYRE_SIZES.flatMap(([size]) => SEASONS.map((season) => `${size}|${season}`));

// prettier-ignore
const KINDS: KindSpec[] = [
  // Filtros (110)
  { key: 'oil-filter', category: 'filtros', name: 'Filtro de aceite', unit: 'ud', cost: 650, parts: 32, variants: 'fit', brands: 'Mann-Filter=W ###/#;Mahle=OC ###;Bosch=F 026 407 ###;Purflux=L###;UFI=23.###.00' },
  { key: 'air-filter', category: 'filtros', name: 'Filtro de aire', unit: 'ud', cost: 1100, parts: 32, variants: 'fit', brands: 'Mann-Filter=C ## ###;Mahle=LX ####;Bosch=F 026 400 ###;Purflux=A####;UFI=30.###.00' },
  { key: 'cabin-filter', category: 'filtros', name: 'Filtro de habitáculo', unit: 'ud', cost: 1300, parts: 22, variants: 'fit', brands: 'Mann-Filter=CU ####;Mahle=LA ###;Bosch=1 987 432 ###;Purflux=AH###;UFI=53.###.00' },
  { key: 'cabin-carbon', category: 'filtros', name: 'Filtro de habitáculo de carbón activo', unit: 'ud', cost: 1900, parts: 12, variants: 'fit', brands: 'Mann-Filter=CUK ####;Mahle=LAK ###;Bosch=1 987 435 ###;Purflux=AHC###;UFI=54.###.00' },
  { key: 'fuel-filter', category: 'filtros', name: 'Filtro de combustible', unit: 'ud', cost: 1700, parts: 20, variants: 'fit', brands: 'Mann-Filter=WK ###/#;Mahle=KL ###;Bosch=F 026 402 ###;Purflux=C###;UFI=24.###.00' },
  // Frenos (100)
  { key: 'front-pads', category: 'frenos', name: 'Juego de pastillas de freno delanteras', unit: 'ud', cost: 2600, parts: 28, variants: 'fit', brands: 'Brembo=P 85 ###;ATE=13.0460-####.2;TRW=GDB####;Ferodo=FDB####;Textar=2###501;Bosch=0 986 494 ###' },
  { key: 'rear-pads', category: 'frenos', name: 'Juego de pastillas de freno traseras', unit: 'ud', cost: 2200, parts: 18, variants: 'fit', brands: 'Brembo=P 61 ###;ATE=13.0470-####.2;TRW=GDB####;Ferodo=FDB####;Textar=2###401;Bosch=0 986 495 ###' },
  { key: 'front-disc', category: 'frenos', name: 'Disco de freno delantero', unit: 'ud', cost: 3400, parts: 24, variants: 'fit', take: [2], pack: 2, brands: 'Brembo=09.####.11;ATE=24.0125-####.1;TRW=DF####;Ferodo=DDF####;Textar=92####03;Bosch=0 986 479 ###' },
  { key: 'rear-disc', category: 'frenos', name: 'Disco de freno trasero', unit: 'ud', cost: 2900, parts: 14, variants: 'fit', take: [2], pack: 2, brands: 'Brembo=08.####.11;ATE=24.0110-####.1;TRW=DF####S;Ferodo=DDF####C;Textar=92####00;Bosch=0 986 478 ###' },
  { key: 'brake-shoes', category: 'frenos', name: 'Juego de zapatas de freno traseras', unit: 'ud', cost: 3100, parts: 6, variants: 'fit', brands: 'Brembo=S 85 ###;ATE=03.0137-####.2;TRW=GS####;Ferodo=FSB###;Textar=91###;Bosch=0 986 487 ###' },
  { key: 'brake-fluid', category: 'frenos', name: 'Líquido de frenos DOT 4', ...FLUID, cost: 750, parts: 6, take: [0.5, 1], pack: 5, brands: 'Brembo=L 04 0##;ATE=03.9901-####.2;TRW=PFB###;Ferodo=FBX###;Textar=95##;Bosch=1 987 479 ###' },
  { key: 'brake-hose', category: 'frenos', name: 'Latiguillo de freno', unit: 'ud', cost: 900, parts: 6, variants: 'fit', take: [1, 2], brands: 'TRW=PHD###;ATE=24.5###-####.3;Bosch=1 987 481 ###;Ferodo=FHY####' },
  // Aceites y lubricantes (40)
  { key: 'oil', category: 'aceites', name: 'Aceite de motor', ...FLUID, cost: 690, parts: 24, variants: OIL_GRADES, priority: '5W-30', take: [4, 4.5, 5], pack: 20, brands: 'Castrol=EDG-####;Repsol=RP####;Total=QTZ-####;Motul=10####;Mobil=MOB-####;Elf=EVO-####' },
  { key: 'gear-oil', category: 'aceites', name: 'Aceite de caja de cambios 75W-90', ...FLUID, cost: 1100, parts: 5, take: [1.5, 2, 2.5], pack: 5, brands: 'Castrol=TRX-####;Repsol=RPC-####;Total=TTR-####;Motul=MGL-####;Mobil=MLB-####' },
  { key: 'atf', category: 'aceites', name: 'Aceite de cambio automático ATF', ...FLUID, cost: 900, parts: 5, take: [1, 2], pack: 5, brands: 'Castrol=ATF-####;Repsol=RPA-####;Total=FLD-####;Motul=MATF-###;Mobil=MATF###' },
  { key: 'coolant', category: 'aceites', name: 'Anticongelante refrigerante orgánico 50 %', ...FLUID, cost: 350, parts: 6, take: [2, 3, 5], pack: 5, brands: 'Repsol=RPR-####;Krafft=36###;Total=CLT-####;Motul=MCL-####;Castrol=RDC-####;Würth=5861 400 ###' },
  // Neumáticos (60)
  { key: 'tyre', category: 'neumaticos', name: 'Neumático', unit: 'ud', cost: 7200, parts: 60, variants: TYRE_VARIANTS, priority: '205/55 R16', take: [2, 4], pack: 2, brands: 'Michelin=######;Continental=0358###;Bridgestone=#####;Pirelli=######;Hankook=1######;Goodyear=5#####' },
  // Baterías (25)
  { key: 'battery-70', category: 'baterias', name: 'Batería 12 V 70 Ah 640 A', unit: 'ud', cost: 8900, parts: 4, brands: 'Varta=E1#;Bosch=0 092 S40 0##;Exide=EA7##;Tudor=TA7##' },
  { key: 'battery-efb-70', category: 'baterias', name: 'Batería EFB Start-Stop 12 V 70 Ah 650 A', unit: 'ud', cost: 11200, parts: 4, brands: 'Varta=E4#;Bosch=0 092 S4E 0##;Exide=EL7##;Tudor=TL7##' },
  { key: 'battery-agm-70', category: 'baterias', name: 'Batería AGM Start-Stop 12 V 70 Ah 760 A', unit: 'ud', cost: 16500, parts: 4, brands: 'Varta=E3#;Bosch=0 092 S5A 0##;Exide=EK7##;Tudor=TK7##' },
  { key: 'battery-60', category: 'baterias', name: 'Batería 12 V 60 Ah 540 A', unit: 'ud', cost: 7500, parts: 4, slow: true, brands: 'Varta=D2#;Bosch=0 092 S40 1##;Exide=EA6##;Tudor=TA6##' },
  { key: 'battery-74', category: 'baterias', name: 'Batería 12 V 74 Ah 680 A', unit: 'ud', cost: 9400, parts: 4, slow: true, brands: 'Varta=E7#;Bosch=0 092 S40 2##;Exide=EB7##;Tudor=TB7##' },
  { key: 'battery-agm-95', category: 'baterias', name: 'Batería AGM Start-Stop 12 V 95 Ah 850 A', unit: 'ud', cost: 21000, parts: 4, slow: true, brands: 'Varta=G1#;Bosch=0 092 S5A 1##;Exide=EK9##;Tudor=TK9##' },
  { key: 'battery-45', category: 'baterias', name: 'Batería 12 V 45 Ah 400 A', unit: 'ud', cost: 6200, parts: 1, slow: true, brands: 'Varta=B1#;Bosch=0 092 S40 3##;Exide=EA4##;Tudor=TA4##' },
  // Distribución (45)
  { key: 'timing-kit', category: 'distribucion', name: 'Kit de distribución', unit: 'ud', cost: 9800, parts: 14, variants: 'fit', brands: 'Gates=K01####;ContiTech=CT####K#;SKF=VKMA #####;INA=530 #### 10;Dayco=KTB###' },
  { key: 'timing-kit-pump', category: 'distribucion', name: 'Kit de distribución con bomba de agua', unit: 'ud', cost: 15400, parts: 13, variants: 'fit', brands: 'Gates=KP1####-#;ContiTech=CT####WP#;SKF=VKMC #####-#;INA=530 #### 30;Dayco=KTBWP####' },
  { key: 'aux-belt', category: 'distribucion', name: 'Correa auxiliar', unit: 'ud', cost: 1900, parts: 10, variants: 'fit', brands: 'Gates=6PK####;ContiTech=6PK####;SKF=VKMV 6PK####;Dayco=6PK####' },
  { key: 'aux-tensioner', category: 'distribucion', name: 'Tensor de correa auxiliar', unit: 'ud', cost: 3600, parts: 5, variants: 'fit', brands: 'Gates=T3####;ContiTech=V#####;SKF=VKM #####;INA=534 #### 10;Dayco=APV####' },
  { key: 'idler', category: 'distribucion', name: 'Polea loca', unit: 'ud', cost: 2400, parts: 3, variants: 'fit', brands: 'Gates=T3####;SKF=VKM #####;INA=532 #### 10;Dayco=ATB####' },
  // Suspensión y dirección (75)
  { key: 'front-shock', category: 'suspension', name: 'Amortiguador delantero', unit: 'ud', cost: 5200, parts: 18, variants: 'fit', take: [2], pack: 2, brands: 'Monroe=G####;KYB=33####;Sachs=3#####;Bilstein=22-######' },
  { key: 'rear-shock', category: 'suspension', name: 'Amortiguador trasero', unit: 'ud', cost: 4300, parts: 12, variants: 'fit', take: [2], pack: 2, brands: 'Monroe=G####;KYB=34####;Sachs=3#####;Bilstein=19-######' },
  { key: 'tie-rod-end', category: 'suspension', name: 'Rótula de dirección', unit: 'ud', cost: 1500, parts: 12, variants: 'fit', brands: 'Lemförder=## ### 01;TRW=JTE####;Meyle=116 020 ####;Moog=VO-ES-####' },
  { key: 'control-arm', category: 'suspension', name: 'Brazo de suspensión delantero', unit: 'ud', cost: 4800, parts: 10, variants: 'fit', brands: 'Lemförder=## ### 02;TRW=JTC####;Meyle=116 050 ####;Moog=VO-TC-####' },
  { key: 'stabilizer-link', category: 'suspension', name: 'Bieleta de barra estabilizadora', unit: 'ud', cost: 1200, parts: 15, variants: 'fit', take: [1, 2], brands: 'Lemförder=## ### 03;TRW=JTS###;Meyle=116 060 ####;Moog=VO-LS-####' },
  { key: 'top-mount', category: 'suspension', name: 'Copela de amortiguador', unit: 'ud', cost: 2300, parts: 10, variants: 'fit', take: [2], pack: 2, brands: 'Sachs=802 ###;Monroe=MK###;KYB=SM####;Meyle=100 412 ####' },
  // Embrague y transmisión (30)
  { key: 'clutch-kit', category: 'embrague', name: 'Kit de embrague', unit: 'ud', cost: 17500, parts: 16, variants: 'fit', brands: 'LuK=6## #### 00;Valeo=8#####;Sachs=3000 ### ###;Exedy=FMK-2###' },
  { key: 'dual-mass', category: 'embrague', name: 'Volante bimasa', unit: 'ud', cost: 38000, parts: 5, variants: 'fit', slow: true, brands: 'LuK=415 #### 10;Valeo=83####;Sachs=2294 ### ###;Exedy=FMF###' },
  { key: 'slave-cylinder', category: 'embrague', name: 'Bombín de embrague', unit: 'ud', cost: 4100, parts: 4, variants: 'fit', brands: 'LuK=512 #### 10;Valeo=80####;Sachs=6283 ### ###;Exedy=CS###' },
  { key: 'release-bearing', category: 'embrague', name: 'Cojinete de embrague hidráulico', unit: 'ud', cost: 8600, parts: 5, variants: 'fit', brands: 'LuK=510 #### 10;Valeo=81####;Sachs=3182 ### ###;Exedy=BRG###' },
  // Electricidad (75)
  { key: 'spark-plug', category: 'electricidad', name: 'Bujía de encendido', unit: 'ud', cost: 650, parts: 20, variants: 'fit', take: [4], pack: 4, brands: 'Bosch=0 242 ### ###;NGK=9###;Denso=IK##TT;Beru=Z###' },
  { key: 'glow-plug', category: 'electricidad', name: 'Bujía de incandescencia', unit: 'ud', cost: 1400, parts: 10, variants: 'fit', take: [4], pack: 4, brands: 'Bosch=0 250 ### ###;NGK=Y-###;Beru=GN###;Denso=DG-###' },
  { key: 'lambda', category: 'electricidad', name: 'Sonda lambda', unit: 'ud', cost: 6400, parts: 14, variants: 'fit', brands: 'Bosch=0 258 ### ###;NGK=OZA###-##;Denso=DOX-####;Hella=6PA 009 ### ###' },
  { key: 'coil', category: 'electricidad', name: 'Bobina de encendido', unit: 'ud', cost: 3900, parts: 11, variants: 'fit', brands: 'Bosch=0 221 ### ###;Beru=ZSE###;Denso=DIC-####;Valeo=245###' },
  { key: 'alternator', category: 'electricidad', name: 'Alternador', unit: 'ud', cost: 21000, parts: 6, variants: 'fit', slow: true, brands: 'Bosch=0 986 0## ###;Valeo=44####;Denso=DAN####' },
  { key: 'starter', category: 'electricidad', name: 'Motor de arranque', unit: 'ud', cost: 18500, parts: 5, variants: 'fit', slow: true, brands: 'Bosch=0 986 02# ###;Valeo=45####;Denso=DSN####' },
  { key: 'crank-sensor', category: 'electricidad', name: 'Sensor de posición del cigüeñal', unit: 'ud', cost: 2800, parts: 4, variants: 'fit', brands: 'Bosch=0 261 210 ###;Hella=6PU 009 ### ###;Valeo=254###' },
  { key: 'temp-sensor', category: 'electricidad', name: 'Sensor de temperatura del refrigerante', unit: 'ud', cost: 1500, parts: 6, variants: 'fit', brands: 'Bosch=0 280 130 ###;Hella=6PT 009 ### ###;Valeo=700###' },
  // Iluminación (45)
  { key: 'h7', category: 'iluminacion', name: 'Lámpara H7 12 V 55 W', unit: 'ud', cost: 450, parts: 12, variants: ['estándar', '+100 % de luz', 'larga duración'], take: [1, 2], pack: 10, brands: 'Osram=64210###;Philips=12972###;Hella=8GH 007 ### ###;Valeo=032###' },
  { key: 'h4', category: 'iluminacion', name: 'Lámpara H4 12 V 60/55 W', unit: 'ud', cost: 420, parts: 8, variants: ['estándar', '+100 % de luz', 'larga duración'], take: [1, 2], pack: 10, brands: 'Osram=64193###;Philips=12342###;Hella=8GJ 002 ### ###;Valeo=032###' },
  { key: 'w5w', category: 'iluminacion', name: 'Lámpara W5W 12 V', unit: 'ud', cost: 60, parts: 4, variants: ['estándar', 'larga duración'], take: [2], pack: 10, brands: 'Osram=2825###;Philips=12961###' },
  { key: 'p21w', category: 'iluminacion', name: 'Lámpara P21W 12 V', unit: 'ud', cost: 70, parts: 4, variants: ['estándar', 'larga duración'], take: [1, 2], pack: 10, brands: 'Osram=7506###;Philips=12498###' },
  { key: 'h1', category: 'iluminacion', name: 'Lámpara H1 12 V 55 W', unit: 'ud', cost: 400, parts: 5, variants: ['estándar', '+100 % de luz', 'larga duración'], take: [1, 2], pack: 10, brands: 'Osram=64150###;Philips=12258###;Hella=8GH 002 ### ###;Valeo=032###' },
  { key: 'headlamp', category: 'iluminacion', name: 'Faro delantero', unit: 'ud', cost: 14500, parts: 6, variants: 'fit', slow: true, brands: 'Hella=1EL ### ###-###;Valeo=04####;TYC=20-####-##-2' },
  { key: 'tail-lamp', category: 'iluminacion', name: 'Piloto trasero', unit: 'ud', cost: 6800, parts: 6, variants: 'fit', slow: true, brands: 'Hella=2SK ### ###-###;Valeo=04####;TYC=11-####-##-2' },
  // Refrigeración (40)
  { key: 'water-pump', category: 'refrigeracion', name: 'Bomba de agua', unit: 'ud', cost: 4200, parts: 11, variants: 'fit', brands: 'Gates=WP0###;SKF=VKPC #####;Valeo=506###' },
  { key: 'thermostat', category: 'refrigeracion', name: 'Termostato', unit: 'ud', cost: 1900, parts: 11, variants: 'fit', brands: 'Mahle=TX ### ##D;Gates=TH#####;Valeo=820###' },
  { key: 'radiator', category: 'refrigeracion', name: 'Radiador de motor', unit: 'ud', cost: 11500, parts: 7, variants: 'fit', slow: true, bulky: true, brands: 'Nissens=6####;Valeo=7#####;Mahle=CR ### 000S' },
  { key: 'radiator-hose', category: 'refrigeracion', name: 'Manguito de radiador', unit: 'ud', cost: 1600, parts: 8, variants: 'fit', brands: 'Gates=0#-####;Mahle=CRH ## 000P' },
  { key: 'expansion-cap', category: 'refrigeracion', name: 'Tapón del depósito de expansión', unit: 'ud', cost: 800, parts: 4, variants: 'fit', brands: 'Mahle=CRB ## 000S;Gates=RC###' },
  // Escape (25)
  { key: 'rear-silencer', category: 'escape', name: 'Silenciador trasero', unit: 'ud', cost: 8900, parts: 10, variants: 'fit', brands: 'Walker=2####;Bosal=233-###;Ernst=3306##' },
  { key: 'catalyst', category: 'escape', name: 'Catalizador', unit: 'ud', cost: 32000, parts: 4, variants: 'fit', slow: true, bulky: true, brands: 'BM Catalysts=BM9####H;Walker=2####;Bosal=099-###' },
  { key: 'dpf', category: 'escape', name: 'Filtro de partículas DPF', unit: 'ud', cost: 54000, parts: 3, variants: 'fit', slow: true, bulky: true, brands: 'BM Catalysts=BM1####H;Walker=73###' },
  { key: 'exhaust-gasket', category: 'escape', name: 'Junta de escape', unit: 'ud', cost: 350, parts: 6, variants: 'fit', take: [1, 2], brands: 'Walker=80###;Bosal=256-###;Ernst=4961##' },
  { key: 'exhaust-clamp', category: 'escape', name: 'Abrazadera de escape', unit: 'ud', cost: 450, parts: 3, variants: ['45 mm', '50 mm', '55 mm'], take: [1, 2], brands: 'Walker=86###;Bosal=250-###' },
  // Climatización (25)
  { key: 'gas', category: 'climatizacion', name: 'Gas refrigerante R1234yf (botella 5 kg)', unit: 'kg', cost: 9000, parts: 2, take: [0.5], pack: 5, brands: 'Honeywell=R1234YF-5-##;Chemours=OPTEON-YF-##' },
  { key: 'ac-compressor', category: 'climatizacion', name: 'Compresor de aire acondicionado', unit: 'ud', cost: 29500, parts: 5, variants: 'fit', slow: true, brands: 'Valeo=813###;Denso=DCP#####;Nissens=89###;Mahle=ACP ### 000S' },
  { key: 'ac-drier', category: 'climatizacion', name: 'Filtro deshidratador', unit: 'ud', cost: 2400, parts: 6, variants: 'fit', brands: 'Valeo=509###;Denso=DFD#####;Nissens=95###;Mahle=AD ## 000S' },
  { key: 'ac-condenser', category: 'climatizacion', name: 'Condensador de aire acondicionado', unit: 'ud', cost: 9800, parts: 4, variants: 'fit', slow: true, brands: 'Valeo=814###;Denso=DCN#####;Nissens=94###;Mahle=AC ### 000S' },
  { key: 'ac-valve', category: 'climatizacion', name: 'Válvula de expansión', unit: 'ud', cost: 3800, parts: 4, variants: 'fit', brands: 'Valeo=509###;Nissens=999###;Mahle=AVE ## 000P' },
  { key: 'pag-oil', category: 'climatizacion', name: 'Aceite PAG 46 para compresor', ...FLUID, cost: 4500, parts: 2, take: [0.1, 0.15], pack: 1, brands: 'Valeo=699###;Errecom=OL60##' },
  { key: 'ac-sensor', category: 'climatizacion', name: 'Sensor de presión del aire acondicionado', unit: 'ud', cost: 2600, parts: 2, variants: 'fit', brands: 'Valeo=509###;Nissens=301###' },
  // Carrocería (35)
  { key: 'wiper', category: 'carroceria', name: 'Escobilla limpiaparabrisas', unit: 'ud', cost: 1400, parts: 16, variants: 'fit', take: [1, 2], brands: 'Bosch=3 397 ### ###;Valeo=57####' },
  { key: 'mirror', category: 'carroceria', name: 'Retrovisor exterior izquierdo', unit: 'ud', cost: 6200, parts: 6, variants: 'fit', slow: true, brands: 'Van Wezel=58###07;Blic=5402-04-#######' },
  { key: 'bumper', category: 'carroceria', name: 'Paragolpes delantero', unit: 'ud', cost: 11000, parts: 4, variants: 'fit', slow: true, bulky: true, brands: 'Van Wezel=58###74;Blic=5510-00-#######' },
  { key: 'door-handle', category: 'carroceria', name: 'Maneta de puerta exterior', unit: 'ud', cost: 1800, parts: 5, variants: 'fit', brands: 'Van Wezel=58##8##;Blic=6010-##-###' },
  { key: 'washer-fluid', category: 'carroceria', name: 'Líquido limpiaparabrisas concentrado', ...FLUID, cost: 250, parts: 2, take: [1, 2], pack: 5, brands: 'Würth=0892 33 ###;Krafft=15###' },
  { key: 'mirror-cover', category: 'carroceria', name: 'Carcasa de retrovisor', unit: 'ud', cost: 1500, parts: 2, variants: 'fit', brands: 'Van Wezel=58##843;Blic=6103-##-####' },
  // Consumibles de taller (40)
  { key: 'brake-cleaner', category: 'consumibles', name: 'Limpiador de frenos 500 ml', unit: 'ud', cost: 320, parts: 3, take: [1, 2], pack: 12, brands: 'Würth=0890 108 7##;Krafft=16###;Loctite=7200-##' },
  { key: 'cable-ties', category: 'consumibles', name: 'Bridas de nylon {v} (bolsa 100 ud)', unit: 'ud', cost: 450, parts: 3, variants: ['200 mm', '300 mm'], brands: 'Würth=0502 ## ###;Krafft=48###' },
  { key: 'grease', category: 'consumibles', name: 'Grasa multiusos 400 g', unit: 'ud', cost: 580, parts: 3, brands: 'Würth=0893 ### 1;Krafft=17###;Loctite=81##' },
  { key: 'gloves', category: 'consumibles', name: 'Guantes de nitrilo {v} (caja 100 ud)', unit: 'ud', cost: 890, parts: 3, variants: ['talla M', 'talla L', 'talla XL'], pack: 10, brands: 'Würth=0899 470 ###' },
  { key: 'fuel-hose', category: 'consumibles', name: 'Manguera de combustible', unit: 'm', cost: 240, parts: 2, variants: ['6 mm', '8 mm'], take: [0.5, 1], pack: 10, brands: 'Würth=0894 ## ###' },
  { key: 'paper', category: 'consumibles', name: 'Papel secamanos industrial (rollo)', unit: 'ud', cost: 1100, parts: 2, pack: 6, brands: 'Würth=0899 800 ###;Krafft=52###' },
  { key: 'threadlocker', category: 'consumibles', name: 'Fijador de roscas', unit: 'ud', cost: 1300, parts: 2, variants: ['fuerza media 50 ml', 'fuerza alta 50 ml'], brands: 'Loctite=2######' },
  { key: 'silicone', category: 'consumibles', name: 'Sellador de juntas de silicona gris 80 ml', unit: 'ud', cost: 900, parts: 3, brands: 'Würth=0893 321 ###;Loctite=5###;Krafft=19###' },
  { key: 'penetrating', category: 'consumibles', name: 'Aflojatodo multiusos 400 ml', unit: 'ud', cost: 450, parts: 3, take: [1], pack: 12, brands: 'Würth=0893 055 ###;Krafft=20###;Loctite=8###' },
  { key: 'tape', category: 'consumibles', name: 'Cinta aislante de PVC (10 rollos)', unit: 'ud', cost: 600, parts: 2, brands: '3M=7#####;Würth=0985 1## ###' },
  { key: 'copper-washers', category: 'consumibles', name: 'Arandelas de cobre (surtido 300 ud)', unit: 'ud', cost: 1500, parts: 2, brands: 'Würth=0419 ## ###;Krafft=60###' },
  { key: 'hand-cleaner', category: 'consumibles', name: 'Crema lavamanos desengrasante 3 l', unit: 'ud', cost: 1400, parts: 2, brands: 'Würth=0893 900 ###;Krafft=63###' },
  { key: 'adblue', category: 'consumibles', name: 'AdBlue (urea 32,5 %)', ...FLUID, cost: 60, parts: 2, take: [5, 10], pack: 10, brands: 'Würth=5861 510 ###;Krafft=11###' },
  { key: 'seat-covers', category: 'consumibles', name: 'Fundas protectoras de asiento (rollo 250 ud)', unit: 'ud', cost: 2400, parts: 2, brands: 'Würth=0899 500 ###;3M=36###' },
  { key: 'injector-cleaner', category: 'consumibles', name: 'Limpiador de inyectores diésel 300 ml', unit: 'ud', cost: 700, parts: 3, brands: 'Würth=5861 111 ###;Krafft=40###;Liqui Moly=5###' },
  { key: 'absorbent', category: 'consumibles', name: 'Absorbente de aceite (saco 10 kg)', unit: 'ud', cost: 1200, parts: 2, brands: 'Würth=0890 ###;Krafft=70###' },
  { key: 'copper-grease', category: 'consumibles', name: 'Pasta de cobre antigripante 100 g', unit: 'ud', cost: 900, parts: 1, brands: 'Würth=0893 800 ###' },
  // Otros (15)
  { key: 'wheel-bolt', category: 'otros', name: 'Tornillo de rueda', unit: 'ud', cost: 150, parts: 4, variants: ['M12 x 1,5', 'M14 x 1,5'], take: [4], pack: 20, brands: 'Febi Bilstein=#####;Topran=### ###' },
  { key: 'sump-plug', category: 'otros', name: 'Tapón de cárter con junta', unit: 'ud', cost: 180, parts: 4, variants: ['M14 x 1,5', 'M12 x 1,5'], pack: 10, brands: 'Febi Bilstein=#####;Topran=### ###;Metzger=80####' },
  { key: 'tpms', category: 'otros', name: 'Sensor de presión de neumáticos (TPMS)', unit: 'ud', cost: 3400, parts: 3, variants: 'fit', brands: 'Huf=73.9##.###;Schrader=3###;Metzger=2250###' },
  { key: 'tyre-valve', category: 'otros', name: 'Válvula de neumático TR414', unit: 'ud', cost: 25, parts: 2, take: [4], pack: 100, brands: 'Rema Tip Top=51#####;Alligator=9-#####' },
  { key: 'engine-mount', category: 'otros', name: 'Soporte de motor', unit: 'ud', cost: 3200, parts: 2, variants: 'fit', brands: 'Febi Bilstein=#####;Topran=### ###;Meyle=100 199 ####' },
];

/** The GS1 prefix of each brand's country (barcodes); the rest use 40 (Germany). */
// prettier-ignore
const BARCODE_PREFIX: Record<string, string> = {
  Valeo: '30', Purflux: '33', Total: '33', Elf: '33', Michelin: '35', UFI: '80', Brembo: '80',
  Pirelli: '80', Repsol: '84', Krafft: '84', Tudor: '84', Denso: '45', NGK: '49', KYB: '49',
  Bridgestone: '49', Exedy: '49', Monroe: '07', Gates: '07', Dayco: '07', Mobil: '07',
  Goodyear: '07', '3M': '05', Loctite: '07', Castrol: '50', Ferodo: '50', TRW: '50', Exide: '50',
  'Van Wezel': '87', Blic: '59', Hankook: '88', SKF: '73', Honeywell: '06', Chemours: '06',
};

/** Shelf letters of the main warehouse by category. */
// prettier-ignore
const SHELF_LETTER: Record<PartCategory, string> = {
  filtros: 'A', frenos: 'B', aceites: 'C', neumaticos: 'N', baterias: 'D', distribucion: 'E',
  suspension: 'F', embrague: 'G', electricidad: 'H', iluminacion: 'I', refrigeracion: 'J',
  escape: 'K', climatizacion: 'L', carroceria: 'M', consumibles: 'P', otros: 'Q',
};

/** What the demo orders' part lines take from the shelf: the kinds, per unit of the line. */
const LINE_PARTS: Record<string, { kinds: string[]; per: number; variant?: string }> = {
  'Aceite 5W30 (5 L)': { kinds: ['oil'], per: 5, variant: '5W-30' },
  'Filtro de aceite': { kinds: ['oil-filter'], per: 1 },
  'Filtro de aire': { kinds: ['air-filter'], per: 1 },
  'Juego de pastillas delanteras': { kinds: ['front-pads'], per: 1 },
  'Disco de freno delantero': { kinds: ['front-disc'], per: 1 },
  'Kit de distribución con bomba de agua': { kinds: ['timing-kit-pump'], per: 1 },
  'Sonda lambda': { kinds: ['lambda'], per: 1 },
  'Gas R1234yf (500 g)': { kinds: ['gas'], per: 0.5 },
  'Neumático 205/55 R16': { kinds: ['tyre'], per: 1, variant: '205/55 R16' },
  'Lámpara H7': { kinds: ['h7'], per: 1 },
  'Kit de embrague': { kinds: ['clutch-kit'], per: 1 },
  'Batería 70 Ah': { kinds: ['battery-70', 'battery-efb-70', 'battery-agm-70'], per: 1 },
  'Silenciador trasero': { kinds: ['rear-silencer'], per: 1 },
};

/** What else each demo job may use, by category. */
// prettier-ignore
const JOB_CATEGORIES: Record<string, PartCategory[]> = {
  'Revisión de mantenimiento': ['filtros', 'aceites', 'consumibles', 'carroceria', 'iluminacion', 'otros', 'neumaticos'],
  'Frenos delanteros': ['frenos', 'consumibles', 'suspension'],
  'Cambio de distribución': ['distribucion', 'refrigeracion', 'aceites', 'consumibles'],
  'Diagnosis testigo de motor': ['electricidad', 'filtros', 'escape', 'baterias'],
  'Aire acondicionado': ['climatizacion', 'filtros', 'refrigeracion'],
  'Cambio de neumáticos': ['neumaticos', 'suspension', 'otros', 'frenos'],
  'Revisión pre-ITV': ['iluminacion', 'suspension', 'escape', 'carroceria', 'frenos', 'neumaticos'],
  Embrague: ['embrague', 'aceites', 'consumibles', 'otros'],
  Batería: ['electricidad', 'consumibles', 'iluminacion'],
  'Ruido en el escape': ['escape', 'consumibles', 'suspension'],
};
const ALL_CATEGORIES = [...new Set(KINDS.map((kind) => kind.category))];

// ── The model the seeder computes ──────────────────────────────────────────────────────────────

interface Supplier {
  id: string;
  spec: SupplierSpec;
  taxId: string;
  index: number;
  /** Its weekly reorder day (1 Monday … 5 Friday). */
  reviewDay: number;
}

interface Part {
  id: string;
  reference: string;
  brand: string;
  name: string;
  kind: KindSpec;
  variant: string;
  barcode: string | null;
  costCents: number;
  saleCents: number;
  warehouse: string;
  shelf: string;
  minStock: number;
  maxStock: number;
  supplier: Supplier | null;
  active: boolean;
  tier: Tier;
  /** Nobody needs it: no movement after its first months. */
  dead: boolean;
  onHand: number;
  onOrder: number;
  /** Received for a spare-part request and kept for it (not in the database: reserved stays 0). */
  held: number;
  averageCost: number;
  lastAt: number;
  consumed: boolean;
  movements: Movement[];
}

interface Movement {
  id: string;
  part: Part;
  kind: StockMovementKind;
  quantity: number;
  unitCost: number;
  balanceAfter: number;
  reason: string | null;
  order: PurchaseOrder | null;
  actorId: string | null;
  workOrderId: string | null;
  requestId: string | null;
  at: number;
}

interface PurchaseLine {
  id: string;
  part: Part;
  quantity: number;
  received: number;
  unitCost: number;
}

interface PurchaseOrder {
  id: string;
  number: string;
  supplier: Supplier;
  status: PurchaseOrderStatus;
  createdAt: number;
  sentAt: number | null;
  receivedAt: number | null;
  cancelledAt: number | null;
  updatedAt: number;
  expectedOn: LocalDate | null;
  notes: string | null;
  version: number;
  lines: PurchaseLine[];
}

interface OrderRow {
  id: string;
  number: number;
  status: string;
  title: string;
  created_at: Date;
  completed_at: Date | null;
  user_id: string | null;
}

interface WorkOrder {
  id: string;
  number: string;
  status: string;
  title: string;
  createdAt: number;
  completedAt: number | null;
  userId: string | null;
  lines: { name: string; quantity: number }[];
  /** The line kinds its part lines take. */
  lineKinds: Set<string>;
  /** Parts nobody has used yet that this order uses, if still unused when it completes. */
  musts: Part[];
}

interface RequestPlan {
  id: string;
  status: SparePartRequestStatus;
  order: WorkOrder;
  part: Part | null;
  description: string;
  quantity: number;
  note: string | null;
  requestedAt: number;
  approvedAt: number | null;
  orderedAt: number | null;
  receivedAt: number | null;
  deliveredAt: number | null;
  closedAt: number | null;
  purchaseOrder: PurchaseOrder | null;
  decidedBy: string | null;
  rejectionReason: string | null;
}

/** Events in time order; those added while running (receipts) slot in after their equals. */
class Timeline {
  private readonly events: { at: number; run: (at: number) => void }[] = [];

  add(at: number, run: (at: number) => void): void {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.events[mid].at <= at) low = mid + 1;
      else high = mid;
    }
    this.events.splice(low, 0, { at, run });
  }

  run(): void {
    for (let i = 0; i < this.events.length; i++) this.events[i].run(this.events[i].at);
  }
}

/** The weighted average cost after an inflow (the inventory module's rule, stock-balance.ts). */
function weightedAverageCost(onHand: number, average: number, quantity: number, cost: number) {
  if (quantity <= 0) return average;
  if (onHand <= 0) return cost;
  return Math.round((onHand * average + quantity * cost) / (onHand + quantity));
}

function weighted<T>(random: DemoRandom, items: readonly T[], weight: (item: T) => number) {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
}

function shuffle<T>(random: DemoRandom, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export class DemoInventorySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [existing] = await runSql(em, 'select 1 from part limit 1');
    if (existing) return;
    const [desk] = await runSql<{ id: string }>(
      em,
      `select u.id from app_user u join user_role ur on ur.user_id = u.id
         join role r on r.id = ur.role_id
        where r.name in ('recambios', 'jefe_taller', 'administrador')
        order by case r.name when 'recambios' then 0 when 'jefe_taller' then 1 else 2 end,
                 u.created_at
        limit 1`,
    );
    const orderRows = await runSql<OrderRow>(
      em,
      `select o.id, o.number, o.status, o.title, o.created_at, o.completed_at, e.user_id
         from work_order o left join employee e on e.id = o.assigned_employee_id
        order by o.created_at, o.id`,
    );
    const lineRows = await runSql<{ work_order_id: string; name: string; quantity: string }>(
      em,
      `select work_order_id, name, quantity from work_order_line where type = 'part'
        order by work_order_id, position`,
    );
    const model = new InventoryModel(Date.now(), desk?.id ?? null, orderRows, lineRows);
    model.build();
    await model.write(em);
  }
}

/** The whole inventory of the demo, computed in memory, then written in a few statements. */
class InventoryModel {
  private readonly random = generator(20261127);
  private readonly today: LocalDate;
  private readonly suppliers: Supplier[] = [];
  private readonly parts: Part[] = [];
  private readonly partsByKind = new Map<string, Part[]>();
  private readonly partsByCategory = new Map<PartCategory, Part[]>();
  private readonly orders: WorkOrder[];
  private readonly purchaseOrders: PurchaseOrder[] = [];
  private readonly requests: RequestPlan[] = [];
  private readonly timeline = new Timeline();

  constructor(
    private readonly now: number,
    private readonly deskId: string | null,
    orderRows: OrderRow[],
    lineRows: { work_order_id: string; name: string; quantity: string }[],
  ) {
    this.today = localDate(new Date(now));
    const linesByOrder = new Map<string, { name: string; quantity: number }[]>();
    for (const line of lineRows) {
      const lines = linesByOrder.get(line.work_order_id) ?? [];
      lines.push({ name: line.name, quantity: Number(line.quantity) });
      linesByOrder.set(line.work_order_id, lines);
    }
    this.orders = orderRows.map((row) => {
      const lines = linesByOrder.get(row.id) ?? [];
      return {
        id: row.id,
        number: formatWorkOrderNumber(row.number),
        status: row.status,
        title: row.title,
        createdAt: new Date(row.created_at).getTime(),
        completedAt: row.completed_at ? new Date(row.completed_at).getTime() : null,
        userId: row.user_id,
        lines,
        lineKinds: new Set(lines.flatMap((line) => LINE_PARTS[line.name]?.kinds ?? [])),
        musts: [],
      };
    });
  }

  /** The instant of `minutes` after midnight (Madrid) `offset` days from today. */
  private dayAt(offset: number, minutes: number): number {
    return localInstant(addDays(this.today, offset), minutes).getTime();
  }

  build(): void {
    this.buildSuppliers();
    this.buildCatalogue();
    this.scheduleInitialCounts();
    this.scheduleReviews();
    this.scheduleConsumptions();
    this.scheduleAdjustments();
    this.scheduleRequests();
    this.timeline.run();
    this.settleReorderPoints();
    this.addCancelledOrder();
    this.addDraftOrders();
    this.numberPurchaseOrders();
  }

  // ── Suppliers and catalogue ────────────────────────────────────────────────────────────────

  private buildSuppliers(): void {
    const random = this.random;
    SUPPLIERS.forEach((spec, index) => {
      const digits = `${spec.province}${pad(random.int(0, 99_999), 5)}`;
      this.suppliers.push({
        id: randomUUID(),
        spec,
        taxId: cif(spec.name.endsWith('S.A.') ? 'A' : 'B', digits),
        index,
        reviewDay: (index % 5) + 1,
      });
    });
  }

  private buildCatalogue(): void {
    const random = this.random;
    const counters = new Map<string, number>();
    const references = new Set<string>();
    const barcodes = new Set<string>();
    const brandCodes = new Map<string, string>();
    const rackOf = new Map<string, number>();
    for (const kind of KINDS) {
      const brands = kind.brands.split(';').map((pair) => pair.split('=') as [string, string]);
      const variants =
        kind.variants === 'fit' ? FITMENTS : kind.variants ? [...kind.variants] : [''];
      const combos = brands.flatMap(([brand, pattern]) =>
        variants.map((variant) => ({ brand, pattern, variant })),
      );
      const first = shuffle(
        random,
        combos.filter((c) => kind.priority && c.variant.includes(kind.priority)),
      );
      const rest = shuffle(
        random,
        combos.filter((c) => !kind.priority || !c.variant.includes(kind.priority)),
      );
      const chosen = [...first, ...rest].slice(0, kind.parts);
      if (chosen.length < kind.parts) throw new Error(`demo inventory: too few ${kind.key}`);
      const rack = (rackOf.get(kind.category) ?? 0) + 1;
      rackOf.set(kind.category, rack);
      // Each kind mostly comes from one of the suppliers of its category, taken in turn.
      const sources = this.suppliers.filter((s) => s.spec.categories.includes(kind.category));
      const main = sources.length ? sources[(rack - 1) % sources.length] : null;
      for (const { brand, pattern, variant } of chosen) {
        const reference = this.nextReference(brand, pattern, counters, references);
        const [size, season] = variant.split('|');
        const name =
          kind.key === 'tyre'
            ? `Neumático ${TYRE_MODELS[brand][SEASONS.indexOf(season as (typeof SEASONS)[number])]} ${size}`
            : kind.key === 'oil'
              ? `Aceite de motor ${OIL_LINES[brand]} ${variant}`
              : kind.key === 'wiper'
                ? `Escobilla limpiaparabrisas ${brand === 'Bosch' ? 'Aerotwin' : 'Silencio X-TRM'} ${variant}`
                : kind.name.includes('{v}')
                  ? kind.name.replace('{v}', variant)
                  : variant
                    ? `${kind.name} ${variant}`
                    : kind.name;
        const base =
          kind.key === 'tyre'
            ? (TYRE_SIZES.find(([s]) => s === size)?.[1] ?? kind.cost) *
              (season === 'invierno' ? 1.08 : 1)
            : kind.cost;
        const costCents = Math.max(1, Math.round(base * (0.8 + random.next() * 0.5)));
        const saleCents = Math.round((costCents * (1.3 + random.next() * 0.5)) / 5) * 5;
        let barcode: string | null = null;
        if (random.next() < 0.6) {
          if (!brandCodes.has(brand)) brandCodes.set(brand, pad(random.int(10_000, 99_999), 5));
          const prefix = BARCODE_PREFIX[brand] ?? '40';
          do {
            const item = pad(random.int(0, 10 ** (7 - prefix.length) - 1), 7 - prefix.length);
            barcode = ean13(`${prefix}${brandCodes.get(brand)}${item}`);
          } while (barcodes.has(barcode));
          barcodes.add(barcode);
        }
        const isLineKind = Object.values(LINE_PARTS).some((line) => line.kinds.includes(kind.key));
        const tier: Tier = kind.slow
          ? 'C'
          : isLineKind
            ? random.next() < 0.45
              ? 'A'
              : 'B'
            : random.next() < 0.08
              ? 'A'
              : random.next() < 0.35
                ? 'B'
                : 'C';
        const bulky = kind.bulky === true;
        const part: Part = {
          id: randomUUID(),
          reference,
          brand,
          name,
          kind,
          variant,
          barcode,
          costCents,
          saleCents,
          warehouse: bulky ? 'Almacén 2' : 'Principal',
          shelf: bulky
            ? `X-${pad(rack % 10, 2)}-${random.int(1, 3)}`
            : `${SHELF_LETTER[kind.category]}-${pad(rack, 2)}-${random.int(1, 5)}`,
          minStock: 0,
          maxStock: 0,
          supplier: this.pickSupplier(sources, main),
          active: true,
          tier,
          dead: false,
          onHand: 0,
          onOrder: 0,
          held: 0,
          averageCost: 0,
          lastAt: 0,
          consumed: false,
          movements: [],
        };
        [part.minStock, part.maxStock] = this.stockLevels(part);
        this.parts.push(part);
        const byKind = this.partsByKind.get(kind.key) ?? [];
        byKind.push(part);
        this.partsByKind.set(kind.key, byKind);
        const byCategory = this.partsByCategory.get(kind.category) ?? [];
        byCategory.push(part);
        this.partsByCategory.set(kind.category, byCategory);
      }
    }
    this.chooseDeadStock();
  }

  /** The brand's next reference in its pattern: each `#` a digit, numbers growing in steps. */
  private nextReference(
    brand: string,
    pattern: string,
    counters: Map<string, number>,
    references: Set<string>,
  ): string {
    const digits = (pattern.match(/#/g) ?? []).length;
    const key = `${brand}|${pattern}`;
    const limit = 10 ** digits;
    let value = counters.get(key) ?? this.random.int(Math.floor(limit / 10), Math.floor(limit / 3));
    for (;;) {
      value = (value + this.random.int(1, 29)) % limit;
      const text = pad(value, digits);
      let i = 0;
      const reference = pattern.replace(/#/g, () => text[i++]);
      const unique = `${brand.toLowerCase()}|${reference.toLowerCase()}`;
      if (!references.has(unique)) {
        references.add(unique);
        counters.set(key, value);
        return reference;
      }
    }
  }

  /** The kind's main supplier for most parts, another of the category for some, none for a few. */
  private pickSupplier(sources: Supplier[], main: Supplier | null): Supplier | null {
    const roll = this.random.next();
    if (!main || roll < 0.04) return null;
    return roll < 0.8 ? main : this.random.pick(sources);
  }

  /** Reorder point and maximum: by how fast the part moves, in its unit's steps. */
  private stockLevels(part: Part): [number, number] {
    const random = this.random;
    const { kind, tier } = part;
    const take = Math.max(...(kind.take ?? [1]));
    const pack = kind.pack ?? 1;
    if (kind.slow) return random.next() < 0.8 ? [0, 0] : [0, 1];
    if (kind.key === 'tyre') {
      return tier === 'A' ? [4, 8] : part.variant.includes('205/55') ? [0, 4] : [0, 0];
    }
    if (kind.unit === 'kg') return [2.5, 10];
    if (kind.unit !== 'ud') {
      if (tier === 'A') return [2 * pack, 6 * pack];
      if (tier === 'B') return [pack, 3 * pack];
      return [pack / 2, 2 * pack];
    }
    if (tier === 'A') {
      const min = take * random.int(2, 3);
      return [min, Math.max(min * 2, min + pack)];
    }
    if (tier === 'B') {
      const min = take * random.int(1, 2);
      return [min, Math.max(min + take * random.int(1, 2), min + pack)];
    }
    const min = random.next() < 0.25 ? 0 : take;
    return [min, Math.max(min + take, pack)];
  }

  /**
   * The parts nobody needs after the first months: a few discontinued references (inactive), and
   * most of the expensive ones bought for a job that never came.
   */
  private chooseDeadStock(): void {
    const random = this.random;
    const lineKinds = new Set(Object.values(LINE_PARTS).flatMap((line) => line.kinds));
    const ordinary = shuffle(
      random,
      this.parts.filter((p) => p.tier === 'C' && !p.kind.slow && !lineKinds.has(p.kind.key)),
    );
    for (const part of ordinary.slice(0, INACTIVE_PARTS)) {
      part.dead = true;
      part.active = false;
    }
    const slow = shuffle(
      random,
      this.parts.filter((p) => p.kind.slow),
    );
    for (const part of slow.slice(0, DEAD_PARTS - INACTIVE_PARTS)) part.dead = true;
    for (const part of this.parts.filter((p) => p.dead)) {
      part.minStock = 0;
      part.maxStock = 0;
    }
  }

  // ── The ledger ─────────────────────────────────────────────────────────────────────────────

  /** Appends a movement as postMovement does: inflows move the average cost, outflows leave at it. */
  private post(
    part: Part,
    kind: StockMovementKind,
    quantity: number,
    at: number,
    extra: {
      unitCost?: number;
      reason?: string | null;
      order?: PurchaseOrder | null;
      actorId?: string | null;
      workOrderId?: string | null;
      requestId?: string | null;
    } = {},
  ): Movement {
    const when = Math.max(at, part.lastAt + 1000);
    const unitCost =
      quantity > 0 && extra.unitCost !== undefined ? extra.unitCost : part.averageCost;
    if (quantity > 0) {
      part.averageCost = weightedAverageCost(part.onHand, part.averageCost, quantity, unitCost);
    }
    part.onHand = q3(part.onHand + quantity);
    if (part.onHand < 0) throw new Error(`demo inventory: ${part.reference} below zero`);
    const movement: Movement = {
      id: randomUUID(),
      part,
      kind,
      quantity: q3(quantity),
      unitCost,
      balanceAfter: part.onHand,
      reason: extra.reason ?? null,
      order: extra.order ?? null,
      actorId: extra.actorId ?? null,
      workOrderId: extra.workOrderId ?? null,
      requestId: extra.requestId ?? null,
      at: when,
    };
    part.movements.push(movement);
    part.lastAt = when;
    return movement;
  }

  private available(part: Part): number {
    return q3(part.onHand - part.held);
  }

  /** What a reorder of `need` asks for: whole packs (a 20 l drum, a box of 10 bulbs). */
  private packed(part: Part, need: number): number {
    const pack = part.kind.pack ?? 1;
    return q3(Math.max(pack, Math.ceil(q3(need) / pack - 1e-9) * pack));
  }

  /** What one job takes of this part. */
  private takeOf(part: Part): number {
    return this.random.pick(part.kind.take ?? [1]);
  }

  /** A purchase order created (and sent `sendAfter` later) with these lines; null: a draft. */
  private createOrder(
    supplier: Supplier,
    createdAt: number,
    lines: { part: Part; quantity: number }[],
    sendAfter: number | null,
    notes: string | null = null,
  ): PurchaseOrder {
    const order: PurchaseOrder = {
      id: randomUUID(),
      number: '',
      supplier,
      status: sendAfter === null ? 'draft' : 'sent',
      createdAt,
      sentAt: sendAfter === null ? null : createdAt + sendAfter,
      receivedAt: null,
      cancelledAt: null,
      updatedAt: sendAfter === null ? createdAt : createdAt + sendAfter,
      expectedOn:
        sendAfter === null ? null : addDays(localDate(new Date(createdAt)), supplier.spec.lead),
      notes,
      version: sendAfter === null ? 1 : 2,
      lines: lines.map((line) => ({
        id: randomUUID(),
        part: line.part,
        quantity: line.quantity,
        received: 0,
        unitCost: Math.round(line.part.costCents * (0.96 + this.random.next() * 0.09)),
      })),
    };
    if (sendAfter !== null) {
      for (const line of order.lines) line.part.onOrder = q3(line.part.onOrder + line.quantity);
    }
    this.purchaseOrders.push(order);
    return order;
  }

  /** Goods in: one receipt movement per line received, off the part's on-order quantity. */
  private receive(order: PurchaseOrder, at: number, quantities: Map<PurchaseLine, number>): void {
    for (const line of order.lines) {
      const quantity = quantities.get(line) ?? 0;
      if (quantity <= 0) continue;
      const pending = Math.max(0, q3(line.quantity - line.received));
      line.part.onOrder = q3(line.part.onOrder - Math.min(quantity, pending));
      line.received = q3(line.received + quantity);
      this.post(line.part, 'receipt', quantity, at, {
        unitCost: line.unitCost,
        order,
        actorId: this.deskId,
      });
    }
    order.status = order.lines.every((line) => line.received >= line.quantity)
      ? 'received'
      : 'partially_received';
    if (order.status === 'received') order.receivedAt = at;
    order.updatedAt = at;
    order.version += 1;
  }

  private receiveAll(order: PurchaseOrder, at: number): void {
    this.receive(order, at, new Map(order.lines.map((line) => [line, line.quantity])));
  }

  /** A weekday `days` after `date` (a delivery due on the weekend comes on Monday). */
  private deliveryDate(date: LocalDate, days: number): LocalDate {
    const due = addDays(date, days);
    const weekday = isoWeekday(due);
    return weekday === 6 ? addDays(due, 2) : weekday === 7 ? addDays(due, 1) : due;
  }

  // ── The year's events ──────────────────────────────────────────────────────────────────────

  /** A year ago: the first count of every part, at its catalogue cost. */
  private scheduleInitialCounts(): void {
    const random = this.random;
    this.parts.forEach((part, index) => {
      const at = this.dayAt(-365, 8 * 60 + Math.floor((index * 360) / this.parts.length));
      const take = Math.max(...(part.kind.take ?? [1]));
      // Whole units, or whole packs of what is counted in litres, kilos or metres.
      const step = part.kind.unit === 'ud' ? 1 : (part.kind.pack ?? 1);
      let steps: number;
      if (part.dead) steps = random.int(1, 3);
      else if (part.maxStock === 0) steps = part.kind.unit === 'ud' ? take : 1;
      else if (random.next() < 0.85) {
        const low = Math.floor(part.minStock / step) + 1;
        steps = random.int(low, Math.max(low, Math.floor(part.maxStock / step)));
      } else {
        steps = random.int(1, Math.max(1, Math.floor(part.minStock / step)));
      }
      const quantity = steps * step;
      this.timeline.add(at, (when) =>
        this.post(part, 'initial', q3(quantity), when, {
          unitCost: part.costCents,
          reason: 'Inventario inicial',
          actorId: this.deskId,
        }),
      );
    });
  }

  /**
   * Each supplier's weekly reorder (min/max: what is at or below its minimum, counting what is on
   * order, up to its maximum), received after the supplier's lead time. The last fortnight's
   * orders are the open ones scheduleRequests and addDraftOrders write.
   */
  private scheduleReviews(): void {
    for (const supplier of this.suppliers) {
      for (let offset = -364; offset <= -12; offset++) {
        const date = addDays(this.today, offset);
        if (isoWeekday(date) !== supplier.reviewDay) continue;
        this.timeline.add(this.dayAt(offset, 10 * 60 + supplier.index * 4), (at) => {
          const lines = this.parts
            .filter(
              (p) =>
                p.supplier === supplier &&
                p.active &&
                !p.dead &&
                p.maxStock > 0 &&
                p.onHand + p.onOrder <= p.minStock,
            )
            .map((p) => ({ part: p, quantity: this.packed(p, p.maxStock - p.onHand - p.onOrder) }));
          if (!lines.length) return;
          const order = this.createOrder(supplier, at, lines, 20 * MINUTE_MS);
          const arrival = this.deliveryDate(date, supplier.spec.lead);
          order.expectedOn = arrival;
          const receivedAt = localInstant(arrival, 9 * 60 + this.random.int(0, 240)).getTime();
          this.timeline.add(receivedAt, (when) => this.receiveAll(order, when));
        });
      }
    }
  }

  /**
   * The completed orders take their part lines from the shelf when they complete (an urgent order
   * first when the shelf is short), and what else their job used: the parts assigned to them so
   * every living part moves at least once, and one or two more.
   */
  private scheduleConsumptions(): void {
    const random = this.random;
    const completed = this.orders.filter(
      (o) =>
        o.status === 'completed' &&
        o.completedAt !== null &&
        o.completedAt < this.now - 2 * MINUTE_MS,
    );
    if (!completed.length) return;
    const categoriesOf = (order: WorkOrder) => JOB_CATEGORIES[order.title] ?? ALL_CATEGORIES;
    for (const part of this.parts) {
      if (part.dead || !part.active) continue;
      const relevant = completed.filter(
        (o) => categoriesOf(o).includes(part.kind.category) && !o.lineKinds.has(part.kind.key),
      );
      if (relevant.length) random.pick(relevant).musts.push(part);
    }
    for (const order of completed) {
      this.timeline.add(order.completedAt!, (at) =>
        this.consumeOrder(order, at, categoriesOf(order)),
      );
    }
  }

  private consumeOrder(order: WorkOrder, at: number, categories: PartCategory[]): void {
    const random = this.random;
    const used = new Set<Part>();
    const consume = (part: Part, quantity: number) => {
      this.post(part, 'consumption', -quantity, at, {
        reason: `Orden ${order.number}`,
        actorId: order.userId,
        workOrderId: order.id,
      });
      part.consumed = true;
      used.add(part);
    };
    for (const line of order.lines) {
      const spec = LINE_PARTS[line.name];
      if (!spec) continue;
      const quantity = q3(line.quantity * spec.per);
      const candidates = spec.kinds
        .flatMap((kind) => this.partsByKind.get(kind) ?? [])
        .filter(
          (p) =>
            p.active &&
            !p.dead &&
            !used.has(p) &&
            (!spec.variant || p.variant.includes(spec.variant)),
        );
      if (!candidates.length || quantity <= 0) continue;
      const stocked = candidates.filter((p) => this.available(p) >= quantity);
      const pool = stocked.length ? stocked : candidates;
      const fresh = pool.filter((p) => !p.consumed);
      const part =
        fresh.length && random.next() < 0.7
          ? random.pick(fresh)
          : weighted(random, pool, (p) => TIER_WEIGHT[p.tier]);
      if (this.available(part) < quantity) {
        this.urgentOrder(part, quantity - this.available(part), order, at);
      }
      consume(part, quantity);
    }
    for (const part of order.musts) {
      if (part.consumed || used.has(part)) continue;
      const quantity = Math.min(this.takeOf(part), this.available(part));
      if (quantity > 0) consume(part, q3(quantity));
    }
    const pool = categories.flatMap((category) => this.partsByCategory.get(category) ?? []);
    for (let extra = random.int(0, 2); extra > 0; extra--) {
      const candidates = pool.filter(
        (p) =>
          p.active &&
          !p.dead &&
          !used.has(p) &&
          this.available(p) >= Math.max(...(p.kind.take ?? [1])),
      );
      if (!candidates.length) break;
      const part = weighted(random, candidates, (p) => TIER_WEIGHT[p.tier]);
      consume(part, this.takeOf(part));
    }
  }

  /** The shelf is short for a completed order's line: ordered that morning, in before it ends. */
  private urgentOrder(part: Part, need: number, order: WorkOrder, completedAt: number): void {
    const supplier =
      part.supplier ??
      this.suppliers.find((s) => s.spec.categories.includes(part.kind.category)) ??
      this.suppliers[0];
    const createdAt = Math.max(order.createdAt + 10 * MINUTE_MS, completedAt - 6 * 3_600_000);
    const purchase = this.createOrder(
      supplier,
      createdAt,
      [{ part, quantity: this.packed(part, need) }],
      5 * MINUTE_MS,
      `Urgente para la orden ${order.number}`,
    );
    const receivedAt = Math.max(purchase.sentAt! + 30 * MINUTE_MS, completedAt - 40 * MINUTE_MS);
    purchase.expectedOn = localDate(new Date(receivedAt));
    this.receiveAll(purchase, Math.min(receivedAt, completedAt - MINUTE_MS));
  }

  /** Counts that found more or less, damaged parts, a misplaced box; two returns to suppliers. */
  private scheduleAdjustments(): void {
    const random = this.random;
    const living = () => this.parts.filter((p) => p.active && !p.dead);
    const adjust = (part: Part, quantity: number, at: number, reason: string) =>
      this.post(part, 'adjustment', q3(quantity), at, { reason, actorId: this.deskId });
    const step = (part: Part) => (part.kind.unit === 'ud' ? 1 : 0.5);
    // Misplaced boxes, found or missed (the early ones also on parts nobody needs later).
    for (let i = 0; i < 7; i++) {
      const offset = i < 3 ? random.int(-340, -215) : random.int(-150, -5);
      this.timeline.add(this.dayAt(offset, 17 * 60 + random.int(0, 90)), (at) => {
        const pool = (offset < -200 ? this.parts : living()).filter((p) => this.available(p) >= 1);
        if (!pool.length) return;
        const part = random.pick(pool);
        adjust(part, (random.next() < 0.5 ? -1 : 1) * step(part), at, 'Error de ubicación');
      });
    }
    // Parts broken on the shelf.
    for (let i = 0; i < 8; i++) {
      const offset = random.int(-170, -3);
      this.timeline.add(this.dayAt(offset, 12 * 60 + random.int(0, 300)), (at) => {
        const pool = living().filter(
          (p) =>
            p.kind.unit === 'ud' &&
            this.available(p) >= 1 &&
            ['frenos', 'iluminacion', 'carroceria', 'electricidad', 'refrigeracion'].includes(
              p.kind.category,
            ),
        );
        if (pool.length) adjust(random.pick(pool), -1, at, 'Pieza dañada');
      });
    }
    // The yearly count: two dozen differences.
    this.timeline.add(this.dayAt(-58, 18 * 60), (at) => {
      const pool = shuffle(
        random,
        living().filter((p) => this.available(p) >= 2),
      ).slice(0, 24);
      pool.forEach((part, i) => {
        const sign = random.next() < 0.55 ? -1 : 1;
        adjust(
          part,
          sign * step(part) * random.int(1, 2),
          at + i * 2 * MINUTE_MS,
          'Recuento anual',
        );
      });
    });
    // A discontinued reference goes back to its supplier whole.
    this.timeline.add(this.dayAt(-230, 11 * 60), (at) => {
      const part = this.parts.find((p) => !p.active && p.onHand > 0);
      if (!part) return;
      this.post(part, 'supplier_return', -part.onHand, at, {
        reason: 'Referencia descatalogada: devolución del stock al proveedor',
        actorId: this.deskId,
      });
    });
    // A part that came in faulty goes back under warranty.
    this.timeline.add(this.dayAt(-40, 12 * 60 + 15), (at) => {
      const candidates = this.purchaseOrders.flatMap((order) =>
        order.status === 'received' &&
        order.receivedAt !== null &&
        order.receivedAt > at - 30 * DAY_MS &&
        order.receivedAt < at - DAY_MS
          ? order.lines
              .filter((l) => l.part.kind.unit === 'ud' && this.available(l.part) >= 1)
              .map((line) => ({ order, line }))
          : [],
      );
      if (!candidates.length) return;
      const { order, line } = random.pick(candidates);
      this.post(line.part, 'supplier_return', -1, at, {
        reason: 'Pieza defectuosa: devolución en garantía',
        order,
        actorId: this.deskId,
      });
    });
  }

  // ── Spare-part requests and the open purchase orders ───────────────────────────────────────

  /**
   * Requests in every status on the open orders, asked by their mechanic: the oldest orders have
   * theirs received (on a partly received purchase order) or ordered (on a sent one), then served
   * from the shelf, approved, rejected, cancelled and just asked.
   */
  private scheduleRequests(): void {
    const random = this.random;
    const open = this.orders.filter(
      (o) => ['open', 'in_progress', 'on_hold'].includes(o.status) && o.userId !== null,
    );
    if (!open.length) return;
    // prettier-ignore
    const plan: SparePartRequestStatus[] = [
      'received', 'received', 'ordered', 'ordered', 'ordered', 'delivered', 'delivered',
      'approved', 'approved', 'rejected', 'cancelled', 'requested', 'requested', 'requested',
    ];
    const usedSuppliers = new Set<Supplier>();
    plan.forEach((status, index) => {
      const order = open[index % open.length];
      // Each request's story fits in its order's life, within the last four to nine days.
      const window = (4 + random.next() * 5) * DAY_MS;
      const span = Math.max(
        20 * MINUTE_MS,
        Math.min(this.now - order.createdAt, window) - 15 * MINUTE_MS,
      );
      const base = this.now - 10 * MINUTE_MS - span;
      const t = (fraction: number) => Math.round(base + fraction * span);
      const freeText = status === 'rejected' || index === plan.length - 1;
      const categories = JOB_CATEGORIES[order.title] ?? ALL_CATEGORIES;
      let part: Part | null = null;
      if (!freeText) {
        const candidates = categories
          .flatMap((category) => this.partsByCategory.get(category) ?? [])
          .filter((p) => p.active && !p.dead && p.supplier && p.tier !== 'C');
        const fresh = candidates.filter((p) => !usedSuppliers.has(p.supplier!));
        part = random.pick(fresh.length ? fresh : candidates) ?? null;
        if (part && (status === 'received' || status === 'ordered'))
          usedSuppliers.add(part.supplier!);
      }
      const request: RequestPlan = {
        id: randomUUID(),
        status,
        order,
        part,
        description: part
          ? part.name
          : status === 'rejected'
            ? 'Moldura cromada del paragolpes delantero (original de la marca)'
            : 'Juego de tornillos del soporte del motor M10 x 1,25',
        quantity: part ? this.takeOf(part) : 1,
        note: null,
        requestedAt: t(0.05),
        approvedAt: null,
        orderedAt: null,
        receivedAt: null,
        deliveredAt: null,
        closedAt: null,
        purchaseOrder: null,
        decidedBy: null,
        rejectionReason: null,
      };
      this.requests.push(request);
      this.planRequest(request, t);
    });
  }

  private planRequest(request: RequestPlan, t: (fraction: number) => number): void {
    const desk = this.deskId;
    if (!request.part && ['received', 'ordered', 'delivered'].includes(request.status)) {
      request.status = 'requested';
    }
    switch (request.status) {
      case 'received': {
        request.note = 'El cliente espera el coche esta semana.';
        request.approvedAt = t(0.1);
        request.orderedAt = t(0.15);
        request.receivedAt = t(0.55);
        request.decidedBy = desk;
        this.timeline.add(request.orderedAt, (at) => {
          const order = this.requestOrder(request, at, t(0.25) - at);
          this.timeline.add(request.receivedAt!, (when) => {
            const quantities = new Map<PurchaseLine, number>();
            const own = order.lines[0];
            quantities.set(own, order.lines.length > 1 ? own.quantity : request.quantity);
            order.lines.slice(1).forEach((line, i) => {
              const half =
                line.part.kind.unit === 'ud'
                  ? Math.floor(line.quantity / 2)
                  : q3(line.quantity / 2);
              quantities.set(line, i === 0 ? half : i % 2 ? line.quantity : 0);
            });
            this.receive(order, when, quantities);
            request.part!.held = q3(request.part!.held + request.quantity);
          });
        });
        break;
      }
      case 'ordered':
        request.requestedAt = t(0.2);
        request.approvedAt = t(0.3);
        request.orderedAt = t(0.4);
        request.decidedBy = desk;
        request.note =
          request.part?.kind.variants === 'fit' ? 'Confirmar referencia con el bastidor.' : null;
        this.timeline.add(request.orderedAt, (at) => this.requestOrder(request, at, t(0.6) - at));
        break;
      case 'delivered':
        request.requestedAt = t(0.3);
        request.deliveredAt = t(0.5);
        request.approvedAt = request.deliveredAt;
        request.decidedBy = desk;
        this.timeline.add(request.deliveredAt, (at) => this.serveRequest(request, at));
        break;
      case 'approved':
        request.requestedAt = t(0.4);
        request.approvedAt = t(0.6);
        request.decidedBy = desk;
        break;
      case 'rejected':
        request.requestedAt = t(0.3);
        request.closedAt = t(0.5);
        request.decidedBy = desk;
        request.rejectionReason =
          'No la sirve ningún distribuidor: solo en el concesionario oficial. Se pide por la marca.';
        break;
      case 'cancelled':
        request.requestedAt = t(0.2);
        request.closedAt = t(0.45);
        break;
      default:
        request.requestedAt = t(0.8);
        request.note = request.part ? null : 'Para mañana a primera hora.';
    }
  }

  /**
   * The purchase order a request is ordered on: its part (what it asks for, plus the way to the
   * maximum when the part is low) and what else of the supplier is at its minimum; sent later.
   */
  private requestOrder(request: RequestPlan, at: number, sendAfter: number): PurchaseOrder {
    const part = request.part!;
    const supplier = part.supplier!;
    const own = q3(
      request.quantity +
        (part.onHand + part.onOrder <= part.minStock && part.maxStock > 0
          ? this.packed(part, part.maxStock - part.onHand - part.onOrder)
          : 0),
    );
    const others = this.parts
      .filter(
        (p) =>
          p !== part &&
          p.supplier === supplier &&
          p.active &&
          !p.dead &&
          p.maxStock > 0 &&
          p.onHand + p.onOrder <= p.minStock,
      )
      .slice(0, 3)
      .map((p) => ({ part: p, quantity: this.packed(p, p.maxStock - p.onHand - p.onOrder) }));
    if (!others.length) {
      const filler = this.parts.find(
        (p) => p !== part && p.supplier === supplier && p.active && !p.dead && p.maxStock > 0,
      );
      if (filler) others.push({ part: filler, quantity: this.packed(filler, 1) });
    }
    const order = this.createOrder(supplier, at, [{ part, quantity: own }, ...others], sendAfter);
    if (others.length === 0 && request.status === 'received') {
      // Nothing else to order: what is still to come is the part's own top-up.
      order.lines[0].part.onOrder = q3(order.lines[0].part.onOrder + (part.kind.pack ?? 1));
      order.lines[0].quantity = q3(order.lines[0].quantity + (part.kind.pack ?? 1));
    }
    request.purchaseOrder = order;
    return order;
  }

  /** Served from the shelf: a consumption for the order now (another part of the kind if short). */
  private serveRequest(request: RequestPlan, at: number): void {
    const wanted = request.part;
    const ok = (p: Part) => p.active && !p.dead && this.available(p) >= request.quantity;
    let part = wanted && ok(wanted) ? wanted : null;
    if (!part && wanted) {
      part = (this.partsByKind.get(wanted.kind.key) ?? []).find(ok) ?? null;
    }
    if (!part) {
      part =
        (this.partsByCategory.get('consumibles') ?? []).find(
          (p) => ok(p) && p.kind.unit === 'ud',
        ) ?? null;
      if (part) request.quantity = 1;
    }
    if (!part) {
      request.status = 'approved';
      request.deliveredAt = null;
      return;
    }
    request.part = part;
    request.description = part.name;
    this.post(part, 'consumption', -request.quantity, at, {
      reason: `Solicitud para ${request.order.number}`,
      actorId: this.deskId,
      workOrderId: request.order.id,
      requestId: request.id,
    });
    part.consumed = true;
  }

  /**
   * The reorder points as they stand: LOW_PARTS parts end at or below their minimum (the parts on
   * the open orders among them); the others' minimums sit below what they have. Then when each
   * low part last crossed its minimum (low_stock_since).
   */
  private settleReorderPoints(): void {
    const random = this.random;
    const onOpenOrders = new Set(
      this.purchaseOrders
        .filter((o) => o.status === 'sent' || o.status === 'partially_received')
        .flatMap((o) => o.lines.map((l) => l.part)),
    );
    // The database reserves nothing (reserved 0): available is on hand.
    const isLow = (p: Part) => p.minStock > 0 && p.onHand <= p.minStock;
    const low = this.parts.filter(isLow);
    if (low.length > LOW_PARTS) {
      const removable = shuffle(
        random,
        low.filter((p) => !onOpenOrders.has(p)),
      );
      for (const part of removable.slice(0, low.length - LOW_PARTS)) {
        part.minStock =
          part.kind.unit === 'ud'
            ? Math.max(0, Math.ceil(part.onHand) - 1)
            : Math.max(0, Math.floor(part.onHand) - 1);
      }
    } else if (low.length < LOW_PARTS) {
      const candidates = this.parts
        .filter((p) => p.active && !p.dead && p.minStock > 0 && !isLow(p) && !onOpenOrders.has(p))
        .sort(
          (a, b) => (a.onHand - a.minStock) / a.maxStock - (b.onHand - b.minStock) / b.maxStock,
        );
      for (const part of candidates.slice(0, LOW_PARTS - low.length)) {
        part.minStock = part.kind.unit === 'ud' ? Math.ceil(part.onHand) : part.onHand;
        if (part.maxStock < part.minStock) part.maxStock = part.minStock + (part.kind.pack ?? 1);
      }
    }
  }

  /** One order sent and cancelled the next day: the supplier had nothing. */
  private addCancelledOrder(): void {
    const supplier = this.suppliers[9];
    const parts = this.parts
      .filter((p) => p.supplier === supplier && p.active && !p.dead && p.maxStock > 0)
      .slice(0, 3);
    if (!parts.length) return;
    const order = this.createOrder(
      supplier,
      this.dayAt(-45, 10 * 60 + 30),
      parts.map((part) => ({ part, quantity: this.packed(part, part.maxStock - part.minStock) })),
      15 * MINUTE_MS,
      'Cancelado: el proveedor no tenía existencias; se pidió a otro.',
    );
    for (const line of order.lines) line.part.onOrder = q3(line.part.onOrder - line.quantity);
    order.status = 'cancelled';
    order.cancelledAt = this.dayAt(-44, 9 * 60 + 40);
    order.updatedAt = order.cancelledAt;
    order.version = 3;
  }

  /** Two proposals not sent yet: what two suppliers' parts need to get back to their maximum. */
  private addDraftOrders(): void {
    const pending = new Set(
      this.purchaseOrders
        .filter((o) => o.status === 'sent' || o.status === 'partially_received')
        .flatMap((o) => o.lines.map((l) => l.part)),
    );
    const wanted = (p: Part) =>
      p.active &&
      !p.dead &&
      p.minStock > 0 &&
      p.maxStock > 0 &&
      !pending.has(p) &&
      p.onHand + p.onOrder <= p.minStock;
    const bySupplier = this.suppliers
      .map((supplier) => ({
        supplier,
        parts: this.parts.filter((p) => p.supplier === supplier && wanted(p)).slice(0, 8),
      }))
      .sort((a, b) => b.parts.length - a.parts.length);
    [26, 3].forEach((hoursAgo, i) => {
      const { supplier, parts } = bySupplier[i];
      const lines = (
        parts.length
          ? parts
          : this.parts.filter((p) => p.supplier === supplier && p.active && !p.dead).slice(0, 2)
      ).map((part) => ({
        part,
        quantity: this.packed(part, Math.max(part.maxStock - part.onHand - part.onOrder, 1)),
      }));
      this.createOrder(
        supplier,
        this.now - hoursAgo * 3_600_000,
        lines,
        null,
        'Propuesta de reposición por mínimos y máximos.',
      );
    });
  }

  /** PC-YYYY-NNNNN in the order they were created, per year (purchase_order_counter). */
  private numberPurchaseOrders(): void {
    const counters = new Map<number, number>();
    this.purchaseOrders.sort((a, b) => a.createdAt - b.createdAt);
    for (const order of this.purchaseOrders) {
      const year = Number(localDate(new Date(order.createdAt)).slice(0, 4));
      const sequence = (counters.get(year) ?? 0) + 1;
      counters.set(year, sequence);
      order.number = `PC-${year}-${pad(sequence, 5)}`;
    }
  }

  // ── Writing it ─────────────────────────────────────────────────────────────────────────────

  async write(em: EntityManager): Promise<void> {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const supplierCreated = iso(this.dayAt(-400, 9 * 60));
    await insertRecords(
      em,
      'supplier',
      `id uuid, name text, tax_id text, contact_name text, email text, phone text,
       lead_time_days int, payment_terms text, created_at timestamptz, updated_at timestamptz`,
      this.suppliers.map((s) => ({
        id: s.id,
        name: s.spec.name,
        tax_id: s.taxId,
        contact_name: s.spec.contact,
        email: `pedidos.${s.spec.slug}@recambios-demo.es`,
        phone: `${s.spec.phonePrefix}${pad(this.random.int(0, 999_999), 6)}`,
        lead_time_days: s.spec.lead,
        payment_terms: s.spec.terms,
        created_at: supplierCreated,
        updated_at: supplierCreated,
      })),
    );
    const partCreated = this.dayAt(-366, 17 * 60);
    await insertRecords(
      em,
      'part',
      `id uuid, reference text, brand text, name text, category text, barcode text, unit text,
       cost_cents bigint, sale_price_cents bigint, warehouse text, shelf text, min_stock numeric,
       max_stock numeric, preferred_supplier_id uuid, active boolean, created_at timestamptz,
       updated_at timestamptz, version int`,
      this.parts.map((p, i) => ({
        id: p.id,
        reference: p.reference,
        brand: p.brand,
        name: p.name,
        category: p.kind.category,
        barcode: p.barcode,
        unit: p.kind.unit,
        cost_cents: p.costCents,
        sale_price_cents: p.saleCents,
        warehouse: p.warehouse,
        shelf: p.shelf,
        min_stock: p.minStock,
        max_stock: p.maxStock,
        preferred_supplier_id: p.supplier?.id ?? null,
        active: p.active,
        created_at: iso(partCreated + i * 1000),
        updated_at: iso(p.active ? partCreated + i * 1000 : this.dayAt(-228, 9 * 60)),
        version: p.active ? 1 : 2,
      })),
    );
    const onOrder = new Map<Part, number>();
    for (const order of this.purchaseOrders) {
      if (order.status !== 'sent' && order.status !== 'partially_received') continue;
      for (const line of order.lines) {
        const pending = Math.max(0, q3(line.quantity - line.received));
        onOrder.set(line.part, q3((onOrder.get(line.part) ?? 0) + pending));
      }
    }
    await insertRecords(
      em,
      'part_stock',
      `part_id uuid, on_hand numeric, reserved numeric, on_order numeric,
       average_cost_cents bigint, last_movement_at timestamptz, low_stock_since timestamptz,
       updated_at timestamptz`,
      this.parts.map((p) => ({
        part_id: p.id,
        on_hand: p.onHand,
        reserved: 0,
        on_order: onOrder.get(p) ?? 0,
        average_cost_cents: p.averageCost,
        last_movement_at: iso(p.movements.length ? p.lastAt : null),
        low_stock_since: iso(lowStockSince(p)),
        updated_at: iso(p.movements.length ? p.lastAt : partCreated),
      })),
    );
    await insertRecords(
      em,
      'purchase_order',
      `id uuid, number text, supplier_id uuid, status text, expected_on date, notes text,
       sent_at timestamptz, received_at timestamptz, cancelled_at timestamptz, created_by uuid,
       created_at timestamptz, updated_at timestamptz, version int`,
      this.purchaseOrders.map((o) => ({
        id: o.id,
        number: o.number,
        supplier_id: o.supplier.id,
        status: o.status,
        expected_on: o.expectedOn,
        notes: o.notes,
        sent_at: iso(o.sentAt),
        received_at: iso(o.receivedAt),
        cancelled_at: iso(o.cancelledAt),
        created_by: this.deskId,
        created_at: iso(o.createdAt),
        updated_at: iso(o.updatedAt),
        version: o.version,
      })),
    );
    await insertRecords(
      em,
      'purchase_order_line',
      `id uuid, purchase_order_id uuid, position int, part_id uuid, quantity numeric,
       received_quantity numeric, unit_cost_cents bigint`,
      this.purchaseOrders.flatMap((o) =>
        o.lines.map((line, i) => ({
          id: line.id,
          purchase_order_id: o.id,
          position: i + 1,
          part_id: line.part.id,
          quantity: line.quantity,
          received_quantity: line.received,
          unit_cost_cents: line.unitCost,
        })),
      ),
    );
    const counters = new Map<number, number>();
    for (const order of this.purchaseOrders) {
      const [, year, sequence] = order.number.split('-');
      counters.set(Number(year), Math.max(counters.get(Number(year)) ?? 0, Number(sequence)));
    }
    await insertRecords(
      em,
      'purchase_order_counter',
      'year int, last_number int',
      [...counters].map(([year, last]) => ({ year, last_number: last })),
    );
    await insertRecords(
      em,
      'spare_part_request',
      `id uuid, work_order_id uuid, work_order_number text, part_id uuid, description text,
       quantity numeric, note text, status text, requested_by uuid, purchase_order_id uuid,
       decided_by uuid, rejection_reason text, requested_at timestamptz, approved_at timestamptz,
       ordered_at timestamptz, received_at timestamptz, delivered_at timestamptz,
       closed_at timestamptz, created_at timestamptz, updated_at timestamptz, version int`,
      this.requests.map((r) => {
        const stamps = [r.approvedAt, r.orderedAt, r.receivedAt, r.deliveredAt, r.closedAt];
        const moves = stamps.filter((s) => s !== null).length;
        return {
          id: r.id,
          work_order_id: r.order.id,
          work_order_number: r.order.number,
          part_id: r.part?.id ?? null,
          description: r.description.slice(0, 200),
          quantity: r.quantity,
          note: r.note,
          status: r.status,
          requested_by: r.order.userId,
          purchase_order_id: r.purchaseOrder?.id ?? null,
          decided_by: r.decidedBy,
          rejection_reason: r.rejectionReason,
          requested_at: iso(r.requestedAt),
          approved_at: iso(r.approvedAt),
          ordered_at: iso(r.orderedAt),
          received_at: iso(r.receivedAt),
          delivered_at: iso(r.deliveredAt),
          closed_at: iso(r.closedAt),
          created_at: iso(r.requestedAt),
          updated_at: iso(Math.max(r.requestedAt, ...stamps.map((s) => s ?? 0))),
          // A delivery served straight from `requested` is one move (its approval is stamped).
          version: 1 + (r.status === 'delivered' ? 1 : moves),
        };
      }),
    );
    const movements = this.parts.flatMap((p) => p.movements).sort((a, b) => a.at - b.at);
    await insertRecords(
      em,
      'stock_movement',
      `id uuid, part_id uuid, kind text, quantity numeric, unit_cost_cents bigint,
       balance_after numeric, reason text, actor_id uuid, work_order_id uuid,
       purchase_order_id uuid, spare_part_request_id uuid, occurred_at timestamptz`,
      movements.map((m) => ({
        id: m.id,
        part_id: m.part.id,
        kind: m.kind,
        quantity: m.quantity,
        unit_cost_cents: m.unitCost,
        balance_after: m.balanceAfter,
        reason: m.order && m.kind === 'receipt' ? `Pedido ${m.order.number}` : m.reason,
        actor_id: m.actorId,
        work_order_id: m.workOrderId,
        purchase_order_id: m.order?.id ?? null,
        spare_part_request_id: m.requestId,
        occurred_at: iso(m.at),
      })),
    );
    // The analytics' rollup, as postMovement's upsert keeps it (months in Madrid).
    await runSql(
      em,
      `insert into part_stock_month (part_id, month, net_quantity, net_value_cents,
              consumed_quantity, consumed_cost_cents, movements)
       select part_id, date_trunc('month', occurred_at at time zone 'Europe/Madrid')::date,
              sum(quantity), sum(round(quantity * unit_cost_cents)), sum(consumed),
              sum(round(consumed * unit_cost_cents)), count(*)
         from (select part_id, occurred_at, quantity, unit_cost_cents,
                      case when kind in ('consumption', 'work_order_return') then -quantity
                           else 0 end as consumed
                 from stock_movement) m
        group by 1, 2`,
      [],
      'run',
    );
  }
}

/** When the part's last fall to or below its minimum began (null when it is above it now). */
function lowStockSince(part: Part): number | null {
  let since: number | null = null;
  for (const movement of part.movements) {
    const low = part.minStock > 0 && movement.balanceAfter <= part.minStock;
    if (low && since === null) since = movement.at;
    if (!low) since = null;
  }
  return since;
}

/** Inserts rows through jsonb_to_recordset, BATCH at a time; `columns` is the record's shape. */
async function insertRecords(
  em: EntityManager,
  table: string,
  columns: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  const names = columns
    .split(',')
    .map((column) => column.trim().split(/\s+/)[0])
    .join(', ');
  for (let i = 0; i < rows.length; i += BATCH) {
    await runSql(
      em,
      `insert into ${table} (${names})
       select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns})`,
      [JSON.stringify(rows.slice(i, i + BATCH))],
      'run',
    );
  }
}
