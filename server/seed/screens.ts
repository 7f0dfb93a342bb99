// Modules, screens and their UI objects (texts in the five shipped languages) with the specification's fixed numbers. A screen's
// objects give its labels (/api/screen/getjson) and, through securityMode, which fields a
// company must fill (/api/Screen/GetRequiredFields): an object is required when its mode is
// not 0 and not above the company's security-mode parameter.
import { translationsOf, type Tx, type TranslationRow } from "./context";
import type { LanguageTexts } from "./data/ui-texts";

// [id, name, texts]
const MODULES: [number, string, LanguageTexts][] = [
  [5, "Company", { en: "Company", es: "Compañía", it: "Azienda", pt: "Empresa", ja: "施設" }],
  [20, "Readings", { en: "Readings", es: "Lecturas", it: "Letture", pt: "Leituras", ja: "読み取り" }],
  [30, "Records", { en: "Records", es: "Registros", it: "Registri", pt: "Registros", ja: "記録" }],
  [40, "Charts", { en: "Charts", es: "Gráficos", it: "Grafici", pt: "Gráficos", ja: "グラフ" }],
  [100, "Configuration", { en: "Configuration", es: "Configuración", it: "Configurazione", pt: "Configuração", ja: "設定" }],
  [110, "Equipment", { en: "Equipment", es: "Equipamiento", it: "Apparecchiature", pt: "Equipamentos", ja: "機器" }],
  [120, "Licenses", { en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス" }],
  [150, "Home", { en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム" }],
  [200, "SysCatalogues", { en: "System catalogues", es: "Catálogos del sistema", it: "Cataloghi di sistema", pt: "Catálogos do sistema", ja: "システムカタログ" }],
  [210, "SysConfiguration", { en: "System configuration", es: "Configuración del sistema", it: "Configurazione di sistema", pt: "Configuração do sistema", ja: "システム設定" }],
  [220, "SysLicenses", { en: "System licences", es: "Licencias del sistema", it: "Licenze di sistema", pt: "Licenças do sistema", ja: "システムライセンス" }],
  [250, "Distributor", { en: "Distributor back office", es: "Administración del distribuidor", it: "Back office del distributore", pt: "Back office do distribuidor", ja: "販売代理店管理" }],
];

// [id, module, name, route, texts]
type ScreenDef = [number, number, string, string | null, LanguageTexts];
const SCREENS: ScreenDef[] = [
  [110, 5, "AppSector", "/appsector", { en: "Sectors", es: "Sectores", it: "Settori", pt: "Setores", ja: "部門" }],
  [120, 5, "AppUser", "/appuser", { en: "Users", es: "Usuarios", it: "Utenti", pt: "Usuários", ja: "ユーザー" }],
  [130, 5, "ChangePassword", "/changepassword", { en: "Change password", es: "Cambiar contraseña", it: "Cambia password", pt: "Alterar senha", ja: "パスワード変更" }],
  [300, 110, "AppWasher", "/appwasher", { en: "Washers", es: "Lavadoras", it: "Lavastrumenti", pt: "Lavadoras", ja: "洗浄機" }],
  [305, 110, "AppSterilizer", "/appsterilizer", { en: "Sterilizers", es: "Esterilizadores", it: "Sterilizzatori", pt: "Esterilizadores", ja: "滅菌器" }],
  [306, 110, "AppDisinfector", "/appdisinfector", { en: "Disinfectors", es: "Desinfectores", it: "Disinfettori", pt: "Desinfetores", ja: "消毒器" }],
  [307, 110, "AppInstrument", "/appinstrument", { en: "Instruments", es: "Instrumentos", it: "Strumenti", pt: "Instrumentais", ja: "器具" }],
  [310, 100, "AppParameters", "/appparameters", { en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ" }],
  [320, 100, "AppLog", "/AppLog", { en: "Log", es: "Registro de actividad", it: "Registro attività", pt: "Registro de atividades", ja: "ログ" }],
  [321, 100, "Subscriptions", "/subscriptions", { en: "Subscriptions", es: "Suscripciones", it: "Sottoscrizioni", pt: "Assinaturas", ja: "サブスクリプション" }],
  [322, 100, "AppMigrationDatabase", "/appmigrationdatabase", { en: "Database migration", es: "Migración de base de datos", it: "Migrazione del database", pt: "Migração do banco de dados", ja: "データベース移行" }],
  // One screen, two routes (/appbilive and /appbifinished): the menu items carry both.
  [400, 20, "ReadingBI", "/appbilive", { en: "Biological indicators", es: "Indicadores biológicos", it: "Indicatori biologici", pt: "Indicadores biológicos", ja: "生物学的インジケータ" }],
  [500, 20, "ReadingPRO", "/AppPILive", { en: "Protein indicators", es: "Indicadores de proteínas", it: "Indicatori proteici", pt: "Indicadores de proteína", ja: "タンパク質インジケータ" }],
  [600, 20, "ReadingCheWasher", "/appciwasherprovisional", { en: "Chemical indicators (washer)", es: "Indicadores químicos (lavadora)", it: "Indicatori chimici (lavastrumenti)", pt: "Indicadores químicos (lavadora)", ja: "化学的インジケータ (洗浄機)" }],
  [700, 20, "ReadingCheSterilizer", "/appcisterilizerprovisional", { en: "Chemical indicators (sterilizer)", es: "Indicadores químicos (esterilizador)", it: "Indicatori chimici (sterilizzatore)", pt: "Indicadores químicos (esterilizador)", ja: "化学的インジケータ (滅菌器)" }],
  [800, 110, "ConnectedIncubators", "/appconnectedincubators", { en: "Incubators", es: "Incubadoras", it: "Incubatrici", pt: "Incubadoras", ja: "インキュベータ" }],
  [805, 120, "MyLicenses", "/AppMyLicenses", { en: "My licences", es: "Mis licencias", it: "Le mie licenze", pt: "Minhas licenças", ja: "マイライセンス" }],
  [810, 30, "Historical", "/AppHistorical", { en: "Historical", es: "Histórico", it: "Storico", pt: "Histórico", ja: "履歴" }],
  [820, 30, "Exporter", "/AppExporter", { en: "Exporter", es: "Exportador", it: "Esportazione", pt: "Exportador", ja: "エクスポート" }],
  [830, 40, "RPE", "/AppRPE", { en: "Sterilisation score", es: "Puntuación de esterilización", it: "Punteggio di sterilizzazione", pt: "Pontuação de esterilização", ja: "滅菌スコア" }],
  [840, 40, "HTM", "/AppHTM01-01", { en: "Washer control charts", es: "Gráficos de control de lavadoras", it: "Carte di controllo delle lavastrumenti", pt: "Gráficos de controle das lavadoras", ja: "洗浄機の管理図" }],
  // Incidents (docs/incidents.md): the list and, under it, each incident's page (/AppIncidents/12).
  [850, 30, "Incidents", "/AppIncidents", { en: "Incidents", es: "Incidentes", it: "Incidenti", pt: "Incidentes", ja: "インシデント" }],
  // Lot search: every reading of the company that used a lot, of every kind.
  [860, 30, "Lots", "/AppLots", { en: "Lot search", es: "Búsqueda de lotes", it: "Ricerca lotti", pt: "Busca de lotes", ja: "ロット検索" }],
  // The release board: loads monitored by a BI, live (a wall display of the CSSD).
  [870, 20, "ReleaseBoard", "/AppRelease", { en: "Release board", es: "Tablero de liberación", it: "Tabellone di rilascio", pt: "Painel de liberação", ja: "払い出しボード" }],
  // The audit trail viewer: the company's hash-chained records, verified and exported (docs/audit.md).
  [880, 100, "AuditTrail", "/AppAudit", { en: "Audit trail", es: "Pista de auditoría", it: "Audit trail", pt: "Trilha de auditoria", ja: "監査証跡" }],
  [1100, 150, "AppMain", "/appmain", { en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム" }],
  // Distributor back office; 1200-1202 are the spec's translation screen ids.
  [1200, 250, "DistCompany", "/distcompany", { en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設" }],
  [1201, 250, "DistLicenseCodes", "/distlicenseCodes", { en: "Activation codes", es: "Códigos de activación", it: "Codici di attivazione", pt: "Códigos de ativação", ja: "アクティベーションコード" }],
  [1202, 250, "DistParameter", "/distparameter", { en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ" }],
  [1203, 250, "DistLicenses", "/distlicenses", { en: "Licences and users", es: "Licencias y usuarios", it: "Licenze e utenti", pt: "Licenças e usuários", ja: "ライセンスとユーザー" }],
  [1210, 250, "DistMain", "/distmain", { en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム" }],
  // System administration.
  [2000, 210, "SysMain", "/sysmain", { en: "Home", es: "Inicio", it: "Home", pt: "Início", ja: "ホーム" }],
  [2001, 210, "SysNotifications", "/sysnotifications", { en: "System notifications", es: "Notificaciones del sistema", it: "Notifiche di sistema", pt: "Notificações do sistema", ja: "システム通知" }],
  [2010, 200, "SysDistributors", "/sysdistributors", { en: "Distributors", es: "Distribuidores", it: "Distributori", pt: "Distribuidores", ja: "販売代理店" }],
  [2020, 200, "SysIncubatorModel", "/sysincubatormodel", { en: "Incubator models", es: "Modelos de incubadora", it: "Modelli di incubatrice", pt: "Modelos de incubadora", ja: "インキュベータのモデル" }],
  [2021, 200, "SysIncubatorDistributor", "/sysincubatordistributor", { en: "Distributor incubators", es: "Incubadoras del distribuidor", it: "Incubatrici del distributore", pt: "Incubadoras do distribuidor", ja: "販売代理店のインキュベータ" }],
  [2022, 200, "SysIncubatorProgram", "/sysincubatorprogram", { en: "Incubator programs", es: "Programas de incubadora", it: "Programmi dell'incubatrice", pt: "Programas de incubadora", ja: "インキュベータのプログラム" }],
  [2023, 200, "SysProductModel", "/sysproductmodel", { en: "Product models", es: "Modelos de producto", it: "Modelli di prodotto", pt: "Modelos de produto", ja: "製品モデル" }],
  [2024, 200, "SysProduct", "/sysproduct", { en: "Products", es: "Productos", it: "Prodotti", pt: "Produtos", ja: "製品" }],
  [2025, 200, "SysGtin", "/sysgtin", { en: "GTIN codes", es: "Códigos GTIN", it: "Codici GTIN", pt: "Códigos GTIN", ja: "GTINコード" }],
  [2030, 200, "SysCompany", "/syscompany", { en: "Companies", es: "Compañías", it: "Aziende", pt: "Empresas", ja: "施設" }],
  [2040, 210, "SysGeneralObjects", "/sysgeneralobjects", { en: "General objects", es: "Objetos generales", it: "Oggetti generali", pt: "Objetos gerais", ja: "一般オブジェクト" }],
  [2041, 210, "SysMailConfiguration", "/sysmailconfiguration", { en: "Mail templates", es: "Plantillas de correo", it: "Modelli di email", pt: "Modelos de e-mail", ja: "メールテンプレート" }],
  [2042, 210, "SysMenu", "/sysmenu", { en: "Menus", es: "Menús", it: "Menu", pt: "Menus", ja: "メニュー" }],
  [2043, 210, "SysMessage", "/sysmessage", { en: "Messages", es: "Mensajes", it: "Messaggi", pt: "Mensagens", ja: "メッセージ" }],
  [2044, 210, "SysModule", "/sysmodule", { en: "Modules", es: "Módulos", it: "Moduli", pt: "Módulos", ja: "モジュール" }],
  [2045, 210, "SysParameter", "/sysparameter", { en: "System parameters", es: "Parámetros del sistema", it: "Parametri di sistema", pt: "Parâmetros do sistema", ja: "システムパラメータ" }],
  [2046, 210, "SysScreen", "/sysscreen", { en: "Screens", es: "Pantallas", it: "Schermate", pt: "Telas", ja: "画面" }],
  [2047, 210, "SysSpecialObjects", "/sysspecialobjects", { en: "Special objects", es: "Objetos especiales", it: "Oggetti speciali", pt: "Objetos especiais", ja: "特殊オブジェクト" }],
  [2048, 210, "SysConfigurationTransfer", "/sysconfiguration", { en: "Configuration export and import", es: "Exportación e importación de la configuración", it: "Esportazione e importazione della configurazione", pt: "Exportação e importação da configuração", ja: "設定のエクスポートとインポート" }],
  [2050, 220, "SysLicenseProduct", "/SysLicenseProduct", { en: "Licence products", es: "Productos de licencia", it: "Prodotti di licenza", pt: "Produtos de licença", ja: "ライセンス製品" }],
  [2051, 220, "SysLicensePeriod", "/SysLicensePeriod", { en: "Licence periods", es: "Períodos de licencia", it: "Periodi di licenza", pt: "Períodos de licença", ja: "ライセンス期間" }],
  [2052, 220, "SysLicenses", "/SysLicenses", { en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス" }],
  [2053, 220, "SysLicenseCodes", "/SysLicenseCodes", { en: "Activation codes", es: "Códigos de activación", it: "Codici di attivazione", pt: "Códigos de ativação", ja: "アクティベーションコード" }],
  [2054, 220, "SysLicenseEditor", "/syslicenseeditor", { en: "Licence editor", es: "Editor de licencias", it: "Editor delle licenze", pt: "Editor de licenças", ja: "ライセンスエディター" }],
  [2060, 210, "SysScoreRPE", "/SysScoreRPE", { en: "Sterilisation score table", es: "Tabla de puntuación de esterilización", it: "Tabella del punteggio di sterilizzazione", pt: "Tabela de pontuação de esterilização", ja: "滅菌スコア表" }],
  [2061, 210, "SysSettingValues", "/SysSettingValues", { en: "D-value zones", es: "Zonas de valor D", it: "Zone del valore D", pt: "Zonas de valor D", ja: "D値ゾーン" }],
  [2070, 210, "SysLog", "/SysLog", { en: "System log", es: "Registro del sistema", it: "Registro di sistema", pt: "Log do sistema", ja: "システムログ" }],
];

// [code, name, securityMode, texts]; screen 400 and 500 codes are the spec's.
type ObjectDef = [number, string, number, LanguageTexts];
const READING_OBJECTS: Record<number, ObjectDef[]> = {
  400: [
    [1225, "product", 1, { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }],
    [1235, "lot", 1, { en: "Lot", es: "Lote", it: "Lotto", pt: "Lote", ja: "ロット" }],
    [1250, "process", 2, { en: "Process", es: "Proceso", it: "Processo", pt: "Processo", ja: "工程" }],
    [1260, "valueD", 3, { en: "D value", es: "Valor D", it: "Valore D", pt: "Valor D", ja: "D値" }],
    [1261, "valueDUnit", 3, { en: "D value unit", es: "Unidad del valor D", it: "Unità del valore D", pt: "Unidade do valor D", ja: "D値の単位" }],
    [1275, "conditionSCIB", 1, { en: "Condition", es: "Condición", it: "Condizione", pt: "Condição", ja: "条件" }],
    [1285, "bookNumber", 3, { en: "Book number", es: "Número de libro", it: "Numero di registro", pt: "Número do livro", ja: "台帳番号" }],
    [1295, "pageNumber", 3, { en: "Page number", es: "Número de página", it: "Numero di pagina", pt: "Número da página", ja: "ページ番号" }],
    [1297, "programNumber", 2, { en: "Program number", es: "Número de programa", it: "Numero di programma", pt: "Número do programa", ja: "プログラム番号" }],
    [1305, "cycle", 2, { en: "Cycle", es: "Ciclo", it: "Ciclo", pt: "Ciclo", ja: "サイクル" }],
    [1320, "sterilizer", 2, { en: "Sterilizer", es: "Esterilizador", it: "Sterilizzatore", pt: "Esterilizador", ja: "滅菌器" }],
    [1330, "terms", 3, { en: "Terms", es: "Términos", it: "Termini", pt: "Termos", ja: "条件" }],
    [1345, "notes", 0, { en: "Notes", es: "Notas", it: "Note", pt: "Observações", ja: "備考" }],
    [1481, "loadNumber", 3, { en: "Load number", es: "Número de carga", it: "Numero di carico", pt: "Número da carga", ja: "負荷番号" }],
    [1482, "peroxideConcentration", 3, { en: "Peroxide concentration", es: "Concentración de peróxido", it: "Concentrazione di perossido", pt: "Concentração de peróxido", ja: "過酸化物濃度" }],
    [1484, "disinfector", 2, { en: "Disinfector", es: "Desinfector", it: "Disinfettore", pt: "Desinfetor", ja: "消毒器" }],
    [1485, "roomVolume", 3, { en: "Room volume", es: "Volumen de la sala", it: "Volume dell'ambiente", pt: "Volume da sala", ja: "部屋の容積" }],
    [1486, "roomId", 3, { en: "Room id", es: "Identificador de la sala", it: "ID ambiente", pt: "ID da sala", ja: "部屋ID" }],
  ],
  500: [
    [1531, "product", 1, { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }],
    [1545, "lot", 1, { en: "Lot", es: "Lote", it: "Lotto", pt: "Lote", ja: "ロット" }],
    [1555, "bookNumber", 3, { en: "Book number", es: "Número de libro", it: "Numero di registro", pt: "Número do livro", ja: "台帳番号" }],
    [1565, "pageNumber", 3, { en: "Page number", es: "Número de página", it: "Numero di pagina", pt: "Número da página", ja: "ページ番号" }],
    [1575, "cycle", 2, { en: "Cycle", es: "Ciclo", it: "Ciclo", pt: "Ciclo", ja: "サイクル" }],
    [1585, "notes", 0, { en: "Notes", es: "Notas", it: "Note", pt: "Observações", ja: "備考" }],
    [1595, "washer", 1, { en: "Washer", es: "Lavadora", it: "Lavastrumenti", pt: "Lavadora", ja: "洗浄機" }],
    [1610, "tool", 3, { en: "Tool", es: "Herramienta", it: "Strumento", pt: "Ferramenta", ja: "ツール" }],
    [1636, "visualResult", 2, { en: "Visual result", es: "Resultado visual", it: "Risultato visivo", pt: "Resultado visual", ja: "目視結果" }],
  ],
  // Chemical washer: codes chosen here (the spec leaves them open), 17xx.
  600: [
    [1701, "product", 1, { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }],
    [1702, "lot", 1, { en: "Lot", es: "Lote", it: "Lotto", pt: "Lote", ja: "ロット" }],
    [1703, "manufactureDate", 3, { en: "Manufacture date", es: "Fecha de fabricación", it: "Data di fabbricazione", pt: "Data de fabricação", ja: "製造日" }],
    [1704, "expirationDate", 2, { en: "Expiration date", es: "Fecha de caducidad", it: "Data di scadenza", pt: "Data de validade", ja: "有効期限" }],
    [1705, "cycle", 2, { en: "Cycle", es: "Ciclo", it: "Ciclo", pt: "Ciclo", ja: "サイクル" }],
    [1706, "temperature", 3, { en: "Temperature", es: "Temperatura", it: "Temperatura", pt: "Temperatura", ja: "温度" }],
    [1707, "washer", 1, { en: "Washer", es: "Lavadora", it: "Lavastrumenti", pt: "Lavadora", ja: "洗浄機" }],
    [1708, "location", 3, { en: "Location", es: "Ubicación", it: "Posizione", pt: "Localização", ja: "位置" }],
    [1709, "washingTime", 3, { en: "Washing time", es: "Tiempo de lavado", it: "Tempo di lavaggio", pt: "Tempo de lavagem", ja: "洗浄時間" }],
    [1710, "detergentConcentration", 3, { en: "Detergent concentration", es: "Concentración de detergente", it: "Concentrazione del detergente", pt: "Concentração do detergente", ja: "洗剤濃度" }],
    [1711, "detergentType", 3, { en: "Detergent type", es: "Tipo de detergente", it: "Tipo di detergente", pt: "Tipo de detergente", ja: "洗剤の種類" }],
    [1712, "programNumber", 2, { en: "Program number", es: "Número de programa", it: "Numero di programma", pt: "Número do programa", ja: "プログラム番号" }],
    [1713, "waterPressure", 3, { en: "Water pressure", es: "Presión del agua", it: "Pressione dell'acqua", pt: "Pressão da água", ja: "水圧" }],
    [1714, "waterHardness", 3, { en: "Water hardness", es: "Dureza del agua", it: "Durezza dell'acqua", pt: "Dureza da água", ja: "水の硬度" }],
    [1715, "bookNumber", 3, { en: "Book number", es: "Número de libro", it: "Numero di registro", pt: "Número do livro", ja: "台帳番号" }],
    [1716, "pageNumber", 3, { en: "Page number", es: "Número de página", it: "Numero di pagina", pt: "Número da página", ja: "ページ番号" }],
    [1717, "visualResult", 1, { en: "Visual result", es: "Resultado visual", it: "Risultato visivo", pt: "Resultado visual", ja: "目視結果" }],
    [1718, "notes", 0, { en: "Notes", es: "Notas", it: "Note", pt: "Observações", ja: "備考" }],
  ],
  // Chemical sterilizer: 18xx.
  700: [
    [1801, "product", 1, { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" }],
    [1802, "lot", 1, { en: "Lot", es: "Lote", it: "Lotto", pt: "Lote", ja: "ロット" }],
    [1803, "manufactureDate", 3, { en: "Manufacture date", es: "Fecha de fabricación", it: "Data di fabbricazione", pt: "Data de fabricação", ja: "製造日" }],
    [1804, "expirationDate", 2, { en: "Expiration date", es: "Fecha de caducidad", it: "Data di scadenza", pt: "Data de validade", ja: "有効期限" }],
    [1805, "cycle", 2, { en: "Cycle", es: "Ciclo", it: "Ciclo", pt: "Ciclo", ja: "サイクル" }],
    [1806, "temperature", 3, { en: "Temperature", es: "Temperatura", it: "Temperatura", pt: "Temperatura", ja: "温度" }],
    [1807, "sterilizer", 1, { en: "Sterilizer", es: "Esterilizador", it: "Sterilizzatore", pt: "Esterilizador", ja: "滅菌器" }],
    [1808, "exposureTime", 3, { en: "Exposure time", es: "Tiempo de exposición", it: "Tempo di esposizione", pt: "Tempo de exposição", ja: "曝露時間" }],
    [1809, "programNumber", 2, { en: "Program number", es: "Número de programa", it: "Numero di programma", pt: "Número do programa", ja: "プログラム番号" }],
    [1810, "packageNumber", 3, { en: "Package number", es: "Número de paquete", it: "Numero di confezione", pt: "Número do pacote", ja: "包装番号" }],
    [1811, "concentration", 3, { en: "Concentration", es: "Concentración", it: "Concentrazione", pt: "Concentração", ja: "濃度" }],
    [1812, "relativeDampness", 3, { en: "Relative humidity", es: "Humedad relativa", it: "Umidità relativa", pt: "Umidade relativa", ja: "相対湿度" }],
    [1813, "bookNumber", 3, { en: "Book number", es: "Número de libro", it: "Numero di registro", pt: "Número do livro", ja: "台帳番号" }],
    [1814, "pageNumber", 3, { en: "Page number", es: "Número de página", it: "Numero di pagina", pt: "Número da página", ja: "ページ番号" }],
    [1815, "visualResult", 1, { en: "Visual result", es: "Resultado visual", it: "Risultato visivo", pt: "Resultado visual", ja: "目視結果" }],
    [1816, "notes", 0, { en: "Notes", es: "Notas", it: "Note", pt: "Observações", ja: "備考" }],
  ],
};

const EQUIPMENT_LABELS: [string, LanguageTexts][] = [
  ["name", { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名称" }],
  ["brand", { en: "Brand", es: "Marca", it: "Marca", pt: "Marca", ja: "メーカー" }],
  ["serial", { en: "Serial number", es: "Número de serie", it: "Numero di serie", pt: "Número de série", ja: "シリアル番号" }],
  ["sector", { en: "Sector", es: "Sector", it: "Settore", pt: "Setor", ja: "部門" }],
];

// Column labels of the catalogue screens: not form fields, so never required or securable.
// Codes are screen id x 100 + n.
const LABEL_OBJECTS: Record<number, [string, LanguageTexts][]> = {
  110: [["name", { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名称" }]],
  120: [
    ["name", { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名称" }],
    ["lastName", { en: "Last name", es: "Apellido", it: "Cognome", pt: "Sobrenome", ja: "姓" }],
    ["email", { en: "Email", es: "Correo electrónico", it: "Email", pt: "E-mail", ja: "メールアドレス" }],
    ["userType", { en: "User type", es: "Tipo de usuario", it: "Tipo di utente", pt: "Tipo de usuário", ja: "ユーザー種別" }],
    ["sector", { en: "Sector", es: "Sector", it: "Settore", pt: "Setor", ja: "部門" }],
  ],
  300: EQUIPMENT_LABELS,
  305: EQUIPMENT_LABELS,
  306: EQUIPMENT_LABELS,
  307: [
    ["code", { en: "Code", es: "Código", it: "Codice", pt: "Código", ja: "コード" }],
    ["description", { en: "Description", es: "Descripción", it: "Descrizione", pt: "Descrição", ja: "説明" }],
    ["surface", { en: "Surface (cm²)", es: "Superficie (cm²)", it: "Superficie (cm²)", pt: "Superfície (cm²)", ja: "表面積 (cm²)" }],
    ["bothSides", { en: "Both sides", es: "Ambas caras", it: "Entrambi i lati", pt: "Ambos os lados", ja: "両面" }],
    ["creationDate", { en: "Creation date", es: "Fecha de creación", it: "Data di creazione", pt: "Data de criação", ja: "作成日" }],
    ["image", { en: "Picture", es: "Imagen", it: "Immagine", pt: "Imagem", ja: "画像" }],
  ],
  800: [
    ["name", { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名称" }],
    ["dateConnection", { en: "Connection date", es: "Fecha de conexión", it: "Data di connessione", pt: "Data de conexão", ja: "接続日" }],
    ["workSector", { en: "Work sector", es: "Sector de trabajo", it: "Settore di lavoro", pt: "Setor de trabalho", ja: "担当部門" }],
    ["status", { en: "Status", es: "Estado", it: "Stato", pt: "Status", ja: "状態" }],
  ],
};

/** Id of a catalogue screen's column label: screen id x 100 + n. */
const labelId = (screen: number, index: number) => screen * 100 + index + 1;

/** The translation rows of every module, screen and screen object (ids are fixed). */
export function screenTranslations(): TranslationRow[] {
  return [
    ...MODULES.flatMap(([id, , texts]) => translationsOf("MODULE", id, texts)),
    ...SCREENS.flatMap(([id, , , , texts]) => translationsOf("SCREEN", id, texts)),
    ...Object.values(READING_OBJECTS).flatMap((defs) => defs.flatMap(([id, , , texts]) => translationsOf("OBJECT", id, texts))),
    ...Object.entries(LABEL_OBJECTS).flatMap(([screen, defs]) => defs.flatMap(([, texts], i) => translationsOf("OBJECT", labelId(Number(screen), i), texts))),
  ];
}

export interface ShippedObject {
  id: number;
  screenId: number;
  name: string;
  description: string;
  multiLanguage: boolean;
  securable: boolean;
  securityMode: number;
}

/** Every screen object as shipped: what the seed writes and "objects' default values" restores. */
export function shippedObjects(): ShippedObject[] {
  const objects: ShippedObject[] = [];
  for (const [screen, defs] of Object.entries(READING_OBJECTS)) {
    for (const [id, name, securityMode, texts] of defs) objects.push({ id, screenId: Number(screen), name, description: texts.en, multiLanguage: true, securable: true, securityMode });
  }
  for (const [screen, defs] of Object.entries(LABEL_OBJECTS)) {
    defs.forEach(([name, texts], i) => objects.push({ id: labelId(Number(screen), i), screenId: Number(screen), name, description: texts.en, multiLanguage: true, securable: false, securityMode: 0 }));
  }
  return objects;
}

/** The shipped modules and screens as rows (the seed, and the start-up sync of items added later). */
export const shippedModules = () => MODULES.map(([id, name, texts]) => ({ id, name, description: texts.en }));
export const shippedScreens = () => SCREENS.map(([id, moduleId, name, route, texts]) => ({ id, moduleId, name, route, description: texts.en }));

export async function seedScreens(tx: Tx): Promise<void> {
  await tx.module.createMany({ data: shippedModules() });
  await tx.screen.createMany({ data: shippedScreens() });
  await tx.uiObject.createMany({ data: shippedObjects() });
  await tx.translation.createMany({ data: screenTranslations() });
}

/** Every module, screen and screen object text (exported for the language test). */
export const screenTexts: { what: string; texts: LanguageTexts }[] = [
  ...MODULES.map(([id, name, texts]) => ({ what: `module ${id} ${name}`, texts })),
  ...SCREENS.map(([id, , name, , texts]) => ({ what: `screen ${id} ${name}`, texts })),
  ...Object.entries(READING_OBJECTS).flatMap(([screen, defs]) => defs.map(([id, name, , texts]) => ({ what: `object ${id} ${name} (screen ${screen})`, texts }))),
  ...Object.entries(LABEL_OBJECTS).flatMap(([screen, defs]) => defs.map(([name, texts]) => ({ what: `label ${name} (screen ${screen})`, texts }))),
];
