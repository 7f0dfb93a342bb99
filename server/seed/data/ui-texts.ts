// Interface texts of the web client (general objects), English and Spanish.
// Seeded into general_object + translation; served by /api/GeneralObject/getgeneralobjectjson.
// Key = general object name used by the client through react-i18next ({{name}} marks a value).
// Texts quoted by the spec keep their exact English and use the text itself as the key.
export const uiTexts: Record<string, { en: string; es: string }> = {
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
};
