// Menu icons by the `image` name the server gives each group and item. Octicon
// names ("gear", "people") and the material-style names of the original menus
// ("settings", "group") both resolve; anything unknown gets a neutral square.
// Each octicon is a chunk fetched when first drawn: the table names 57, a menu draws a dozen
// (bench/first-screen.ts); until its chunk is in, an icon is a blank of its size.
import type { Icon } from "@primer/octicons-react";
import { lazy, Suspense } from "react";

const loaders = {
  AppsIcon: () => import("@primer/octicons-react/AppsIcon"),
  BeakerIcon: () => import("@primer/octicons-react/BeakerIcon"),
  BellIcon: () => import("@primer/octicons-react/BellIcon"),
  BookIcon: () => import("@primer/octicons-react/BookIcon"),
  BriefcaseIcon: () => import("@primer/octicons-react/BriefcaseIcon"),
  BroadcastIcon: () => import("@primer/octicons-react/BroadcastIcon"),
  BrowserIcon: () => import("@primer/octicons-react/BrowserIcon"),
  CalendarIcon: () => import("@primer/octicons-react/CalendarIcon"),
  CheckCircleIcon: () => import("@primer/octicons-react/CheckCircleIcon"),
  ChecklistIcon: () => import("@primer/octicons-react/ChecklistIcon"),
  ClockIcon: () => import("@primer/octicons-react/ClockIcon"),
  CommentIcon: () => import("@primer/octicons-react/CommentIcon"),
  ContainerIcon: () => import("@primer/octicons-react/ContainerIcon"),
  CpuIcon: () => import("@primer/octicons-react/CpuIcon"),
  DatabaseIcon: () => import("@primer/octicons-react/DatabaseIcon"),
  DownloadIcon: () => import("@primer/octicons-react/DownloadIcon"),
  FileIcon: () => import("@primer/octicons-react/FileIcon"),
  FilterIcon: () => import("@primer/octicons-react/FilterIcon"),
  FlameIcon: () => import("@primer/octicons-react/FlameIcon"),
  GearIcon: () => import("@primer/octicons-react/GearIcon"),
  GlobeIcon: () => import("@primer/octicons-react/GlobeIcon"),
  GraphIcon: () => import("@primer/octicons-react/GraphIcon"),
  HistoryIcon: () => import("@primer/octicons-react/HistoryIcon"),
  HomeIcon: () => import("@primer/octicons-react/HomeIcon"),
  InboxIcon: () => import("@primer/octicons-react/InboxIcon"),
  KeyAsteriskIcon: () => import("@primer/octicons-react/KeyAsteriskIcon"),
  KeyIcon: () => import("@primer/octicons-react/KeyIcon"),
  LawIcon: () => import("@primer/octicons-react/LawIcon"),
  ListUnorderedIcon: () => import("@primer/octicons-react/ListUnorderedIcon"),
  LockIcon: () => import("@primer/octicons-react/LockIcon"),
  LogIcon: () => import("@primer/octicons-react/LogIcon"),
  MailIcon: () => import("@primer/octicons-react/MailIcon"),
  MeterIcon: () => import("@primer/octicons-react/MeterIcon"),
  NumberIcon: () => import("@primer/octicons-react/NumberIcon"),
  OrganizationIcon: () => import("@primer/octicons-react/OrganizationIcon"),
  PackageIcon: () => import("@primer/octicons-react/PackageIcon"),
  PencilIcon: () => import("@primer/octicons-react/PencilIcon"),
  PeopleIcon: () => import("@primer/octicons-react/PeopleIcon"),
  PersonIcon: () => import("@primer/octicons-react/PersonIcon"),
  PlugIcon: () => import("@primer/octicons-react/PlugIcon"),
  ProjectIcon: () => import("@primer/octicons-react/ProjectIcon"),
  PulseIcon: () => import("@primer/octicons-react/PulseIcon"),
  ReportIcon: () => import("@primer/octicons-react/ReportIcon"),
  ServerIcon: () => import("@primer/octicons-react/ServerIcon"),
  ShieldIcon: () => import("@primer/octicons-react/ShieldIcon"),
  SlidersIcon: () => import("@primer/octicons-react/SlidersIcon"),
  SquareIcon: () => import("@primer/octicons-react/SquareIcon"),
  StackIcon: () => import("@primer/octicons-react/StackIcon"),
  StarIcon: () => import("@primer/octicons-react/StarIcon"),
  TableIcon: () => import("@primer/octicons-react/TableIcon"),
  TagIcon: () => import("@primer/octicons-react/TagIcon"),
  ToolsIcon: () => import("@primer/octicons-react/ToolsIcon"),
  TypographyIcon: () => import("@primer/octicons-react/TypographyIcon"),
  UploadIcon: () => import("@primer/octicons-react/UploadIcon"),
  VersionsIcon: () => import("@primer/octicons-react/VersionsIcon"),
  WorkflowIcon: () => import("@primer/octicons-react/WorkflowIcon"),
  ZapIcon: () => import("@primer/octicons-react/ZapIcon"),
} satisfies Record<string, () => Promise<{ default: Icon }>>;

type IconName = keyof typeof loaders;

const icons: Record<string, IconName> = {
  apps: "AppsIcon", dashboard: "AppsIcon", widgets: "AppsIcon",
  beaker: "BeakerIcon", science: "BeakerIcon", biotech: "BeakerIcon", indicator: "BeakerIcon", readings: "BeakerIcon",
  bell: "BellIcon", notifications: "BellIcon", notification: "BellIcon",
  book: "BookIcon", menu_book: "BookIcon", manual: "BookIcon", translate: "GlobeIcon",
  briefcase: "BriefcaseIcon", business_center: "BriefcaseIcon",
  broadcast: "BroadcastIcon", wifi: "BroadcastIcon", sensors: "BroadcastIcon",
  calendar: "CalendarIcon", event: "CalendarIcon", date_range: "CalendarIcon",
  checklist: "ChecklistIcon", assignment: "ChecklistIcon", fact_check: "ChecklistIcon", task: "ChecklistIcon",
  clock: "ClockIcon", schedule: "ClockIcon", timer: "ClockIcon",
  container: "ContainerIcon", inventory: "ContainerIcon", inventory_2: "ContainerIcon",
  cpu: "CpuIcon", memory: "CpuIcon", devices: "CpuIcon", device_hub: "CpuIcon", incubator: "CpuIcon",
  database: "DatabaseIcon", storage: "DatabaseIcon",
  download: "DownloadIcon", cloud_download: "DownloadIcon", get_app: "DownloadIcon", export: "DownloadIcon",
  file: "FileIcon", description: "FileIcon", article: "FileIcon",
  filter: "FilterIcon", filter_list: "FilterIcon",
  flame: "FlameIcon", whatshot: "FlameIcon", sterilizer: "FlameIcon", local_fire_department: "FlameIcon",
  gear: "GearIcon", settings: "GearIcon", build: "ToolsIcon", tools: "ToolsIcon", construction: "ToolsIcon", handyman: "ToolsIcon",
  globe: "GlobeIcon", language: "GlobeIcon", public: "GlobeIcon",
  graph: "GraphIcon", bar_chart: "GraphIcon", insert_chart: "GraphIcon", assessment: "GraphIcon", show_chart: "GraphIcon", timeline: "GraphIcon", chart: "GraphIcon", charts: "GraphIcon",
  history: "HistoryIcon", restore: "HistoryIcon",
  home: "HomeIcon",
  inbox: "InboxIcon", move_to_inbox: "InboxIcon",
  key: "KeyIcon", vpn_key: "KeyIcon", lock: "LockIcon", password: "LockIcon", license: "KeyIcon", licenses: "KeyIcon",
  law: "LawIcon", gavel: "LawIcon", policy: "LawIcon",
  log: "LogIcon", list: "LogIcon", list_alt: "LogIcon", receipt: "LogIcon", receipt_long: "LogIcon",
  mail: "MailIcon", email: "MailIcon",
  meter: "MeterIcon", speed: "MeterIcon", score: "MeterIcon",
  organization: "OrganizationIcon", business: "OrganizationIcon", domain: "OrganizationIcon", apartment: "OrganizationIcon", company: "OrganizationIcon", local_hospital: "OrganizationIcon",
  package: "PackageIcon", products: "PackageIcon", category: "PackageIcon",
  people: "PeopleIcon", group: "PeopleIcon", groups: "PeopleIcon", users: "PeopleIcon", supervisor_account: "PeopleIcon",
  person: "PersonIcon", account_circle: "PersonIcon", user: "PersonIcon",
  plug: "PlugIcon", power: "PlugIcon", cable: "PlugIcon", usb: "PlugIcon",
  project: "ProjectIcon", view_module: "ProjectIcon", view_list: "TableIcon",
  pulse: "PulseIcon", monitor_heart: "PulseIcon", analytics: "PulseIcon",
  report: "ReportIcon", warning: "ReportIcon", feedback: "ReportIcon",
  server: "ServerIcon", dns: "ServerIcon",
  shield: "ShieldIcon", security: "ShieldIcon", verified_user: "ShieldIcon", admin_panel_settings: "ShieldIcon",
  sliders: "SlidersIcon", tune: "SlidersIcon", parameters: "SlidersIcon",
  stack: "StackIcon", layers: "StackIcon", sector: "StackIcon", sectors: "StackIcon",
  table: "TableIcon", table_chart: "TableIcon", grid_on: "TableIcon",
  tag: "TagIcon", label: "TagIcon", qr_code: "TagIcon",
  upload: "UploadIcon", cloud_upload: "UploadIcon", publish: "UploadIcon", import: "UploadIcon",
  versions: "VersionsIcon", sync: "VersionsIcon", swap_horiz: "VersionsIcon",
  workflow: "WorkflowIcon", account_tree: "WorkflowIcon",
  zap: "ZapIcon", bolt: "ZapIcon", flash_on: "ZapIcon",
  check_circle: "CheckCircleIcon", done: "CheckCircleIcon", task_alt: "CheckCircleIcon",
  number: "NumberIcon", tag_number: "NumberIcon", pin: "NumberIcon",
  typography: "TypographyIcon", text_fields: "TypographyIcon", title: "TypographyIcon",
  list_unordered: "ListUnorderedIcon", menu: "ListUnorderedIcon", format_list_bulleted: "ListUnorderedIcon",
  comment: "CommentIcon", chat: "CommentIcon", message: "CommentIcon", sms: "CommentIcon",
  browser: "BrowserIcon", web: "BrowserIcon", screen: "BrowserIcon",
  star: "StarIcon", grade: "StarIcon",
  key_asterisk: "KeyAsteriskIcon", activation: "KeyAsteriskIcon",
  pencil: "PencilIcon", edit: "PencilIcon",
  water: "BeakerIcon", washer: "BeakerIcon", local_laundry_service: "BeakerIcon",
};

const pixels = { small: 16, medium: 32, large: 64 } as const;

const drawn = new Map<IconName, Icon>();

/** The icon as a component that loads its octicon on first render (one component per icon). */
function lazyIcon(name: IconName): Icon {
  let component = drawn.get(name);
  if (!component) {
    const Octicon = lazy(loaders[name]);
    component = (props) => {
      const size = typeof props.size === "string" ? pixels[props.size] : (props.size ?? 16);
      const blank = <span aria-hidden="true" style={{ display: "inline-block", width: size, height: size, verticalAlign: props.verticalAlign ?? "text-bottom" }} />;
      return (
        <Suspense fallback={blank}>
          <Octicon {...props} />
        </Suspense>
      );
    };
    drawn.set(name, component);
  }
  return component;
}

export function menuIcon(image: string | null | undefined): Icon {
  if (!image) return lazyIcon("SquareIcon");
  const key = image
    .trim()
    .replace(/Icon$/, "")
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .replace(/[-\s]+/g, "_")
    .toLowerCase();
  return lazyIcon(icons[key] ?? icons[key.replace(/_/g, "")] ?? icons[key.split("_")[0]!] ?? "SquareIcon");
}
