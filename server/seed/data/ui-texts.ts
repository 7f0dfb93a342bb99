// Interface texts of the web client (general objects), English and Spanish.
// Seeded into general_object + translation; served by /api/GeneralObject/getgeneralobjectjson.
// Key = general object name used by the client through react-i18next ({{name}} marks a value).
// Texts quoted by the spec keep their exact English and use the text itself as the key.
import { readingTexts } from "./ui-texts-readings";
import { chemicalTexts } from "./ui-texts-chemical";
import { historicalTexts } from "./ui-texts-historical";
import { exporterTexts } from "./ui-texts-exporter";
import { settingsTexts } from "./ui-texts-settings";
import { licenseTexts } from "./ui-texts-licenses";
import { accountTexts } from "./ui-texts-account";
import { logoTexts } from "./ui-texts-logo";

/** One text in the five languages the product ships (pt: Brazilian Portuguese). */
export interface LanguageTexts {
  en: string;
  es: string;
  it?: string;
  pt?: string;
  ja?: string;
}
export type UiTexts = Record<string, LanguageTexts>;

// Each area keeps its texts in its own file so areas can grow independently.
const baseTexts: UiTexts = {
  // ── Spec texts (exact English) ──────────────────────────────────────────
  "This field is required": { en: "This field is required", es: "Este campo es obligatorio" },
  "No results": { en: "No results", es: "Sin resultados" },
  "Loading...": { en: "Loading...", es: "Cargando..." },
  "The passwords do not match.": { en: "The passwords do not match.", es: "Las contraseñas no coinciden." },
  "8+ characters,1 uppercase letter,1 number.": {
    en: "8+ characters,1 uppercase letter,1 number.",
    es: "8+ caracteres, 1 letra mayúscula, 1 número.",
  },
  "You must select a Country to see Terms and Conditions": {
    en: "You must select a Country to see Terms and Conditions",
    es: "Debe seleccionar un país para ver los Términos y Condiciones",
  },
  "Your session has expired, please login again.": {
    en: "Your session has expired, please login again.",
    es: "Su sesión ha expirado, por favor inicie sesión nuevamente.",
  },
  "Access Denied": { en: "Access Denied", es: "Acceso denegado" },
  "Error: ": { en: "Error: ", es: "Error: " },
  ValueMustBeLessThan: { en: "The value must be less than or equal to", es: "El valor debe ser menor o igual a" },
  "Are you sure you want to delete this ...?": {
    en: "Are you sure you want to delete this ...?",
    es: "¿Está seguro de que desea eliminar este ...?",
  },

  // ── Common ──────────────────────────────────────────────────────────────
  "common.back": { en: "Back", es: "Volver" },
  "common.backToLogin": { en: "Back to sign in", es: "Volver a iniciar sesión" },
  "common.cancel": { en: "Cancel", es: "Cancelar" },
  "common.close": { en: "Close", es: "Cerrar" },
  "common.retry": { en: "Try again", es: "Reintentar" },
  "alert.error": { en: "Error", es: "Error" },
  "alert.warning": { en: "Warning", es: "Advertencia" },
  "alert.success": { en: "Success", es: "Éxito" },
  "alert.info": { en: "Information", es: "Información" },
  "error.network": { en: "Network Error: the server could not be reached.", es: "Error de red: no se pudo contactar con el servidor." },
  "error.tooManyAttempts": { en: "Too many attempts. For your security, try again in {{minutes}} minutes.", es: "Demasiados intentos. Por su seguridad, vuelva a intentarlo dentro de {{minutes}} minutos." },
  "error.sessionEnded": { en: "Your session was ended. Sign in again.", es: "Su sesión ha finalizado. Vuelva a iniciar sesión." },
  "field.choose": { en: "Choose…", es: "Elegir…" },
  "field.showPassword": { en: "Show password", es: "Mostrar contraseña" },
  "field.hidePassword": { en: "Hide password", es: "Ocultar contraseña" },
  "distributor.unknownTitle": { en: "This address is not configured", es: "Esta dirección no está configurada" },

  // ── Public pages ────────────────────────────────────────────────────────
  "public.privacyPolicy": { en: "Privacy policy", es: "Política de privacidad" },
  "public.downloadAgent": { en: "Download the agent", es: "Descargar el agente" },
  "privacy.title": { en: "Privacy policy", es: "Política de privacidad" },
  "invalidUrl.goToMain": { en: "Go to the main page", es: "Ir a la página principal" },

  // ── Login ───────────────────────────────────────────────────────────────
  "login.title": { en: "Sign in", es: "Iniciar sesión" },
  "login.subtitle": { en: "Welcome to {{product}}", es: "Bienvenido a {{product}}" },
  "login.email": { en: "Email", es: "Correo electrónico" },
  "login.password": { en: "Password", es: "Contraseña" },
  "login.forgotPassword": { en: "Forgot your password?", es: "¿Olvidó su contraseña?" },
  "login.submit": { en: "Sign in", es: "Iniciar sesión" },
  "login.or": { en: "or", es: "o" },
  "login.noAccount": { en: "New company?", es: "¿Compañía nueva?" },
  "login.signUp": { en: "Create an account", es: "Crear una cuenta" },
  "login.mustChangeTitle": { en: "Password change required", es: "Cambio de contraseña obligatorio" },
  "login.mustChangePassword": {
    en: "You must change your password before continuing.",
    es: "Debe cambiar su contraseña antes de continuar.",
  },
  "login.badToken": { en: "The server answered with an unreadable session.", es: "El servidor respondió con una sesión ilegible." },

  // ── Forgot password ─────────────────────────────────────────────────────
  "forgot.title": { en: "Forgot your password?", es: "¿Olvidó su contraseña?" },
  "forgot.subtitle": {
    en: "Enter your email and we will send you a link to choose a new password.",
    es: "Ingrese su correo y le enviaremos un enlace para elegir una nueva contraseña.",
  },
  "forgot.submit": { en: "Send recovery link", es: "Enviar enlace de recuperación" },
  "forgot.sent": {
    en: "If the address belongs to an account, a recovery link is on its way.",
    es: "Si la dirección pertenece a una cuenta, recibirá un enlace de recuperación.",
  },

  // ── Reset password (must change) ────────────────────────────────────────
  "reset.title": { en: "Choose a new password", es: "Elija una nueva contraseña" },
  "reset.subtitle": {
    en: "Your temporary password must be replaced before you continue.",
    es: "Debe reemplazar su contraseña temporal antes de continuar.",
  },
  "reset.newPassword": { en: "New password", es: "Nueva contraseña" },
  "reset.repeatPassword": { en: "Repeat new password", es: "Repetir nueva contraseña" },
  "reset.submit": { en: "Save password", es: "Guardar contraseña" },
  "reset.done": {
    en: "Your password was changed. Sign in with the new one.",
    es: "Su contraseña fue cambiada. Inicie sesión con la nueva.",
  },

  // ── Password recovery link page ─────────────────────────────────────────
  "recovery.title": { en: "Reset your password", es: "Restablecer su contraseña" },
  "recovery.subtitle": { en: "Choose a new password for your account.", es: "Elija una nueva contraseña para su cuenta." },
  "recovery.accept": { en: "Accept", es: "Aceptar" },
  "recovery.done": { en: "Your password was changed.", es: "Su contraseña fue cambiada." },

  // ── Sign up ─────────────────────────────────────────────────────────────
  "signup.title": { en: "Create your company account", es: "Cree la cuenta de su compañía" },
  "signup.subtitle": {
    en: "Start recording sterilisation quality with {{product}}.",
    es: "Comience a registrar la calidad de esterilización con {{product}}.",
  },
  "signup.administrator": { en: "Administrator", es: "Administrador" },
  "signup.email": { en: "Administrator email", es: "Correo del administrador" },
  "signup.name": { en: "Name", es: "Nombre" },
  "signup.lastName": { en: "Last name", es: "Apellido" },
  "signup.company": { en: "Company", es: "Compañía" },
  "signup.companyName": { en: "Company name", es: "Nombre de la compañía" },
  "signup.similarCompany": {
    en: "A company with a similar name already exists.",
    es: "Ya existe una compañía con un nombre similar.",
  },
  "signup.country": { en: "Country", es: "País" },
  "signup.chooseCountry": { en: "Choose a country", es: "Elija un país" },
  "signup.province": { en: "Province / State", es: "Provincia / Estado" },
  "signup.city": { en: "City", es: "Ciudad" },
  "signup.postalCode": { en: "Postal code", es: "Código postal" },
  "signup.address": { en: "Address", es: "Dirección" },
  "signup.phone": { en: "Phone", es: "Teléfono" },
  "signup.contact": { en: "Contact", es: "Contacto" },
  "signup.settings": { en: "Settings", es: "Configuración" },
  // The language picker's name: "Language: English" (its visible text must be part of it, WCAG 2.5.3).
  "login.language": { en: "Language", es: "Idioma" },
  "signup.language": { en: "Company language", es: "Idioma de la compañía" },
  "signup.sector": { en: "First sector", es: "Primer sector" },
  "signup.sectorHint": { en: "For example: Central sterilisation", es: "Por ejemplo: Esterilización central" },
  "signup.termsAccepted": { en: "Terms and Conditions accepted", es: "Términos y Condiciones aceptados" },
  "signup.termsNotAccepted": { en: "Terms and Conditions not accepted yet", es: "Términos y Condiciones aún no aceptados" },
  "signup.viewTerms": { en: "View terms", es: "Ver términos" },
  "signup.mustAcceptTerms": {
    en: "You must accept the Terms and Conditions",
    es: "Debe aceptar los Términos y Condiciones",
  },
  "signup.fixErrors": { en: "Please review the highlighted fields.", es: "Revise los campos señalados." },
  "signup.haveAccount": { en: "I already have an account", es: "Ya tengo una cuenta" },
  "signup.submit": { en: "Create account", es: "Crear cuenta" },
  "signup.done": {
    en: "Your account was created. Check your email for the temporary password.",
    es: "Su cuenta fue creada. Revise su correo para obtener la contraseña temporal.",
  },

  // ── Terms ───────────────────────────────────────────────────────────────
  "eula.title": { en: "Terms and Conditions", es: "Términos y Condiciones" },
  "eula.subtitle": { en: "Terms that apply in {{country}}", es: "Términos aplicables en {{country}}" },
  "eula.companySubtitle": {
    en: "{{company}} must accept the terms before using the application.",
    es: "{{company}} debe aceptar los términos antes de usar la aplicación.",
  },
  "eula.acceptCheckbox": {
    en: "I have read and accept the Terms and Conditions",
    es: "He leído y acepto los Términos y Condiciones",
  },
  "eula.confirm": { en: "Confirm", es: "Confirmar" },
  "eula.accept": { en: "Accept", es: "Aceptar" },

  // ── Shell ───────────────────────────────────────────────────────────────
  "shell.toggleMenu": { en: "Toggle menu", es: "Mostrar u ocultar menú" },
  "shell.home": { en: "Home", es: "Inicio" },
  "shell.translate": { en: "Translate", es: "Traducir" },
  "shell.loadError": { en: "The application could not be loaded", es: "No se pudo cargar la aplicación" },
  "shell.notAvailableTitle": { en: "This screen is not available yet", es: "Esta pantalla aún no está disponible" },
  "shell.notAvailableDescription": {
    en: "It is part of an upcoming release. Use the menu to continue with another screen.",
    es: "Forma parte de una próxima versión. Use el menú para continuar con otra pantalla.",
  },
  "user.menu": { en: "Account menu", es: "Menú de la cuenta" },
  "user.company": { en: "Company", es: "Compañía" },
  "user.domain": { en: "Domain", es: "Dominio" },
  "user.sector": { en: "Sector", es: "Sector" },
  "user.userType": { en: "User type", es: "Tipo de usuario" },
  "user.email": { en: "Email", es: "Correo electrónico" },
  "user.sessionUntil": { en: "Session until", es: "Sesión hasta" },
  "user.logout": { en: "Logout", es: "Cerrar sesión" },
  "user.kind.SYSTEM": { en: "System administrator", es: "Administrador del sistema" },
  "user.kind.DISTRIBUTOR": { en: "Distributor", es: "Distribuidor" },
  "user.kind.COMPANY": { en: "Company user", es: "Usuario de compañía" },
  "translate.title": { en: "Translate", es: "Traducir" },
  "translate.description": {
    en: "You may translate the interface into: {{language}}",
    es: "Puede traducir la interfaz a: {{language}}",
  },
  "translate.moduleNeeded": {
    en: "Translating needs the translation module",
    es: "Traducir requiere el módulo de traducción",
  },
  "translate.screenInfo": {
    en: "Screen {{screenId}} of module {{moduleId}} will be translatable once the module is installed.",
    es: "La pantalla {{screenId}} del módulo {{moduleId}} podrá traducirse cuando se instale el módulo.",
  },
  "translate.noScreen": { en: "This screen has no translatable texts.", es: "Esta pantalla no tiene textos traducibles." },

  // ── Home pages ──────────────────────────────────────────────────────────
  "home.goodMorning": { en: "Good morning, {{name}}", es: "Buenos días, {{name}}" },
  "home.goodAfternoon": { en: "Good afternoon, {{name}}", es: "Buenas tardes, {{name}}" },
  "home.goodEvening": { en: "Good evening, {{name}}", es: "Buenas noches, {{name}}" },
  "home.shortcuts": { en: "Quick access", es: "Acceso rápido" },
  "home.sysDescription": {
    en: "System administration: distributors, catalogues, licences and configuration.",
    es: "Administración del sistema: distribuidores, catálogos, licencias y configuración.",
  },
  "home.distDescription": {
    en: "Distributor back office: your companies, licences and parameters.",
    es: "Back office del distribuidor: sus compañías, licencias y parámetros.",
  },
  "notifications.title": { en: "System notifications", es: "Notificaciones del sistema" },
  "notifications.open": { en: "Open", es: "Abrir" },

  // ── Download manager ────────────────────────────────────────────────────
  "download.title": { en: "Download manager", es: "Gestor de descargas" },
  "download.description": {
    en: "The incubator agent, manuals and documents for your installation.",
    es: "El agente de incubadoras, manuales y documentos para su instalación.",
  },
  "download.publicSubtitle": {
    en: "Install the agent on the PC your incubators are connected to.",
    es: "Instale el agente en el PC al que están conectadas sus incubadoras.",
  },
  "download.button": { en: "Download", es: "Descargar" },
  "download.wait": { en: "Wait {{seconds}} s", es: "Espere {{seconds}} s" },
  "download.agent.title": { en: "Incubator agent", es: "Agente de incubadoras" },
  "download.agent.description": {
    en: "Install the agent on the PC your incubators are connected to.",
    es: "Instale el agente en el PC al que están conectadas sus incubadoras.",
  },
  "download.cloudManual.title": { en: "User manual", es: "Manual de usuario" },
  "download.cloudManual.description": {
    en: "Signing in, readings and records, step by step.",
    es: "Inicio de sesión, lecturas y registros, paso a paso.",
  },
  "download.migrationManual.title": { en: "Migration manual", es: "Manual de migración" },
  "download.migrationManual.description": {
    en: "Bring your desktop application's database into the cloud.",
    es: "Traiga la base de datos de su aplicación de escritorio a la nube.",
  },
  "download.cloudManual2.title": { en: "Administrator manual", es: "Manual del administrador" },
  "download.cloudManual2.description": {
    en: "Company set-up, users, machines, licences and parameters.",
    es: "Configuración de la compañía, usuarios, equipos, licencias y parámetros.",
  },
  "download.updater.title": { en: "Agent updater", es: "Actualizador del agente" },
  "download.updater.description": {
    en: "Keeps the agent current without interrupting transmissions.",
    es: "Mantiene el agente actualizado sin interrumpir las transmisiones.",
  },
  "download.cyberSecurity.title": { en: "Cyber-security statement", es: "Declaración de ciberseguridad" },
  "download.cyberSecurity.description": {
    en: "How your data is protected in transit, at rest and between tenants.",
    es: "Cómo se protegen sus datos en tránsito, en reposo y entre clientes.",
  },

  // ── Shared table and dialogs ────────────────────────────────────────────
  "common.yes": { en: "Yes", es: "Sí" },
  "common.no": { en: "No", es: "No" },
  "table.search": { en: "Search", es: "Buscar" },
  "table.actions": { en: "Actions", es: "Acciones" },
  "table.select": { en: "Select", es: "Seleccionar" },
  "table.selectRow": { en: "Select row", es: "Seleccionar fila" },
  "table.selectPage": { en: "Select all rows of this page", es: "Seleccionar todas las filas de esta página" },
  "table.edit": { en: "Edit", es: "Editar" },
  "table.detail": { en: "Detail", es: "Detalle" },
  "table.delete": { en: "Delete", es: "Eliminar" },
  "table.rowsPerPage": { en: "Rows per page", es: "Filas por página" },
  "table.range": { en: "{{first}}–{{last}} of {{total}}", es: "{{first}}–{{last}} de {{total}}" },
  "table.rangeOpen": { en: "{{first}}–{{last}}", es: "{{first}}–{{last}}" },
  "table.pagination": { en: "Pagination", es: "Paginación" },
  "table.firstPage": { en: "First page", es: "Primera página" },
  "table.previousPage": { en: "Previous page", es: "Página anterior" },
  "table.nextPage": { en: "Next page", es: "Página siguiente" },
  "table.lastPage": { en: "Last page", es: "Última página" },
  "table.connected": { en: "Connected", es: "Conectada" },
  "table.disconnected": { en: "Disconnected", es: "Desconectada" },
  "table.edited": { en: "Edited", es: "Editado" },
  "table.editedBy": { en: "Edited by {{name}}", es: "Editado por {{name}}" },
  "table.migrated": {
    en: "Migrated from the desktop application (id {{id}})",
    es: "Migrado desde la aplicación de escritorio (id {{id}})",
  },
  "table.viewed": { en: "Viewed", es: "Visto" },
  "table.unviewed": { en: "Not viewed yet", es: "Aún no visto" },
  "dialog.new": { en: "New", es: "Nuevo" },
  "dialog.save": { en: "Save", es: "Guardar" },
  "dialog.saving": { en: "Saving", es: "Guardando" },
  "dialog.saved": { en: "Saved successfully.", es: "Guardado correctamente." },
  "dialog.created": { en: "Created successfully.", es: "Creado correctamente." },
  "dialog.deleted": { en: "Deleted successfully.", es: "Eliminado correctamente." },
  "dialog.delete": { en: "Delete", es: "Eliminar" },
  "dialog.deleteTitle": { en: "Confirm deletion", es: "Confirmar eliminación" },
  "dialog.archiveAnyway": { en: "Archive anyway", es: "Archivar de todos modos" },
  "dialog.archiveExplanation": {
    en: "Archiving removes it from every list; the readings that refer to it keep it in their records. This cannot be undone from here.",
    es: "Archivar lo quita de todas las listas; las lecturas que lo usan lo conservan en sus registros. No se puede deshacer desde aquí.",
  },
  "dialog.editSelected": { en: "Edit selected ({{count}})", es: "Editar seleccionados ({{count}})" },
  "dialog.massTitle": { en: "Edit {{count}} records", es: "Editar {{count}} registros" },
  "sectorPicker.label": { en: "Sector", es: "Sector" },
  "sectorPicker.placeholder": { en: "Choose a sector", es: "Elija un sector" },

  // ── Sectors (screen 110) ────────────────────────────────────────────────
  "sectors.eyebrow": { en: "Company", es: "Compañía" },
  "sectors.title": { en: "Sectors", es: "Sectores" },
  "sectors.description": {
    en: "The areas of your company: users, machines and incubators work in one of them.",
    es: "Las áreas de su compañía: usuarios, equipos e incubadoras trabajan en una de ellas.",
  },
  "sectors.entity": { en: "sector", es: "sector" },
  "sectors.new": { en: "New sector", es: "Nuevo sector" },
  "sectors.edit": { en: "Edit sector", es: "Editar sector" },
  "sectors.detail": { en: "Sector", es: "Sector" },
  "sectors.name": { en: "Name", es: "Nombre" },
  "sectors.archived": { en: "The sector was archived.", es: "El sector fue archivado." },

  // ── Users (screen 120) ──────────────────────────────────────────────────
  "users.eyebrow": { en: "Company", es: "Compañía" },
  "users.title": { en: "Users", es: "Usuarios" },
  "users.description": {
    en: "The people of each sector and what they may do.",
    es: "Las personas de cada sector y lo que pueden hacer.",
  },
  "users.chooseSector": { en: "Choose a sector", es: "Elija un sector" },
  "users.chooseSectorHint": {
    en: "Its users are listed here once a sector is chosen above.",
    es: "Sus usuarios se mostrarán aquí al elegir un sector arriba.",
  },
  "users.entity": { en: "user", es: "usuario" },
  "users.new": { en: "New user", es: "Nuevo usuario" },
  "users.edit": { en: "Edit user", es: "Editar usuario" },
  "users.detail": { en: "User", es: "Usuario" },
  "users.name": { en: "Name", es: "Nombre" },
  "users.lastName": { en: "Last name", es: "Apellido" },
  "users.email": { en: "Email", es: "Correo electrónico" },
  "users.userType": { en: "User type", es: "Tipo de usuario" },
  "users.sector": { en: "Sector", es: "Sector" },
  "users.chooseType": { en: "Choose a user type", es: "Elija un tipo de usuario" },
  "users.created": {
    en: "User created. A temporary password was sent to {{email}}.",
    es: "Usuario creado. Se envió una contraseña temporal a {{email}}.",
  },
  "users.resetPassword": { en: "Reset password", es: "Restablecer contraseña" },
  "users.resetTitle": { en: "Reset password", es: "Restablecer contraseña" },
  "users.resetQuestion": {
    en: "A new temporary password will be mailed to this user, who must change it at the next sign-in. Continue?",
    es: "Se enviará por correo una nueva contraseña temporal a este usuario, que deberá cambiarla al iniciar sesión. ¿Continuar?",
  },
  "users.resetConfirm": { en: "Reset password", es: "Restablecer contraseña" },
  "users.resetDone": { en: "The password was reset and sent by mail.", es: "La contraseña fue restablecida y enviada por correo." },
  "userType.0": { en: "Administrator", es: "Administrador" },
  "userType.1": { en: "Supervisor", es: "Supervisor" },
  "userType.2": { en: "Operator", es: "Operador" },
  "userType.4": { en: "Connection", es: "Conexión" },

  // ── Incubators (screen 800) ─────────────────────────────────────────────
  "incubators.eyebrow": { en: "Equipment", es: "Equipamiento" },
  "incubators.title": { en: "Incubators", es: "Incubadoras" },
  "incubators.description": {
    en: "Incubators connected through your agents, and the sector each one works for. The list updates by itself.",
    es: "Incubadoras conectadas mediante sus agentes y el sector para el que trabaja cada una. La lista se actualiza sola.",
  },
  "incubators.name": { en: "Name", es: "Nombre" },
  "incubators.dateConnection": { en: "Connection date", es: "Fecha de conexión" },
  "incubators.workSector": { en: "Work sector", es: "Sector de trabajo" },
  "incubators.status": { en: "Status", es: "Estado" },
  "incubators.assign": { en: "Assign sector", es: "Asignar sector" },
  "incubators.assignTitle": { en: "Assign a work sector", es: "Asignar un sector de trabajo" },
  "incubators.assigned": { en: "{{name}} now works for {{sector}}.", es: "{{name}} ahora trabaja para {{sector}}." },
  "incubators.free": { en: "Free incubator", es: "Liberar incubadora" },
  "incubators.freeTitle": { en: "Free incubator", es: "Liberar incubadora" },
  "incubators.freeQuestion": {
    en: "The incubator will stop working for {{sector}} until a sector is assigned again. Continue?",
    es: "La incubadora dejará de trabajar para {{sector}} hasta que se le asigne otro sector. ¿Continuar?",
  },
  "incubators.freeConfirm": { en: "Free incubator", es: "Liberar incubadora" },
  "incubators.freed": { en: "{{name}} was freed.", es: "{{name}} fue liberada." },

  // ── Machines (screens 300, 305, 306) and measures (307) ─────────────────
  "machines.eyebrow": { en: "Equipment", es: "Equipamiento" },
  "machines.sector": { en: "Sector", es: "Sector" },
  "machines.name": { en: "Name", es: "Nombre" },
  "machines.brand": { en: "Brand", es: "Marca" },
  "machines.serial": { en: "Serial number", es: "Número de serie" },
  "machines.quickCreateHint": { en: "It is added to your own sector.", es: "Se agrega a su propio sector." },
  "sterilizers.title": { en: "Sterilizers", es: "Esterilizadores" },
  "sterilizers.description": { en: "The sterilizers of each sector.", es: "Los esterilizadores de cada sector." },
  "sterilizers.entity": { en: "sterilizer", es: "esterilizador" },
  "sterilizers.new": { en: "New sterilizer", es: "Nuevo esterilizador" },
  "sterilizers.edit": { en: "Edit sterilizer", es: "Editar esterilizador" },
  "sterilizers.detail": { en: "Sterilizer", es: "Esterilizador" },
  "washers.title": { en: "Washers", es: "Lavadoras" },
  "washers.description": { en: "The washer-disinfectors of each sector.", es: "Las lavadoras-desinfectadoras de cada sector." },
  "washers.entity": { en: "washer", es: "lavadora" },
  "washers.new": { en: "New washer", es: "Nueva lavadora" },
  "washers.edit": { en: "Edit washer", es: "Editar lavadora" },
  "washers.detail": { en: "Washer", es: "Lavadora" },
  "disinfectors.title": { en: "Disinfectors", es: "Desinfectores" },
  "disinfectors.description": { en: "The room and surface disinfectors of each sector.", es: "Los desinfectores de salas y superficies de cada sector." },
  "disinfectors.entity": { en: "disinfector", es: "desinfector" },
  "disinfectors.new": { en: "New disinfector", es: "Nuevo desinfector" },
  "disinfectors.edit": { en: "Edit disinfector", es: "Editar desinfector" },
  "disinfectors.detail": { en: "Disinfector", es: "Desinfector" },
  "measures.title": { en: "Instruments", es: "Instrumentos" },
  "measures.description": {
    en: "Measured surfaces of your instruments, used to refer protein results to an area.",
    es: "Superficies medidas de sus instrumentos, usadas para referir los resultados de proteínas a un área.",
  },
  "measures.code": { en: "Code", es: "Código" },
  "measures.descriptionColumn": { en: "Description", es: "Descripción" },
  "measures.instrument": { en: "Instrument", es: "Instrumento" },
  "measures.surface": { en: "Surface (cm²)", es: "Superficie (cm²)" },
  "measures.bothSides": { en: "Both sides", es: "Ambas caras" },
  "measures.creationDate": { en: "Creation date", es: "Fecha de creación" },
  "measures.image": { en: "Show picture", es: "Ver imagen" },
  "measures.pictureAlt": { en: "Picture of measure {{code}}", es: "Imagen de la medida {{code}}" },
};

export const uiTexts: UiTexts = {
  ...baseTexts,
  ...readingTexts,
  ...chemicalTexts,
  ...historicalTexts,
  ...exporterTexts,
  ...settingsTexts,
  ...licenseTexts,
  ...accountTexts,
  ...logoTexts,
};
