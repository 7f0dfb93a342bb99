// The three menus (company app, distributor back office, system administration) with their
// English/Spanish texts and, for the company menu, which user types may open each item.
// `image` is an octicon name the client maps to a Primer icon.
import type { MenuKind } from "../db/generated/client";
import { enEs, type Tx, type TranslationRow } from "./context";
import { EVERY_COMPANY_USER, MANAGERS as MANAGERS_GROUP, STAFF as STAFF_GROUP } from "../auth/scopes";

interface ItemDef {
  name: string;
  en: string;
  es: string;
  url: string;
  image: string;
  screenId: number;
  /** Company user types granted; types 1 (Supervisor) and 3 (Distributor) get everything anyway. */
  grants?: number[];
}
interface GroupDef {
  name: string;
  en: string;
  es: string;
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
    name: "Home", en: "Home", es: "Inicio", image: "home", url: "/appmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", url: "/appmain", image: "home", screenId: 1100, grants: EVERYONE }],
  },
  {
    name: "Readings", en: "Readings", es: "Lecturas", image: "beaker",
    items: [
      { name: "BILive", en: "BI live", es: "IB en curso", url: "/appbilive", image: "clock", screenId: 400, grants: STAFF },
      { name: "BIFinished", en: "BI finished", es: "IB finalizados", url: "/appbifinished", image: "check-circle", screenId: 400, grants: STAFF },
      { name: "PROLive", en: "Protein live", es: "Proteínas en curso", url: "/AppPILive", image: "clock", screenId: 500, grants: STAFF },
      { name: "PROProvisional", en: "Protein provisional", es: "Proteínas provisionales", url: "/AppPIProvisional", image: "check-circle", screenId: 500, grants: STAFF },
      { name: "CHESterilizer", en: "Chemical sterilizer", es: "Químicos esterilizador", url: "/appcisterilizerprovisional", image: "flame", screenId: 700, grants: STAFF },
      { name: "CHEWasher", en: "Chemical washer", es: "Químicos lavadora", url: "/appciwasherprovisional", image: "sync", screenId: 600, grants: STAFF },
    ],
  },
  {
    name: "Records", en: "Records", es: "Registros", image: "history",
    items: [
      { name: "Historical", en: "Historical", es: "Histórico", url: "/AppHistorical", image: "history", screenId: 810, grants: STAFF },
      { name: "Exporter", en: "Exporter", es: "Exportador", url: "/AppExporter", image: "download", screenId: 820, grants: STAFF },
    ],
  },
  {
    name: "Charts", en: "Charts", es: "Gráficos", image: "graph",
    items: [
      { name: "RPE", en: "Sterilisation score", es: "Puntuación de esterilización", url: "/AppRPE", image: "meter", screenId: 830, grants: MANAGERS },
      { name: "HTM", en: "Washer control charts", es: "Gráficos de control de lavadoras", url: "/AppHTM01-01", image: "graph", screenId: 840, grants: MANAGERS },
    ],
  },
  {
    name: "Equipment", en: "Equipment", es: "Equipamiento", image: "tools",
    items: [
      { name: "Sterilizers", en: "Sterilizers", es: "Esterilizadores", url: "/appsterilizer", image: "flame", screenId: 305, grants: STAFF },
      { name: "Washers", en: "Washers", es: "Lavadoras", url: "/appwasher", image: "sync", screenId: 300, grants: STAFF },
      { name: "Disinfectors", en: "Disinfectors", es: "Desinfectores", url: "/appdisinfector", image: "shield", screenId: 306, grants: STAFF },
      { name: "Instruments", en: "Instruments", es: "Instrumentos", url: "/appinstrument", image: "tools", screenId: 307, grants: STAFF },
      { name: "Incubators", en: "Incubators", es: "Incubadoras", url: "/appconnectedincubators", image: "cpu", screenId: 800, grants: MANAGERS },
    ],
  },
  {
    name: "Company", en: "Company", es: "Compañía", image: "organization",
    items: [
      { name: "Sectors", en: "Sectors", es: "Sectores", url: "/appsector", image: "organization", screenId: 110, grants: MANAGERS },
      { name: "Users", en: "Users", es: "Usuarios", url: "/appuser", image: "people", screenId: 120, grants: MANAGERS },
      { name: "Parameters", en: "Parameters", es: "Parámetros", url: "/appparameters", image: "gear", screenId: 310, grants: MANAGERS },
      { name: "MyLicenses", en: "My licences", es: "Mis licencias", url: "/AppMyLicenses", image: "key", screenId: 805, grants: MANAGERS },
      { name: "Subscriptions", en: "Subscriptions", es: "Suscripciones", url: "/subscriptions", image: "broadcast", screenId: 321, grants: MANAGERS },
      { name: "Migration", en: "Database migration", es: "Migración de base de datos", url: "/appmigrationdatabase", image: "database", screenId: 322, grants: MANAGERS },
      { name: "Log", en: "Log", es: "Registro de actividad", url: "/AppLog", image: "log", screenId: 320, grants: MANAGERS },
      { name: "ChangePassword", en: "Change password", es: "Cambiar contraseña", url: "/changepassword", image: "lock", screenId: 130, grants: EVERYONE },
    ],
  },
];

const DIST = [3];
const DISTRIBUTOR_MENU: GroupDef[] = [
  {
    name: "Home", en: "Home", es: "Inicio", image: "home", url: "/distmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", url: "/distmain", image: "home", screenId: 1210, grants: DIST }],
  },
  {
    name: "Companies", en: "Companies", es: "Compañías", image: "organization",
    items: [
      { name: "Companies", en: "Companies", es: "Compañías", url: "/distcompany", image: "organization", screenId: 1200, grants: DIST },
      { name: "LicensesAndUsers", en: "Licences and users", es: "Licencias y usuarios", url: "/distlicenses", image: "people", screenId: 1203, grants: DIST },
    ],
  },
  {
    name: "Licenses", en: "Licences", es: "Licencias", image: "key",
    items: [
      { name: "LicenseCodes", en: "Activation codes", es: "Códigos de activación", url: "/distlicenseCodes", image: "key", screenId: 1201, grants: DIST },
    ],
  },
  {
    // The catalogues a distributor keeps for itself (its products, codes and incubators).
    name: "Catalogues", en: "Catalogues", es: "Catálogos", image: "package",
    items: [
      { name: "Products", en: "Products", es: "Productos", url: "/sysproduct", image: "package", screenId: 2024, grants: DIST },
      { name: "Gtin", en: "GTIN codes", es: "Códigos GTIN", url: "/sysgtin", image: "number", screenId: 2025, grants: DIST },
      { name: "Incubators", en: "Incubators", es: "Incubadoras", url: "/sysincubatordistributor", image: "cpu", screenId: 2021, grants: DIST },
    ],
  },
  {
    name: "Configuration", en: "Configuration", es: "Configuración", image: "gear",
    items: [
      { name: "Parameters", en: "Parameters", es: "Parámetros", url: "/distparameter", image: "gear", screenId: 1202, grants: DIST },
    ],
  },
];

const SYSTEM_MENU: GroupDef[] = [
  {
    name: "Home", en: "Home", es: "Inicio", image: "home", url: "/sysmain",
    items: [{ name: "Home", en: "Home", es: "Inicio", url: "/sysmain", image: "home", screenId: 2000 }],
  },
  {
    name: "Distributors", en: "Distributors", es: "Distribuidores", image: "globe",
    items: [
      { name: "Distributors", en: "Distributors", es: "Distribuidores", url: "/sysdistributors", image: "globe", screenId: 2010 },
      { name: "LicensesAndUsers", en: "Licences and users", es: "Licencias y usuarios", url: "/distlicenses", image: "people", screenId: 1203 },
    ],
  },
  {
    name: "Catalogues", en: "Catalogues", es: "Catálogos", image: "package",
    items: [
      { name: "IncubatorModels", en: "Incubator models", es: "Modelos de incubadora", url: "/sysincubatormodel", image: "cpu", screenId: 2020 },
      { name: "DistributorIncubators", en: "Distributor incubators", es: "Incubadoras del distribuidor", url: "/sysincubatordistributor", image: "cpu", screenId: 2021 },
      { name: "IncubatorPrograms", en: "Incubator programs", es: "Programas de incubadora", url: "/sysincubatorprogram", image: "clock", screenId: 2022 },
      { name: "ProductModels", en: "Product models", es: "Modelos de producto", url: "/sysproductmodel", image: "package", screenId: 2023 },
      { name: "Products", en: "Products", es: "Productos", url: "/sysproduct", image: "package", screenId: 2024 },
      { name: "Gtin", en: "GTIN codes", es: "Códigos GTIN", url: "/sysgtin", image: "number", screenId: 2025 },
    ],
  },
  {
    name: "Companies", en: "Companies", es: "Compañías", image: "organization",
    items: [{ name: "Companies", en: "Companies", es: "Compañías", url: "/syscompany", image: "organization", screenId: 2030 }],
  },
  {
    name: "Configuration", en: "Configuration", es: "Configuración", image: "gear",
    items: [
      { name: "GeneralObjects", en: "General objects", es: "Objetos generales", url: "/sysgeneralobjects", image: "typography", screenId: 2040 },
      { name: "Mail", en: "Mail templates", es: "Plantillas de correo", url: "/sysmailconfiguration", image: "mail", screenId: 2041 },
      { name: "Menu", en: "Menus", es: "Menús", url: "/sysmenu", image: "list-unordered", screenId: 2042 },
      { name: "Messages", en: "Messages", es: "Mensajes", url: "/sysmessage", image: "comment", screenId: 2043 },
      { name: "Modules", en: "Modules", es: "Módulos", url: "/sysmodule", image: "apps", screenId: 2044 },
      { name: "Parameters", en: "System parameters", es: "Parámetros del sistema", url: "/sysparameter", image: "gear", screenId: 2045 },
      { name: "Screens", en: "Screens", es: "Pantallas", url: "/sysscreen", image: "browser", screenId: 2046 },
      { name: "SpecialObjects", en: "Special objects", es: "Objetos especiales", url: "/sysspecialobjects", image: "star", screenId: 2047 },
    ],
  },
  {
    name: "Licenses", en: "Licences", es: "Licencias", image: "key",
    items: [
      { name: "LicenseProducts", en: "Licence products", es: "Productos de licencia", url: "/SysLicenseProduct", image: "package", screenId: 2050 },
      { name: "LicensePeriods", en: "Licence periods", es: "Períodos de licencia", url: "/SysLicensePeriod", image: "calendar", screenId: 2051 },
      { name: "Licenses", en: "Licences", es: "Licencias", url: "/SysLicenses", image: "key", screenId: 2052 },
      { name: "LicenseCodes", en: "Activation codes", es: "Códigos de activación", url: "/SysLicenseCodes", image: "key-asterisk", screenId: 2053 },
      { name: "LicenseEditor", en: "Licence editor", es: "Editor de licencias", url: "/syslicenseeditor", image: "pencil", screenId: 2054 },
    ],
  },
  {
    name: "Dashboard", en: "Dashboard settings", es: "Ajustes del panel", image: "graph",
    items: [
      { name: "ScoreRPE", en: "Sterilisation score table", es: "Tabla de puntuación", url: "/SysScoreRPE", image: "meter", screenId: 2060 },
      { name: "SettingValues", en: "D-value zones", es: "Zonas de valor D", url: "/SysSettingValues", image: "graph", screenId: 2061 },
    ],
  },
  {
    name: "Log", en: "Log", es: "Registro", image: "log",
    items: [{ name: "SysLog", en: "System log", es: "Registro del sistema", url: "/SysLog", image: "log", screenId: 2070 }],
  },
];

const MENUS: [MenuKind, GroupDef[]][] = [
  ["APP", APP_MENU],
  ["DISTRIBUTOR", DISTRIBUTOR_MENU],
  ["SYSTEM", SYSTEM_MENU],
];

/** Every APP menu item and the user types granted (exported for tests and documentation). */
export const appMenuGrants = APP_MENU.flatMap((g) => g.items.map((i) => ({ url: i.url, grants: i.grants ?? [] })));

export async function seedMenus(tx: Tx): Promise<void> {
  const groups: { id: number; menu: MenuKind; name: string; description: string; url: string | null; image: string; order: number }[] = [];
  const items: { id: number; groupId: number; name: string; description: string; url: string; image: string; order: number; screenId: number }[] = [];
  const grants: { itemId: number; userTypeId: number }[] = [];
  const translations: TranslationRow[] = [];
  for (const [menu, defs] of MENUS) {
    defs.forEach((group, groupOrder) => {
      const groupId = groups.length + 1;
      groups.push({ id: groupId, menu, name: group.name, description: group.en, url: group.url ?? null, image: group.image, order: groupOrder });
      translations.push(...enEs("MENU_GROUP", groupId, group.en, group.es));
      group.items.forEach((item, order) => {
        const itemId = items.length + 1;
        items.push({ id: itemId, groupId, name: item.name, description: item.en, url: item.url, image: item.image, order, screenId: item.screenId });
        translations.push(...enEs("MENU_ITEM", itemId, item.en, item.es));
        // Supervisors (1) see everything; granting it explicitly keeps grant-only checks simple.
        const types = new Set(item.grants ?? []);
        if (menu === "APP") types.add(1);
        for (const userTypeId of types) grants.push({ itemId, userTypeId });
      });
    });
  }
  await tx.menuGroup.createMany({ data: groups });
  await tx.menuItem.createMany({ data: items });
  await tx.menuItemGrant.createMany({ data: grants });
  await tx.translation.createMany({ data: translations });
}
