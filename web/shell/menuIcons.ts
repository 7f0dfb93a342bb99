// Menu icons by the `image` name the server gives each group and item. Octicon
// names ("gear", "people") and the material-style names of the original menus
// ("settings", "group") both resolve; anything unknown gets a neutral square.
import {
  AppsIcon, BeakerIcon, BrowserIcon, CheckCircleIcon, CommentIcon, KeyAsteriskIcon, ListUnorderedIcon, LockIcon,
  NumberIcon, PencilIcon, StarIcon, TypographyIcon, BellIcon, BookIcon, BriefcaseIcon, BroadcastIcon, CalendarIcon, ChecklistIcon, ClockIcon,
  ContainerIcon, CpuIcon, DatabaseIcon, DownloadIcon, FileIcon, FilterIcon, FlameIcon, GearIcon, GlobeIcon, GraphIcon,
  HistoryIcon, HomeIcon, InboxIcon, KeyIcon, LawIcon, LogIcon, MailIcon, MeterIcon, OrganizationIcon, PackageIcon,
  PeopleIcon, PersonIcon, PlugIcon, ProjectIcon, PulseIcon, ReportIcon, ServerIcon, ShieldIcon, SlidersIcon,
  SquareIcon, StackIcon, TableIcon, TagIcon, ToolsIcon, UploadIcon, VersionsIcon, WorkflowIcon, ZapIcon,
  type Icon,
} from "@primer/octicons-react";

const icons: Record<string, Icon> = {
  apps: AppsIcon, dashboard: AppsIcon, widgets: AppsIcon,
  beaker: BeakerIcon, science: BeakerIcon, biotech: BeakerIcon, indicator: BeakerIcon, readings: BeakerIcon,
  bell: BellIcon, notifications: BellIcon, notification: BellIcon,
  book: BookIcon, menu_book: BookIcon, manual: BookIcon, translate: GlobeIcon,
  briefcase: BriefcaseIcon, business_center: BriefcaseIcon,
  broadcast: BroadcastIcon, wifi: BroadcastIcon, sensors: BroadcastIcon,
  calendar: CalendarIcon, event: CalendarIcon, date_range: CalendarIcon,
  checklist: ChecklistIcon, assignment: ChecklistIcon, fact_check: ChecklistIcon, task: ChecklistIcon,
  clock: ClockIcon, schedule: ClockIcon, timer: ClockIcon,
  container: ContainerIcon, inventory: ContainerIcon, inventory_2: ContainerIcon,
  cpu: CpuIcon, memory: CpuIcon, devices: CpuIcon, device_hub: CpuIcon, incubator: CpuIcon,
  database: DatabaseIcon, storage: DatabaseIcon,
  download: DownloadIcon, cloud_download: DownloadIcon, get_app: DownloadIcon, export: DownloadIcon,
  file: FileIcon, description: FileIcon, article: FileIcon,
  filter: FilterIcon, filter_list: FilterIcon,
  flame: FlameIcon, whatshot: FlameIcon, sterilizer: FlameIcon, local_fire_department: FlameIcon,
  gear: GearIcon, settings: GearIcon, build: ToolsIcon, tools: ToolsIcon, construction: ToolsIcon, handyman: ToolsIcon,
  globe: GlobeIcon, language: GlobeIcon, public: GlobeIcon,
  graph: GraphIcon, bar_chart: GraphIcon, insert_chart: GraphIcon, assessment: GraphIcon, show_chart: GraphIcon, timeline: GraphIcon, chart: GraphIcon, charts: GraphIcon,
  history: HistoryIcon, restore: HistoryIcon,
  home: HomeIcon,
  inbox: InboxIcon, move_to_inbox: InboxIcon,
  key: KeyIcon, vpn_key: KeyIcon, lock: LockIcon, password: LockIcon, license: KeyIcon, licenses: KeyIcon,
  law: LawIcon, gavel: LawIcon, policy: LawIcon,
  log: LogIcon, list: LogIcon, list_alt: LogIcon, receipt: LogIcon, receipt_long: LogIcon,
  mail: MailIcon, email: MailIcon,
  meter: MeterIcon, speed: MeterIcon, score: MeterIcon,
  organization: OrganizationIcon, business: OrganizationIcon, domain: OrganizationIcon, apartment: OrganizationIcon, company: OrganizationIcon, local_hospital: OrganizationIcon,
  package: PackageIcon, products: PackageIcon, category: PackageIcon,
  people: PeopleIcon, group: PeopleIcon, groups: PeopleIcon, users: PeopleIcon, supervisor_account: PeopleIcon,
  person: PersonIcon, account_circle: PersonIcon, user: PersonIcon,
  plug: PlugIcon, power: PlugIcon, cable: PlugIcon, usb: PlugIcon,
  project: ProjectIcon, view_module: ProjectIcon, view_list: TableIcon,
  pulse: PulseIcon, monitor_heart: PulseIcon, analytics: PulseIcon,
  report: ReportIcon, warning: ReportIcon, feedback: ReportIcon,
  server: ServerIcon, dns: ServerIcon,
  shield: ShieldIcon, security: ShieldIcon, verified_user: ShieldIcon, admin_panel_settings: ShieldIcon,
  sliders: SlidersIcon, tune: SlidersIcon, parameters: SlidersIcon,
  stack: StackIcon, layers: StackIcon, sector: StackIcon, sectors: StackIcon,
  table: TableIcon, table_chart: TableIcon, grid_on: TableIcon,
  tag: TagIcon, label: TagIcon, qr_code: TagIcon,
  upload: UploadIcon, cloud_upload: UploadIcon, publish: UploadIcon, import: UploadIcon,
  versions: VersionsIcon, sync: VersionsIcon, swap_horiz: VersionsIcon,
  workflow: WorkflowIcon, account_tree: WorkflowIcon,
  zap: ZapIcon, bolt: ZapIcon, flash_on: ZapIcon,
  check_circle: CheckCircleIcon, done: CheckCircleIcon, task_alt: CheckCircleIcon,
  number: NumberIcon, tag_number: NumberIcon, pin: NumberIcon,
  typography: TypographyIcon, text_fields: TypographyIcon, title: TypographyIcon,
  list_unordered: ListUnorderedIcon, menu: ListUnorderedIcon, format_list_bulleted: ListUnorderedIcon,
  comment: CommentIcon, chat: CommentIcon, message: CommentIcon, sms: CommentIcon,
  browser: BrowserIcon, web: BrowserIcon, screen: BrowserIcon,
  star: StarIcon, grade: StarIcon,
  key_asterisk: KeyAsteriskIcon, activation: KeyAsteriskIcon,
  pencil: PencilIcon, edit: PencilIcon,
  water: BeakerIcon, washer: BeakerIcon, local_laundry_service: BeakerIcon,
};

export function menuIcon(image: string | null | undefined): Icon {
  if (!image) return SquareIcon;
  const key = image
    .trim()
    .replace(/Icon$/, "")
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .replace(/[-\s]+/g, "_")
    .toLowerCase();
  return icons[key] ?? icons[key.replace(/_/g, "")] ?? icons[key.split("_")[0]!] ?? SquareIcon;
}
