// The three menus (company app, distributor back office, system administration) with their
// texts in the five shipped languages and, for the company menu, which user types may open each item.
// `image` is an octicon name the client maps to a Primer icon.
import type { MenuKind } from "../db/generated/client";
import { translationsOf, type Tx, type TranslationRow } from "./context";
import type { LanguageTexts } from "./data/ui-texts";
import { EVERY_COMPANY_USER, MANAGERS as MANAGERS_GROUP, STAFF as STAFF_GROUP } from "../auth/scopes";

interface ItemDef extends LanguageTexts {
  name: string;
  url: string;
  image: string;
  screenId: number;
  /** Company user types granted; types 1 (Supervisor) and 3 (Distributor) get everything anyway. */
  grants?: number[];
}
interface GroupDef extends LanguageTexts {
  name: string;
  image: string;
  url?: string;
  items: ItemDef[];
}

// Grant sets of the company menu: the role groups of the doors (server/auth/scopes.ts).
const EVERYONE = EVERY_COMPANY_USER.companyType;
const STAFF = STAFF_GROUP.companyType;
const MANAGERS = MANAGERS_GROUP.companyType;

const APP_MENU: GroupDef[] = [
  {
    // A group with its own url renders as a single link; its one item carries the grants.
    name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", image: "home", url: "/appmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", url: "/appmain", image: "home", screenId: 1100, grants: EVERYONE }],
  },
  {
    name: "Readings", en: "Readings", es: "Lecturas", it: "Letture", pt: "Leituras", ja: "読み取り", image: "beaker",
    items: [
      { name: "BILive", en: "BI live", es: "IB en curso", it: "IB in corso", pt: "IB em andamento", ja: "BI 培養中", url: "/appbilive", image: "clock", screenId: 400, grants: STAFF },
      { name: "BIFinished", en: "BI finished", es: "IB finalizados", it: "IB terminati", pt: "IB finalizados", ja: "BI 判定済み", url: "/appbifinished", image: "check-circle", screenId: 400, grants: STAFF },
      { name: "PROLive", en: "Protein live", es: "Proteínas en curso", it: "Proteine in corso", pt: "Proteínas em andamento", ja: "タンパク質 培養中", url: "/AppPILive", image: "clock", screenId: 500, grants: STAFF },
      { name: "PROProvisional", en: "Protein provisional", es: "Proteínas provisionales", it: "Proteine provvisorie", pt: "Proteínas provisórias", ja: "タンパク質 暫定", url: "/AppPIProvisional", image: "check-circle", screenId: 500, grants: STAFF },
      { name: "CHESterilizer", en: "Chemical sterilizer", es: "Químicos esterilizador", it: "Chimici sterilizzatore", pt: "Químicos esterilizador", ja: "化学的 滅菌器", url: "/appcisterilizerprovisional", image: "flame", screenId: 700, grants: STAFF },
      { name: "CHEWasher", en: "Chemical washer", es: "Químicos lavadora", it: "Chimici lavastrumenti", pt: "Químicos lavadora", ja: "化学的 洗浄機", url: "/appciwasherprovisional", image: "sync", screenId: 600, grants: STAFF },
      // Loads awaiting their BI, released or held; implant loads released by a signature (docs/release-board.md).
      { name: "ReleaseBoard", en: "Release board", es: "Tablero de liberación", it: "Tabellone di rilascio", pt: "Painel de liberação", ja: "払い出しボード", url: "/AppRelease", image: "checklist", screenId: 870, grants: STAFF },
    ],
  },
  {
    name: "Records", en: "Records", es: "Registros", it: "Registri", pt: "Registros", ja: "記録", image: "history",
    items: [
      { name: "Historical", en: "Historical", es: "Histórico", it: "Storico", pt: "Histórico", ja: "履歴", url: "/AppHistorical", image: "history", screenId: 810, grants: STAFF },
      { name: "Exporter", en: "Exporter", es: "Exportador", it: "Esportazione", pt: "Exportador", ja: "エクスポート", url: "/AppExporter", image: "download", screenId: 820, grants: STAFF },
      // A machine out of service after a positive BI: its recall, investigation and signed return (docs/incidents.md).
      { name: "Incidents", en: "Incidents", es: "Incidentes", it: "Incidenti", pt: "Incidentes", ja: "インシデント", url: "/AppIncidents", image: "report", screenId: 850, grants: STAFF },
      // Every reading that used a lot (a manufacturer's recall of the lot; docs/incidents.md "Positive controls and lots").
      { name: "Lots", en: "Lot search", es: "Búsqueda de lotes", it: "Ricerca lotti", pt: "Busca de lotes", ja: "ロット検索", url: "/AppLots", image: "package", screenId: 860, grants: STAFF },
    ],
  },
  {
    name: "Charts", en: "Charts", es: "Gráficos", it: "Grafici", pt: "Gráficos", ja: "グラフ", image: "graph",
    items: [
      { name: "RPE", en: "Sterilisation score", es: "Puntuación de esterilización", it: "Punteggio di sterilizzazione", pt: "Pontuação de esterilização", ja: "滅菌スコア", url: "/AppRPE", image: "meter", screenId: 830, grants: MANAGERS },
      { name: "HTM", en: "Washer control charts", es: "Gráficos de control de lavadoras", it: "Carte di controllo delle lavastrumenti", pt: "Gráficos de controle das lavadoras", ja: "洗浄機の管理図", url: "/AppHTM01-01", image: "graph", screenId: 840, grants: MANAGERS },
    ],
  },
  {
    name: "Equipment", en: "Equipment", es: "Equipamiento", it: "Apparecchiature", pt: "Equipamentos", ja: "機器", image: "tools",
    items: [
      { name: "Sterilizers", en: "Sterilizers", es: "Esterilizadores", it: "Sterilizzatori", pt: "Esterilizadores", ja: "滅菌器", url: "/appsterilizer", image: "flame", screenId: 305, grants: STAFF },
      { name: "Washers", en: "Washers", es: "Lavadoras", it: "Lavastrumenti", pt: "Lavadoras", ja: "洗浄機", url: "/appwasher", image: "sync", screenId: 300, grants: STAFF },
      { name: "Disinfectors", en: "Disinfectors", es: "Desinfectores", it: "Disinfettori", pt: "Desinfetores", ja: "消毒器", url: "/appdisinfector", image: "shield", screenId: 306, grants: STAFF },
      { name: "Instruments", en: "Instruments", es: "Instrumentos", it: "Strumenti", pt: "Instrumentais", ja: "器具", url: "/appinstrument", image: "tools", screenId: 307, grants: STAFF },
      { name: "Incubators", en: "Incubators", es: "Incubadoras", it: "Incubatrici", pt: "Incubadoras", ja: "インキュベータ", url: "/appconnectedincubators", image: "cpu", screenId: 800, grants: MANAGERS },
    ],
  },
  {
    name: "Company", en: "Company", es: "Compañía", it: "Azienda", pt: "Empresa", ja: "施設", image: "organization",
    items: [
      { name: "Sectors", en: "Sectors", es: "Sectores", it: "Settori", pt: "Setores", ja: "部門", url: "/appsector", image: "organization", screenId: 110, grants: MANAGERS },
      { name: "Users", en: "Users", es: "Usuarios", it: "Utenti", pt: "Usuários", ja: "ユーザー", url: "/appuser", image: "people", screenId: 120, grants: MANAGERS },
      { name: "Parameters", en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ", url: "/appparameters", image: "gear", screenId: 310, grants: MANAGERS },
      { name: "MyLicenses", en: "My licences", es: "Mis licencias", it: "Le mie licenze", pt: "Minhas licenças", ja: "マイライセンス", url: "/AppMyLicenses", image: "key", screenId: 805, grants: MANAGERS },
      { name: "Subscriptions", en: "Subscriptions", es: "Suscripciones", it: "Sottoscrizioni", pt: "Assinaturas", ja: "サブスクリプション", url: "/subscriptions", image: "broadcast", screenId: 321, grants: MANAGERS },
      { name: "Migration", en: "Database migration", es: "Migración de base de datos", it: "Migrazione del database", pt: "Migração do banco de dados", ja: "データベース移行", url: "/appmigrationdatabase", image: "database", screenId: 322, grants: MANAGERS },
      { name: "Log", en: "Log", es: "Registro de actividad", it: "Registro attività", pt: "Registro de atividades", ja: "ログ", url: "/AppLog", image: "log", screenId: 320, grants: MANAGERS },
      // The tamper-evident audit trail: its entries with their hashes, its verification, its export (docs/audit.md).
      { name: "AuditTrail", en: "Audit trail", es: "Pista de auditoría", it: "Audit trail", pt: "Trilha de auditoria", ja: "監査証跡", url: "/AppAudit", image: "law", screenId: 880, grants: MANAGERS },
      { name: "ChangePassword", en: "Change password", es: "Cambiar contraseña", it: "Cambia password", pt: "Alterar senha", ja: "パスワード変更", url: "/changepassword", image: "lock", screenId: 130, grants: EVERYONE },
    ],
  },
];

const DIST = [3];
const DISTRIBUTOR_MENU: GroupDef[] = [
  {
    name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", image: "home", url: "/distmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", url: "/distmain", image: "home", screenId: 1210, grants: DIST }],
  },
  {
    name: "Companies", en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設", image: "organization",
    items: [
      { name: "Companies", en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設", url: "/distcompany", image: "organization", screenId: 1200, grants: DIST },
      { name: "LicensesAndUsers", en: "Licences and users", es: "Licencias y usuarios", it: "Licenze e utenti", pt: "Licenças e usuários", ja: "ライセンスとユーザー", url: "/distlicenses", image: "people", screenId: 1203, grants: DIST },
    ],
  },
  {
    name: "Licenses", en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス", image: "key",
    items: [
      { name: "LicenseCodes", en: "Activation codes", es: "Códigos de activación", it: "Codici di attivazione", pt: "Códigos de ativação", ja: "アクティベーションコード", url: "/distlicenseCodes", image: "key", screenId: 1201, grants: DIST },
      // The provider's licence screens, scoped to the distributor's own companies by the server.
      { name: "Licenses", en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス", url: "/SysLicenses", image: "key", screenId: 2052, grants: DIST },
      { name: "LicenseEditor", en: "Licence editor", es: "Editor de licencias", it: "Editor delle licenze", pt: "Editor de licenças", ja: "ライセンスエディター", url: "/syslicenseeditor", image: "pencil", screenId: 2054, grants: DIST },
    ],
  },
  {
    // The catalogues a distributor keeps for itself (its products, codes and incubators).
    name: "Catalogues", en: "Catalogues", es: "Catálogos", it: "Cataloghi", pt: "Catálogos", ja: "カタログ", image: "package",
    items: [
      { name: "Products", en: "Products", es: "Productos", it: "Prodotti", pt: "Produtos", ja: "製品", url: "/sysproduct", image: "package", screenId: 2024, grants: DIST },
      { name: "Gtin", en: "GTIN codes", es: "Códigos GTIN", it: "Codici GTIN", pt: "Códigos GTIN", ja: "GTINコード", url: "/sysgtin", image: "number", screenId: 2025, grants: DIST },
      { name: "Incubators", en: "Incubators", es: "Incubadoras", it: "Incubatrici", pt: "Incubadoras", ja: "インキュベータ", url: "/sysincubatordistributor", image: "cpu", screenId: 2021, grants: DIST },
    ],
  },
  {
    name: "Configuration", en: "Configuration", es: "Configuración", it: "Configurazione", pt: "Configuração", ja: "設定", image: "gear",
    items: [
      { name: "Parameters", en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ", url: "/distparameter", image: "gear", screenId: 1202, grants: DIST },
    ],
  },
];

const SYSTEM_MENU: GroupDef[] = [
  {
    name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", image: "home", url: "/sysmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム", url: "/sysmain", image: "home", screenId: 2000 }],
  },
  {
    name: "Notifications", en: "Notifications", es: "Notificaciones", it: "Notifiche", pt: "Notificações", ja: "通知", image: "bell",
    items: [{ name: "SysNotifications", en: "System notifications", es: "Notificaciones del sistema", it: "Notifiche di sistema", pt: "Notificações do sistema", ja: "システム通知", url: "/sysnotifications", image: "bell", screenId: 2001 }],
  },
  {
    name: "Distributors", en: "Distributors", es: "Distribuidores", it: "Distributori", pt: "Distribuidores", ja: "販売代理店", image: "globe",
    items: [
      { name: "Distributors", en: "Distributors", es: "Distribuidores", it: "Distributori", pt: "Distribuidores", ja: "販売代理店", url: "/sysdistributors", image: "globe", screenId: 2010 },
      { name: "LicensesAndUsers", en: "Licences and users", es: "Licencias y usuarios", it: "Licenze e utenti", pt: "Licenças e usuários", ja: "ライセンスとユーザー", url: "/distlicenses", image: "people", screenId: 1203 },
    ],
  },
  {
    name: "Catalogues", en: "Catalogues", es: "Catálogos", it: "Cataloghi", pt: "Catálogos", ja: "カタログ", image: "package",
    items: [
      { name: "IncubatorModels", en: "Incubator models", es: "Modelos de incubadora", it: "Modelli di incubatrice", pt: "Modelos de incubadora", ja: "インキュベータのモデル", url: "/sysincubatormodel", image: "cpu", screenId: 2020 },
      { name: "DistributorIncubators", en: "Distributor incubators", es: "Incubadoras del distribuidor", it: "Incubatrici del distributore", pt: "Incubadoras do distribuidor", ja: "販売代理店のインキュベータ", url: "/sysincubatordistributor", image: "cpu", screenId: 2021 },
      { name: "IncubatorPrograms", en: "Incubator programs", es: "Programas de incubadora", it: "Programmi dell'incubatrice", pt: "Programas de incubadora", ja: "インキュベータのプログラム", url: "/sysincubatorprogram", image: "clock", screenId: 2022 },
      { name: "ProductModels", en: "Product models", es: "Modelos de producto", it: "Modelli di prodotto", pt: "Modelos de produto", ja: "製品モデル", url: "/sysproductmodel", image: "package", screenId: 2023 },
      { name: "Products", en: "Products", es: "Productos", it: "Prodotti", pt: "Produtos", ja: "製品", url: "/sysproduct", image: "package", screenId: 2024 },
      { name: "Gtin", en: "GTIN codes", es: "Códigos GTIN", it: "Codici GTIN", pt: "Códigos GTIN", ja: "GTINコード", url: "/sysgtin", image: "number", screenId: 2025 },
    ],
  },
  {
    name: "Companies", en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設", image: "organization",
    items: [{ name: "Companies", en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設", url: "/syscompany", image: "organization", screenId: 2030 }],
  },
  {
    name: "Configuration", en: "Configuration", es: "Configuración", it: "Configurazione", pt: "Configuração", ja: "設定", image: "gear",
    items: [
      { name: "GeneralObjects", en: "General objects", es: "Objetos generales", it: "Oggetti generali", pt: "Objetos gerais", ja: "一般オブジェクト", url: "/sysgeneralobjects", image: "typography", screenId: 2040 },
      { name: "Mail", en: "Mail templates", es: "Plantillas de correo", it: "Modelli di email", pt: "Modelos de e-mail", ja: "メールテンプレート", url: "/sysmailconfiguration", image: "mail", screenId: 2041 },
      { name: "Menu", en: "Menus", es: "Menús", it: "Menu", pt: "Menus", ja: "メニュー", url: "/sysmenu", image: "list-unordered", screenId: 2042 },
      { name: "Messages", en: "Messages", es: "Mensajes", it: "Messaggi", pt: "Mensagens", ja: "メッセージ", url: "/sysmessage", image: "comment", screenId: 2043 },
      { name: "Modules", en: "Modules", es: "Módulos", it: "Moduli", pt: "Módulos", ja: "モジュール", url: "/sysmodule", image: "apps", screenId: 2044 },
      { name: "Parameters", en: "System parameters", es: "Parámetros del sistema", it: "Parametri di sistema", pt: "Parâmetros do sistema", ja: "システムパラメータ", url: "/sysparameter", image: "gear", screenId: 2045 },
      { name: "Screens", en: "Screens", es: "Pantallas", it: "Schermate", pt: "Telas", ja: "画面", url: "/sysscreen", image: "browser", screenId: 2046 },
      { name: "SpecialObjects", en: "Special objects", es: "Objetos especiales", it: "Oggetti speciali", pt: "Objetos especiais", ja: "特殊オブジェクト", url: "/sysspecialobjects", image: "star", screenId: 2047 },
      { name: "ConfigurationTransfer", en: "Export and import", es: "Exportar e importar", it: "Esporta e importa", pt: "Exportar e importar", ja: "エクスポートとインポート", url: "/sysconfiguration", image: "upload", screenId: 2048 },
    ],
  },
  {
    name: "Licenses", en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス", image: "key",
    items: [
      { name: "LicenseProducts", en: "Licence products", es: "Productos de licencia", it: "Prodotti di licenza", pt: "Produtos de licença", ja: "ライセンス製品", url: "/SysLicenseProduct", image: "package", screenId: 2050 },
      { name: "LicensePeriods", en: "Licence periods", es: "Períodos de licencia", it: "Periodi di licenza", pt: "Períodos de licença", ja: "ライセンス期間", url: "/SysLicensePeriod", image: "calendar", screenId: 2051 },
      { name: "Licenses", en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス", url: "/SysLicenses", image: "key", screenId: 2052 },
      { name: "LicenseCodes", en: "Activation codes", es: "Códigos de activación", it: "Codici di attivazione", pt: "Códigos de ativação", ja: "アクティベーションコード", url: "/SysLicenseCodes", image: "key-asterisk", screenId: 2053 },
      { name: "LicenseEditor", en: "Licence editor", es: "Editor de licencias", it: "Editor delle licenze", pt: "Editor de licenças", ja: "ライセンスエディター", url: "/syslicenseeditor", image: "pencil", screenId: 2054 },
    ],
  },
  {
    name: "Dashboard", en: "Dashboard settings", es: "Ajustes del panel", it: "Impostazioni del pannello", pt: "Configurações do painel", ja: "ダッシュボード設定", image: "graph",
    items: [
      { name: "ScoreRPE", en: "Sterilisation score table", es: "Tabla de puntuación", it: "Tabella del punteggio di sterilizzazione", pt: "Tabela de pontuação de esterilização", ja: "滅菌スコア表", url: "/SysScoreRPE", image: "meter", screenId: 2060 },
      { name: "SettingValues", en: "D-value zones", es: "Zonas de valor D", it: "Zone del valore D", pt: "Zonas de valor D", ja: "D値ゾーン", url: "/SysSettingValues", image: "graph", screenId: 2061 },
    ],
  },
  {
    name: "Log", en: "Log", es: "Registro", it: "Registro attività", pt: "Registro de atividades", ja: "ログ", image: "log",
    items: [{ name: "SysLog", en: "System log", es: "Registro del sistema", it: "Registro di sistema", pt: "Log do sistema", ja: "システムログ", url: "/SysLog", image: "log", screenId: 2070 }],
  },
];

const MENUS: [MenuKind, GroupDef[]][] = [
  ["APP", APP_MENU],
  ["DISTRIBUTOR", DISTRIBUTOR_MENU],
  ["SYSTEM", SYSTEM_MENU],
];

/** Every menu group and item with its texts (exported for the language test). */
export const menuTexts: { what: string; texts: LanguageTexts }[] = MENUS.flatMap(([menu, defs]) =>
  defs.flatMap((g) => [{ what: `${menu} group ${g.name}`, texts: g }, ...g.items.map((i) => ({ what: `${menu} item ${g.name}/${i.name}`, texts: i }))]),
);

/**
 * The translation rows of every menu group and item whose id `idOf` knows (by menu, group name
 * and, for an item, its name): lets a start-up sync reach databases seeded earlier.
 */
export function menuTranslations(idOf: (menu: MenuKind, groupName: string, itemName?: string) => number | undefined): TranslationRow[] {
  return MENUS.flatMap(([menu, defs]) =>
    defs.flatMap((group) => {
      const groupId = idOf(menu, group.name);
      if (groupId === undefined) return [];
      return [
        ...translationsOf("MENU_GROUP", groupId, group),
        ...group.items.flatMap((item) => {
          const itemId = idOf(menu, group.name, item.name);
          return itemId === undefined ? [] : translationsOf("MENU_ITEM", itemId, item);
        }),
      ];
    }),
  );
}

/** Every APP menu item and the user types granted (exported for tests and documentation). */
export const appMenuGrants = APP_MENU.flatMap((g) => g.items.map((i) => ({ url: i.url, grants: i.grants ?? [] })));

export interface ShippedMenuItem {
  name: string;
  description: string;
  url: string;
  image: string;
  order: number;
  screenId: number;
  grants: number[];
}
export interface ShippedMenuGroup extends Omit<ShippedMenuItem, "url" | "screenId" | "grants"> {
  menu: MenuKind;
  url: string | null;
  items: ShippedMenuItem[];
}

/** Every menu group with its items as shipped: what the seed writes and the start-up sync adds where missing. */
export function shippedMenus(): ShippedMenuGroup[] {
  return MENUS.flatMap(([menu, defs]) =>
    defs.map((group, groupOrder) => ({
      menu,
      name: group.name,
      description: group.en,
      url: group.url ?? null,
      image: group.image,
      order: groupOrder,
      items: group.items.map((item, order) => {
        // Supervisors (1) see everything; granting it explicitly keeps grant-only checks simple.
        const types = new Set(item.grants ?? []);
        if (menu === "APP") types.add(1);
        return { name: item.name, description: item.en, url: item.url, image: item.image, order, screenId: item.screenId, grants: [...types] };
      }),
    })),
  );
}

export async function seedMenus(tx: Tx): Promise<void> {
  const groups: (Omit<ShippedMenuGroup, "items"> & { id: number })[] = [];
  const items: (Omit<ShippedMenuItem, "grants"> & { id: number; groupId: number })[] = [];
  const grants: { itemId: number; userTypeId: number }[] = [];
  for (const { items: groupItems, ...group } of shippedMenus()) {
    const groupId = groups.length + 1;
    groups.push({ id: groupId, ...group });
    for (const { grants: types, ...item } of groupItems) {
      const itemId = items.length + 1;
      items.push({ id: itemId, groupId, ...item });
      for (const userTypeId of types) grants.push({ itemId, userTypeId });
    }
  }
  await tx.menuGroup.createMany({ data: groups });
  await tx.menuItem.createMany({ data: items });
  await tx.menuItemGrant.createMany({ data: grants });
  const byName = (menu: MenuKind, groupName: string, itemName?: string) => {
    const g = groups.find((x) => x.menu === menu && x.name === groupName);
    return itemName === undefined ? g?.id : items.find((i) => i.groupId === g?.id && i.name === itemName)?.id;
  };
  await tx.translation.createMany({ data: menuTranslations(byName) });
}
