import {
  AlertOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BuildOutlined,
  CalendarOutlined,
  CarOutlined,
  CarryOutOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CloudServerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EditOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  FundOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LineChartOutlined,
  LockOutlined,
  LoginOutlined,
  MenuOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PieChartOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  RiseOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SmileOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';
import { warnOnce } from '@/shared/logger';

type IconComponent = ComponentType<{ className?: string; style?: CSSProperties }>;

/**
 * The icons the sidebar can show, keyed by a normalised name (lower case, no dashes, underscores,
 * spaces or "Icon"/"Outlined" suffix). Keys cover antd names, the lucide-style names the server's
 * pages may carry (e.g. "LayoutDashboard", "wrench", "file-text") and module names ("work_orders").
 */
const ICONS: Record<string, IconComponent> = {
  // antd-style names
  carryout: CarryOutOutlined,
  login: LoginOutlined,
  fileprotect: FileProtectOutlined,
  smile: SmileOutlined,
  edit: EditOutlined,
  table: TableOutlined,
  areachart: AreaChartOutlined,
  menu: MenuOutlined,
  alert: AlertOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  barchart: BarChartOutlined,
  bell: BellOutlined,
  book: BookOutlined,
  build: BuildOutlined,
  calendar: CalendarOutlined,
  car: CarOutlined,
  checksquare: CheckSquareOutlined,
  clockcircle: ClockCircleOutlined,
  cloudserver: CloudServerOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  dollar: DollarOutlined,
  experiment: ExperimentOutlined,
  fieldtime: FieldTimeOutlined,
  filedone: FileDoneOutlined,
  filesearch: FileSearchOutlined,
  filetext: FileTextOutlined,
  form: FormOutlined,
  fund: FundOutlined,
  history: HistoryOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  inbox: InboxOutlined,
  infocircle: InfoCircleOutlined,
  key: KeyOutlined,
  linechart: LineChartOutlined,
  lock: LockOutlined,
  notification: NotificationOutlined,
  orderedlist: OrderedListOutlined,
  piechart: PieChartOutlined,
  profile: ProfileOutlined,
  project: ProjectOutlined,
  read: ReadOutlined,
  reconciliation: ReconciliationOutlined,
  rise: RiseOutlined,
  robot: RobotOutlined,
  safetycertificate: SafetyCertificateOutlined,
  safety: SafetyOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shoppingcart: ShoppingCartOutlined,
  solution: SolutionOutlined,
  star: StarOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  trophy: TrophyOutlined,
  unorderedlist: UnorderedListOutlined,
  user: UserOutlined,
  userswitch: UserSwitchOutlined,
  // lucide-style names
  layoutdashboard: DashboardOutlined,
  gauge: DashboardOutlined,
  wrench: ToolOutlined,
  hammer: ToolOutlined,
  users: TeamOutlined,
  usercog: UserSwitchOutlined,
  usercheck: UserSwitchOutlined,
  contact: IdcardOutlined,
  package: InboxOutlined,
  packagesearch: FileSearchOutlined,
  boxes: InboxOutlined,
  box: InboxOutlined,
  warehouse: InboxOutlined,
  clipboardlist: UnorderedListOutlined,
  clipboardcheck: CheckSquareOutlined,
  clipboard: ProfileOutlined,
  listtodo: CheckSquareOutlined,
  list: UnorderedListOutlined,
  listchecks: CheckSquareOutlined,
  calendardays: CalendarOutlined,
  calendarcheck: ScheduleOutlined,
  calendarclock: ScheduleOutlined,
  clock: ClockCircleOutlined,
  timer: FieldTimeOutlined,
  file: FileTextOutlined,
  filecheck: FileDoneOutlined,
  filespreadsheet: ReconciliationOutlined,
  receipt: ReconciliationOutlined,
  receipteuro: ReconciliationOutlined,
  euro: DollarOutlined,
  creditcard: DollarOutlined,
  settings: SettingOutlined,
  settings2: ControlOutlined,
  slidershorizontal: ControlOutlined,
  shield: SafetyOutlined,
  shieldcheck: SafetyCertificateOutlined,
  lockkeyhole: LockOutlined,
  barchart2: BarChartOutlined,
  barchart3: BarChartOutlined,
  chartbar: BarChartOutlined,
  chartline: LineChartOutlined,
  trendingup: RiseOutlined,
  activity: LineChartOutlined,
  target: FundOutlined,
  brain: RobotOutlined,
  bot: RobotOutlined,
  sparkles: ThunderboltOutlined,
  zap: ThunderboltOutlined,
  award: TrophyOutlined,
  megaphone: NotificationOutlined,
  bellring: BellOutlined,
  messagesquare: FormOutlined,
  server: CloudServerOutlined,
  liftvertical: VerticalAlignTopOutlined,
  arrowupfromline: VerticalAlignTopOutlined,
  layoutgrid: AppstoreOutlined,
  kanban: ProjectOutlined,
  notebook: BookOutlined,
  // module names
  workorders: ToolOutlined,
  orders: ToolOutlined,
  ordenes: ToolOutlined,
  customers: TeamOutlined,
  clientes: TeamOutlined,
  vehicles: CarOutlined,
  vehiculos: CarOutlined,
  vehiclereception: CarOutlined,
  customerreceipts: FileDoneOutlined,
  appointments: CalendarOutlined,
  citas: CalendarOutlined,
  inventory: InboxOutlined,
  inventario: InboxOutlined,
  spareparts: InboxOutlined,
  sparepartsrequests: ShoppingCartOutlined,
  quotes: FileTextOutlined,
  presupuestos: FileTextOutlined,
  invoices: ReconciliationOutlined,
  facturas: ReconciliationOutlined,
  billing: ReconciliationOutlined,
  employees: IdcardOutlined,
  empleados: IdcardOutlined,
  timeclock: FieldTimeOutlined,
  timetracking: FieldTimeOutlined,
  fichaje: FieldTimeOutlined,
  timesheet: FieldTimeOutlined,
  tasks: CheckSquareOutlined,
  internaltasks: CheckSquareOutlined,
  productivity: RiseOutlined,
  kpis: FundOutlined,
  kpi: FundOutlined,
  analytics: PieChartOutlined,
  surveys: FormOutlined,
  planner: ProjectOutlined,
  visualplanner: ProjectOutlined,
  notifications: BellOutlined,
  announcements: NotificationOutlined,
  administration: SafetyOutlined,
  admin: SafetyOutlined,
  permissions: KeyOutlined,
  system: CloudServerOutlined,
};

/** "file-text", "FileTextIcon", "FileTextOutlined", "file_text" → "filetext". */
export function normaliseIconName(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/[-_\s]+icon$/i, '')
    .replace(/(?<=[a-z0-9])Icon$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The spelling variants tried for a server icon name, most specific first. */
export function iconNameVariants(name: string): string[] {
  const base = normaliseIconName(name);
  const variants = [base];
  if (base.endsWith('icon')) variants.push(base.slice(0, -4));
  if (base.endsWith('s')) variants.push(base.slice(0, -1));
  return [...new Set(variants.filter(Boolean))];
}

export const FALLBACK_ICON: IconComponent = InfoCircleOutlined;

/**
 * Resolves a server icon name to an icon (SPEC §2): module names, kebab-case and names with an Icon
 * suffix all work. Unknown (or missing) names fall back to the info icon with a logged warning.
 */
export function resolveIcon(name: string | null | undefined): IconComponent {
  if (name && name.trim() !== '') {
    for (const variant of iconNameVariants(name)) {
      const icon = ICONS[variant];
      if (icon) return icon;
    }
  }
  warnOnce(`icon:${name ?? ''}`, 'Unknown navigation icon; using the info icon', { icon: name });
  return FALLBACK_ICON;
}

export function NavIcon({ name }: { name: string | null | undefined }) {
  const Icon = resolveIcon(name);
  return <Icon />;
}
