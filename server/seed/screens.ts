// Modules, screens and their UI objects with the specification's fixed numbers. A screen's
// objects give its labels (/api/screen/getjson) and, through securityMode, which fields a
// company must fill (/api/Screen/GetRequiredFields): an object is required when its mode is
// not 0 and not above the company's security-mode parameter.
import { enEs, type Tx, type TranslationRow } from "./context";

// [id, name, English, Spanish]
const MODULES: [number, string, string, string][] = [
  [5, "Company", "Company", "Compañía"],
  [20, "Readings", "Readings", "Lecturas"],
  [30, "Records", "Records", "Registros"],
  [40, "Charts", "Charts", "Gráficos"],
  [100, "Configuration", "Configuration", "Configuración"],
  [110, "Equipment", "Equipment", "Equipamiento"],
  [120, "Licenses", "Licences", "Licencias"],
  [150, "Home", "Home", "Inicio"],
  [200, "SysCatalogues", "System catalogues", "Catálogos del sistema"],
  [210, "SysConfiguration", "System configuration", "Configuración del sistema"],
  [220, "SysLicenses", "System licences", "Licencias del sistema"],
  [250, "Distributor", "Distributor back office", "Administración del distribuidor"],
];

// [id, module, name, route, English, Spanish]
type ScreenDef = [number, number, string, string | null, string, string];
const SCREENS: ScreenDef[] = [
  [110, 5, "AppSector", "/appsector", "Sectors", "Sectores"],
  [120, 5, "AppUser", "/appuser", "Users", "Usuarios"],
  [130, 5, "ChangePassword", "/changepassword", "Change password", "Cambiar contraseña"],
  [300, 110, "AppWasher", "/appwasher", "Washers", "Lavadoras"],
  [305, 110, "AppSterilizer", "/appsterilizer", "Sterilizers", "Esterilizadores"],
  [306, 110, "AppDisinfector", "/appdisinfector", "Disinfectors", "Desinfectores"],
  [307, 110, "AppInstrument", "/appinstrument", "Instruments", "Instrumentos"],
  [310, 100, "AppParameters", "/appparameters", "Parameters", "Parámetros"],
  [320, 100, "AppLog", "/AppLog", "Log", "Registro de actividad"],
  [321, 100, "Subscriptions", "/subscriptions", "Subscriptions", "Suscripciones"],
  [322, 100, "AppMigrationDatabase", "/appmigrationdatabase", "Database migration", "Migración de base de datos"],
  // One screen, two routes (/appbilive and /appbifinished): the menu items carry both.
  [400, 20, "ReadingBI", "/appbilive", "Biological indicators", "Indicadores biológicos"],
  [500, 20, "ReadingPRO", "/AppPILive", "Protein indicators", "Indicadores de proteínas"],
  [600, 20, "ReadingCheWasher", "/appciwasherprovisional", "Chemical indicators (washer)", "Indicadores químicos (lavadora)"],
  [700, 20, "ReadingCheSterilizer", "/appcisterilizerprovisional", "Chemical indicators (sterilizer)", "Indicadores químicos (esterilizador)"],
  [800, 110, "ConnectedIncubators", "/appconnectedincubators", "Incubators", "Incubadoras"],
  [805, 120, "MyLicenses", "/AppMyLicenses", "My licences", "Mis licencias"],
  [810, 30, "Historical", "/AppHistorical", "Historical", "Histórico"],
  [820, 30, "Exporter", "/AppExporter", "Exporter", "Exportador"],
  [830, 40, "RPE", "/AppRPE", "Sterilisation score", "Puntuación de esterilización"],
  [840, 40, "HTM", "/AppHTM01-01", "Washer control charts", "Gráficos de control de lavadoras"],
  [1100, 150, "AppMain", "/appmain", "Home", "Inicio"],
  // Distributor back office; 1200-1202 are the spec's translation screen ids.
  [1200, 250, "DistCompany", "/distcompany", "Companies", "Compañías"],
  [1201, 250, "DistLicenseCodes", "/distlicenseCodes", "Activation codes", "Códigos de activación"],
  [1202, 250, "DistParameter", "/distparameter", "Parameters", "Parámetros"],
  [1203, 250, "DistLicenses", "/distlicenses", "Licences and users", "Licencias y usuarios"],
  [1210, 250, "DistMain", "/distmain", "Home", "Inicio"],
  // System administration.
  [2000, 210, "SysMain", "/sysmain", "Home", "Inicio"],
  [2010, 200, "SysDistributors", "/sysdistributors", "Distributors", "Distribuidores"],
  [2020, 200, "SysIncubatorModel", "/sysincubatormodel", "Incubator models", "Modelos de incubadora"],
  [2021, 200, "SysIncubatorDistributor", "/sysincubatordistributor", "Distributor incubators", "Incubadoras del distribuidor"],
  [2022, 200, "SysIncubatorProgram", "/sysincubatorprogram", "Incubator programs", "Programas de incubadora"],
  [2023, 200, "SysProductModel", "/sysproductmodel", "Product models", "Modelos de producto"],
  [2024, 200, "SysProduct", "/sysproduct", "Products", "Productos"],
  [2025, 200, "SysGtin", "/sysgtin", "GTIN codes", "Códigos GTIN"],
  [2030, 200, "SysCompany", "/syscompany", "Companies", "Compañías"],
  [2040, 210, "SysGeneralObjects", "/sysgeneralobjects", "General objects", "Objetos generales"],
  [2041, 210, "SysMailConfiguration", "/sysmailconfiguration", "Mail templates", "Plantillas de correo"],
  [2042, 210, "SysMenu", "/sysmenu", "Menus", "Menús"],
  [2043, 210, "SysMessage", "/sysmessage", "Messages", "Mensajes"],
  [2044, 210, "SysModule", "/sysmodule", "Modules", "Módulos"],
  [2045, 210, "SysParameter", "/sysparameter", "System parameters", "Parámetros del sistema"],
  [2046, 210, "SysScreen", "/sysscreen", "Screens", "Pantallas"],
  [2047, 210, "SysSpecialObjects", "/sysspecialobjects", "Special objects", "Objetos especiales"],
  [2050, 220, "SysLicenseProduct", "/SysLicenseProduct", "Licence products", "Productos de licencia"],
  [2051, 220, "SysLicensePeriod", "/SysLicensePeriod", "Licence periods", "Períodos de licencia"],
  [2052, 220, "SysLicenses", "/SysLicenses", "Licences", "Licencias"],
  [2053, 220, "SysLicenseCodes", "/SysLicenseCodes", "Activation codes", "Códigos de activación"],
  [2054, 220, "SysLicenseEditor", "/syslicenseeditor", "Licence editor", "Editor de licencias"],
  [2060, 210, "SysScoreRPE", "/SysScoreRPE", "Sterilisation score table", "Tabla de puntuación de esterilización"],
  [2061, 210, "SysSettingValues", "/SysSettingValues", "D-value zones", "Zonas de valor D"],
  [2070, 210, "SysLog", "/SysLog", "System log", "Registro del sistema"],
];

// [code, name, securityMode, English, Spanish]; screen 400 and 500 codes are the spec's.
type ObjectDef = [number, string, number, string, string];
const READING_OBJECTS: Record<number, ObjectDef[]> = {
  400: [
    [1225, "product", 1, "Product", "Producto"],
    [1235, "lot", 1, "Lot", "Lote"],
    [1250, "process", 2, "Process", "Proceso"],
    [1260, "valueD", 3, "D value", "Valor D"],
    [1261, "valueDUnit", 3, "D value unit", "Unidad del valor D"],
    [1275, "conditionSCIB", 1, "Condition", "Condición"],
    [1285, "bookNumber", 3, "Book number", "Número de libro"],
    [1295, "pageNumber", 3, "Page number", "Número de página"],
    [1297, "programNumber", 2, "Program number", "Número de programa"],
    [1305, "cycle", 2, "Cycle", "Ciclo"],
    [1320, "sterilizer", 2, "Sterilizer", "Esterilizador"],
    [1330, "terms", 3, "Terms", "Términos"],
    [1345, "notes", 0, "Notes", "Notas"],
    [1481, "loadNumber", 3, "Load number", "Número de carga"],
    [1482, "peroxideConcentration", 3, "Peroxide concentration", "Concentración de peróxido"],
    [1484, "disinfector", 2, "Disinfector", "Desinfector"],
    [1485, "roomVolume", 3, "Room volume", "Volumen de la sala"],
    [1486, "roomId", 3, "Room id", "Identificador de la sala"],
  ],
  500: [
    [1531, "product", 1, "Product", "Producto"],
    [1545, "lot", 1, "Lot", "Lote"],
    [1555, "bookNumber", 3, "Book number", "Número de libro"],
    [1565, "pageNumber", 3, "Page number", "Número de página"],
    [1575, "cycle", 2, "Cycle", "Ciclo"],
    [1585, "notes", 0, "Notes", "Notas"],
    [1595, "washer", 1, "Washer", "Lavadora"],
    [1610, "tool", 3, "Tool", "Herramienta"],
    [1636, "visualResult", 2, "Visual result", "Resultado visual"],
  ],
  // Chemical washer: codes chosen here (the spec leaves them open), 17xx.
  600: [
    [1701, "product", 1, "Product", "Producto"],
    [1702, "lot", 1, "Lot", "Lote"],
    [1703, "manufactureDate", 3, "Manufacture date", "Fecha de fabricación"],
    [1704, "expirationDate", 2, "Expiration date", "Fecha de caducidad"],
    [1705, "cycle", 2, "Cycle", "Ciclo"],
    [1706, "temperature", 3, "Temperature", "Temperatura"],
    [1707, "washer", 1, "Washer", "Lavadora"],
    [1708, "location", 3, "Location", "Ubicación"],
    [1709, "washingTime", 3, "Washing time", "Tiempo de lavado"],
    [1710, "detergentConcentration", 3, "Detergent concentration", "Concentración de detergente"],
    [1711, "detergentType", 3, "Detergent type", "Tipo de detergente"],
    [1712, "programNumber", 2, "Program number", "Número de programa"],
    [1713, "waterPressure", 3, "Water pressure", "Presión del agua"],
    [1714, "waterHardness", 3, "Water hardness", "Dureza del agua"],
    [1715, "bookNumber", 3, "Book number", "Número de libro"],
    [1716, "pageNumber", 3, "Page number", "Número de página"],
    [1717, "visualResult", 1, "Visual result", "Resultado visual"],
    [1718, "notes", 0, "Notes", "Notas"],
  ],
  // Chemical sterilizer: 18xx.
  700: [
    [1801, "product", 1, "Product", "Producto"],
    [1802, "lot", 1, "Lot", "Lote"],
    [1803, "manufactureDate", 3, "Manufacture date", "Fecha de fabricación"],
    [1804, "expirationDate", 2, "Expiration date", "Fecha de caducidad"],
    [1805, "cycle", 2, "Cycle", "Ciclo"],
    [1806, "temperature", 3, "Temperature", "Temperatura"],
    [1807, "sterilizer", 1, "Sterilizer", "Esterilizador"],
    [1808, "exposureTime", 3, "Exposure time", "Tiempo de exposición"],
    [1809, "programNumber", 2, "Program number", "Número de programa"],
    [1810, "packageNumber", 3, "Package number", "Número de paquete"],
    [1811, "concentration", 3, "Concentration", "Concentración"],
    [1812, "relativeDampness", 3, "Relative humidity", "Humedad relativa"],
    [1813, "bookNumber", 3, "Book number", "Número de libro"],
    [1814, "pageNumber", 3, "Page number", "Número de página"],
    [1815, "visualResult", 1, "Visual result", "Resultado visual"],
    [1816, "notes", 0, "Notes", "Notas"],
  ],
};

const EQUIPMENT_LABELS: [string, string, string][] = [
  ["name", "Name", "Nombre"],
  ["brand", "Brand", "Marca"],
  ["serial", "Serial number", "Número de serie"],
  ["sector", "Sector", "Sector"],
];

// Column labels of the catalogue screens: not form fields, so never required or securable.
// Codes are screen id x 100 + n.
const LABEL_OBJECTS: Record<number, [string, string, string][]> = {
  110: [["name", "Name", "Nombre"]],
  120: [
    ["name", "Name", "Nombre"],
    ["lastName", "Last name", "Apellido"],
    ["email", "Email", "Correo electrónico"],
    ["userType", "User type", "Tipo de usuario"],
    ["sector", "Sector", "Sector"],
  ],
  300: EQUIPMENT_LABELS,
  305: EQUIPMENT_LABELS,
  306: EQUIPMENT_LABELS,
  307: [
    ["code", "Code", "Código"],
    ["description", "Description", "Descripción"],
    ["surface", "Surface (cm²)", "Superficie (cm²)"],
    ["bothSides", "Both sides", "Ambas caras"],
    ["creationDate", "Creation date", "Fecha de creación"],
    ["image", "Picture", "Imagen"],
  ],
  800: [
    ["name", "Name", "Nombre"],
    ["dateConnection", "Connection date", "Fecha de conexión"],
    ["workSector", "Work sector", "Sector de trabajo"],
    ["status", "Status", "Estado"],
  ],
};

export async function seedScreens(tx: Tx): Promise<void> {
  const translations: TranslationRow[] = [];
  await tx.module.createMany({ data: MODULES.map(([id, name, en]) => ({ id, name, description: en })) });
  for (const [id, , en, es] of MODULES) translations.push(...enEs("MODULE", id, en, es));

  await tx.screen.createMany({
    data: SCREENS.map(([id, moduleId, name, route, en]) => ({ id, moduleId, name, route, description: en })),
  });
  for (const [id, , , , en, es] of SCREENS) translations.push(...enEs("SCREEN", id, en, es));

  const objects: { id: number; screenId: number; name: string; description: string; securable: boolean; securityMode: number }[] = [];
  for (const [screen, defs] of Object.entries(READING_OBJECTS)) {
    for (const [id, name, securityMode, en, es] of defs) {
      objects.push({ id, screenId: Number(screen), name, description: en, securable: true, securityMode });
      translations.push(...enEs("OBJECT", id, en, es));
    }
  }
  for (const [screen, defs] of Object.entries(LABEL_OBJECTS)) {
    defs.forEach(([name, en, es], i) => {
      const id = Number(screen) * 100 + i + 1;
      objects.push({ id, screenId: Number(screen), name, description: en, securable: false, securityMode: 0 });
      translations.push(...enEs("OBJECT", id, en, es));
    });
  }
  await tx.uiObject.createMany({ data: objects });
  await tx.translation.createMany({ data: translations });
}
