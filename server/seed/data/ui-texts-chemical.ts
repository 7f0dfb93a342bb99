// Interface texts of the chemical reading screens and the subscriptions screen (en + es).
import type { UiTexts } from "./ui-texts";

export const chemicalTexts: UiTexts = {
  // ── Spec texts (exact English keys) ─────────────────────────────────────
  NotActiveLicenseFound: {
    en: "No active licence was found for this feature.",
    es: "No se encontró una licencia activa para esta función.",
  },
  // Server answers shown as they come (AlertBanner translates each line).
  "Subscriptions saved.": { en: "Subscriptions saved.", es: "Suscripciones guardadas." },

  // ── Chemical indicators (screens 600 and 700) ───────────────────────────
  // Detergent types of GET /api/Enum/getDetergentTypes (descriptions are text keys).
  Alkaline: { en: "Alkaline", es: "Alcalino" },
  Enzymatic: { en: "Enzymatic", es: "Enzimático" },
  Neutral: { en: "Neutral", es: "Neutro" },
  "chemical.sterilizer.title": { en: "Chemical indicators · sterilizers", es: "Indicadores químicos · esterilizadores" },
  "chemical.sterilizer.description": {
    en: "Chemical indicator results of sterilisation cycles waiting for review. Complete them and move them to the historical record.",
    es: "Resultados de indicadores químicos de ciclos de esterilización pendientes de revisión. Complételos y páselos al histórico.",
  },
  "chemical.sterilizer.detailTitle": { en: "Chemical reading {{readNumber}} · sterilizer", es: "Lectura química {{readNumber}} · esterilizador" },
  "chemical.washer.title": { en: "Chemical indicators · washers", es: "Indicadores químicos · lavadoras" },
  "chemical.washer.description": {
    en: "Chemical indicator results of washer-disinfector cycles waiting for review. Complete them and move them to the historical record.",
    es: "Resultados de indicadores químicos de ciclos de lavado pendientes de revisión. Complételos y páselos al histórico.",
  },
  "chemical.washer.detailTitle": { en: "Chemical reading {{readNumber}} · washer", es: "Lectura química {{readNumber}} · lavadora" },
  "chemical.field.testedAt": { en: "Test date/time", es: "Fecha/hora de la prueba" },
  "chemical.field.manufactureDate": { en: "Manufacture date", es: "Fecha de fabricación" },
  "chemical.field.expirationDate": { en: "Expiry date", es: "Fecha de caducidad" },
  "chemical.field.packageNumber": { en: "Package number", es: "Número de paquete" },
  "chemical.field.temperature": { en: "Temperature (°C)", es: "Temperatura (°C)" },
  "chemical.field.exposureTime": { en: "Exposure time (min)", es: "Tiempo de exposición (min)" },
  "chemical.field.concentration": { en: "Concentration (%)", es: "Concentración (%)" },
  "chemical.field.relativeDampness": { en: "Relative dampness (%)", es: "Humedad relativa (%)" },
  "chemical.field.brand": { en: "Brand", es: "Marca" },
  "chemical.field.model": { en: "Product model", es: "Modelo de producto" },
  "chemical.field.location": { en: "Location in the load", es: "Ubicación en la carga" },
  "chemical.field.washingTime": { en: "Washing time (min)", es: "Tiempo de lavado (min)" },
  "chemical.field.detergentConcentration": { en: "Detergent concentration (%)", es: "Concentración de detergente (%)" },
  "chemical.field.detergentType": { en: "Detergent type", es: "Tipo de detergente" },
  "chemical.field.waterPressure": { en: "Water pressure (bar)", es: "Presión del agua (bar)" },
  "chemical.field.waterHardness": { en: "Water hardness (°dH)", es: "Dureza del agua (°dH)" },
  "chemical.machineLocked": {
    en: "The machine cannot be modified in a massive edit.",
    es: "La máquina no se puede modificar en una edición masiva.",
  },
  "chemical.massSaved": { en: "{{count}} readings saved.", es: "{{count}} lecturas guardadas." },
  "chemical.movedOne": { en: "Reading {{readNumber}} moved to the historical record.", es: "Lectura {{readNumber}} pasada al histórico." },
  "chemical.movedMany": { en: "{{count}} readings moved to the historical record.", es: "{{count}} lecturas pasadas al histórico." },
  "chemical.addSterilizer": { en: "New sterilizer", es: "Nuevo esterilizador" },
  "chemical.addWasher": { en: "New washer", es: "Nueva lavadora" },

  "chemical.compatible.title": { en: "Indicators the tracing app can read", es: "Indicadores que la aplicación de trazabilidad puede leer" },
  "chemical.compatible.explanation": {
    en: "These washer indicators of your distributor's catalogue can be read with the phone camera in the tracing app.",
    es: "Estos indicadores de lavado del catálogo de su distribuidor se pueden leer con la cámara del teléfono en la aplicación de trazabilidad.",
  },
  "chemical.compatible.none": {
    en: "No washer indicator of your distributor's catalogue is compatible with the tracing app yet.",
    es: "Ningún indicador de lavado del catálogo de su distribuidor es compatible todavía con la aplicación de trazabilidad.",
  },
  "chemical.mobile.button": { en: "Scan with mobile", es: "Escanear con el móvil" },
  "chemical.mobile.buttonSelected": { en: "Scan with mobile ({{count}})", es: "Escanear con el móvil ({{count}})" },
  "chemical.mobile.title": { en: "Continue on the tracing app", es: "Continuar en la aplicación de trazabilidad" },
  "chemical.mobile.lead": {
    en: "Read these indicators with your phone: the tracing app opens them for this company.",
    es: "Lea estos indicadores con su teléfono: la aplicación de trazabilidad los abre para esta compañía.",
  },
  "chemical.mobile.step1": {
    en: "Open the camera or the tracing app on your phone and point it at the code.",
    es: "Abra la cámara o la aplicación de trazabilidad en su teléfono y apunte al código.",
  },
  "chemical.mobile.step2": {
    en: "Sign in with your usual account if the app asks; it opens the readings listed below.",
    es: "Inicie sesión con su cuenta habitual si la aplicación lo pide; se abren las lecturas indicadas abajo.",
  },
  "chemical.mobile.step3": {
    en: "Photograph each indicator strip. The results and pictures appear on this screen as soon as the app saves them.",
    es: "Fotografíe cada tira indicadora. Los resultados y las fotografías aparecen en esta pantalla en cuanto la aplicación los guarda.",
  },
  "chemical.mobile.selectedReadings": { en: "Selected readings ({{count}}):", es: "Lecturas seleccionadas ({{count}}):" },
  "chemical.mobile.allReadings": { en: "All readings on this screen ({{count}}):", es: "Todas las lecturas de esta pantalla ({{count}}):" },
  "chemical.mobile.noApp": {
    en: "On a phone or tablet with the app installed, \"Open in the app\" hands over directly. Without the app, install it from your device's app store.",
    es: "En un teléfono o tableta con la aplicación instalada, \"Abrir en la aplicación\" la abre directamente. Sin la aplicación, instálela desde la tienda de su dispositivo.",
  },
  "chemical.mobile.qrLabel": { en: "QR code of the link for the tracing app", es: "Código QR del enlace para la aplicación de trazabilidad" },
  "chemical.mobile.scanWithPhone": { en: "Scan with your phone", es: "Escanee con su teléfono" },
  "chemical.mobile.copy": { en: "Copy link", es: "Copiar enlace" },
  "chemical.mobile.copied": { en: "Copied", es: "Copiado" },
  "chemical.mobile.open": { en: "Open in the app", es: "Abrir en la aplicación" },

  // ── Subscriptions (screen 321) ──────────────────────────────────────────
  "subscriptions.eyebrow": { en: "Integrations", es: "Integraciones" },
  "subscriptions.title": { en: "Subscriptions", es: "Suscripciones" },
  "subscriptions.description": {
    en: "Send each indicator result to your own systems the moment it arrives.",
    es: "Envíe cada resultado de indicador a sus propios sistemas en el momento en que llega.",
  },
  "subscriptions.intro": {
    en: "Tick an indicator type, enter the address of your endpoint and press Test to send it a signed sample. Confirm saves every row.",
    es: "Marque un tipo de indicador, escriba la dirección de su punto de conexión y pulse Probar para enviarle un ejemplo firmado. Confirmar guarda todas las filas.",
  },
  "subscriptions.blockNormal": { en: "Normal", es: "Normal" },
  "subscriptions.blockPlus": { en: "Plus", es: "Plus" },
  "subscriptions.indicatorType": { en: "Indicator type", es: "Tipo de indicador" },
  "subscriptions.subscribed": { en: "Subscribed", es: "Suscrito" },
  "subscriptions.url": { en: "Endpoint URL", es: "URL del punto de conexión" },
  "subscriptions.urlOf": { en: "Endpoint URL for {{type}}", es: "URL del punto de conexión para {{type}}" },
  "subscriptions.test": { en: "Test", es: "Probar" },
  "subscriptions.confirm": { en: "Confirm", es: "Confirmar" },
  "subscriptions.unsaved": { en: "Unsaved changes in {{count}} rows", es: "Cambios sin guardar en {{count}} filas" },
  "subscriptions.allSaved": { en: "No unsaved changes", es: "Sin cambios pendientes" },
  "subscriptions.typeBI": { en: "Biological indicator (sterilisation)", es: "Indicador biológico (esterilización)" },
  "subscriptions.typePRO": { en: "Protein indicator", es: "Indicador de proteínas" },
  "subscriptions.typeCHESterilizer": { en: "Chemical indicator (sterilizer)", es: "Indicador químico (esterilizador)" },
  "subscriptions.typeCHEWasher": { en: "Chemical indicator (washer)", es: "Indicador químico (lavadora)" },
  "subscriptions.typeBIDisinfection": { en: "Biological indicator (disinfection)", es: "Indicador biológico (desinfección)" },
  "subscriptions.urlFormat": {
    en: "The endpoint URL must start with https:// or http:// and name a host.",
    es: "La URL debe empezar por https:// o http:// e indicar un servidor.",
  },
  "subscriptions.urlTooLong": { en: "The endpoint URL may have at most 2000 characters.", es: "La URL puede tener como máximo 2000 caracteres." },
  "subscriptions.urlCredentials": {
    en: "The endpoint URL must not contain a user name or password.",
    es: "La URL no debe contener un nombre de usuario ni una contraseña.",
  },
  "subscriptions.secret": { en: "Signing secret", es: "Clave de firma" },
  "subscriptions.showSecret": { en: "Show the signing secret", es: "Mostrar la clave de firma" },
  "subscriptions.hideSecret": { en: "Hide the signing secret", es: "Ocultar la clave de firma" },
  "subscriptions.copySecret": { en: "Copy the signing secret", es: "Copiar la clave de firma" },
  "subscriptions.copied": { en: "Copied", es: "Copiado" },
  "subscriptions.secretHint": {
    en: "Your endpoint checks the X-SterileQC-Signature header with this key (HMAC-SHA256 of the timestamp, a dot and the body).",
    es: "Su punto de conexión comprueba la cabecera X-SterileQC-Signature con esta clave (HMAC-SHA256 de la marca de tiempo, un punto y el cuerpo).",
  },
  "subscriptions.licenseNeeded": {
    en: "Subscriptions need the {{product}} licence.",
    es: "Las suscripciones necesitan la licencia {{product}}.",
  },
  "subscriptions.licensePlus": { en: "Integration Plus", es: "Integration Plus" },
  "subscriptions.requestLicense": { en: "Request a licence", es: "Solicitar una licencia" },
};
