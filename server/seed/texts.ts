// Translatable texts: the client's general objects (from data/ui-texts.ts, whatever keys it
// holds), server messages, special objects, mail templates and the privacy policy.
import { uiTexts } from "./data/ui-texts";
import { enEs, LANG, type Tx, type TranslationRow } from "./context";

// [module, name, English, Spanish]
const MESSAGES: [number, string, string, string][] = [
  [5, "InvalidCredentials", "Invalid email or password.", "Correo electrónico o contraseña no válidos."],
  [5, "PasswordsDoNotMatch", "The passwords do not match.", "Las contraseñas no coinciden."],
  [5, "PasswordRule", "8+ characters,1 uppercase letter,1 number.", "8+ caracteres, 1 letra mayúscula, 1 número."],
  [5, "SimilarCompanyName", "A company with a similar name already exists.", "Ya existe una compañía con un nombre similar."],
  [5, "PasswordResetDone", "The password was reset and sent by mail.", "La contraseña se ha restablecido y se ha enviado por correo."],
  [5, "MustChangePassword", "You must change your password before continuing.", "Debe cambiar su contraseña antes de continuar."],
  [20, "MovedToHistorical", "Reading moved to historical.", "Lectura movida al histórico."],
  [20, "SavedOK", "Saved successfully.", "Guardado correctamente."],
  [20, "CantSave", "The changes could not be saved.", "No se pudieron guardar los cambios."],
  [100, "ParameterUpdated", "Parameter {type} successfully updated.", "Parámetro {type} actualizado correctamente."],
  [100, "AlertBelowAction", "The alert threshold must be lower than the action threshold.", "El umbral de alerta debe ser menor que el umbral de acción."],
  [120, "NotActiveLicenseFound", "No active licence was found.", "No se encontró ninguna licencia activa."],
  [120, "LicenseRequested", "Your licence request was sent to your distributor.", "Su solicitud de licencia se envió a su distribuidor."],
];

const SPECIAL_OBJECTS: [number, string, string, string][] = [
  [150, "AgentTitle", "Download the agent", "Descargar el agente"],
  [150, "AgentDescription", "Install the agent on the PC your incubators are connected to.", "Instale el agente en el PC al que están conectadas sus incubadoras."],
  [150, "AgentCloudManual", "Cloud user manual", "Manual de usuario de la nube"],
  [150, "AgentMigrationManual", "Migration manual", "Manual de migración"],
  [150, "AgentUpdater", "Agent updater", "Actualizador del agente"],
  [150, "AgentCyberSecurity", "Cyber-security statement", "Declaración de ciberseguridad"],
];

// mailName -> language -> template. Every subject/body parameter appears in its text:
// the mail configuration screen refuses templates that miss one.
interface MailDef { subject: string; body: string; subjectParams: string; bodyParams: string }
const MAILS: Record<string, { en: MailDef; es: MailDef }> = {
  PasswordRecovery: {
    en: {
      subject: "Password recovery",
      body: "<p>Hello {Name},</p><p>We received a request to reset your password. Open this link to choose a new one (it can be used once and expires in 60 minutes):</p><p><a href=\"{Link}\">{Link}</a></p><p>If you did not ask for it, ignore this message.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    es: {
      subject: "Recuperación de contraseña",
      body: "<p>Hola {Name}:</p><p>Hemos recibido una solicitud para restablecer su contraseña. Abra este enlace para elegir una nueva (se puede usar una vez y caduca en 60 minutos):</p><p><a href=\"{Link}\">{Link}</a></p><p>Si no la ha solicitado, ignore este mensaje.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
  },
  SignUp: {
    en: {
      subject: "Welcome, {Name}",
      body: "<p>Hello {Name},</p><p>Your company account is ready. Sign in with:</p><p>User: {Email}<br>Temporary password: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>You will be asked to change the password at your first sign-in.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
    es: {
      subject: "Bienvenido, {Name}",
      body: "<p>Hola {Name}:</p><p>La cuenta de su compañía está lista. Inicie sesión con:</p><p>Usuario: {Email}<br>Contraseña temporal: {Password}</p><p><a href=\"{Link}\">{Link}</a></p><p>Se le pedirá que cambie la contraseña en su primer inicio de sesión.</p>",
      subjectParams: "Name", bodyParams: "Name,Email,Password,Link",
    },
  },
  // Sign-up with an address that already has an account: the form answers as for a new
  // company (no hint to a stranger); the owner of the address learns what happened.
  SignUpExistingAccount: {
    en: {
      subject: "Someone tried to register with your address",
      body: "<p>Hello {Name},</p><p>Someone tried to register a new company with this email address, which already has an account. Nothing was created.</p><p>If it was you, sign in at <a href=\"{Link}\">{Link}</a>, or use \"Forgot password\" there if you do not remember your password. If it was not you, you can ignore this message.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
    es: {
      subject: "Alguien intentó registrarse con su dirección",
      body: "<p>Hola {Name}:</p><p>Alguien intentó registrar una nueva compañía con esta dirección de correo, que ya tiene una cuenta. No se ha creado nada.</p><p>Si fue usted, inicie sesión en <a href=\"{Link}\">{Link}</a>, o use allí \"Olvidé mi contraseña\" si no la recuerda. Si no fue usted, puede ignorar este mensaje.</p>",
      subjectParams: "", bodyParams: "Name,Link",
    },
  },
  ResetPassword: {
    en: {
      subject: "Your password was reset",
      body: "<p>Hello {Name},</p><p>An administrator reset your password. Your temporary password is <b>{Password}</b>. You will be asked to change it at your next sign-in.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
    es: {
      subject: "Su contraseña se ha restablecido",
      body: "<p>Hola {Name}:</p><p>Un administrador ha restablecido su contraseña. Su contraseña temporal es <b>{Password}</b>. Se le pedirá que la cambie en su próximo inicio de sesión.</p>",
      subjectParams: "", bodyParams: "Name,Password",
    },
  },
  PositiveResult: {
    en: {
      subject: "Positive result: {Indicator} #{ReadNumber}",
      body: "<p>A positive result was recorded.</p><ul><li>Company: {Company}</li><li>Sector: {Sector}</li><li>Reading: {ReadNumber}</li><li>Indicator: {Indicator}</li><li>Result: {Result}</li></ul><p>Take the equipment out of service and follow your recall procedure.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
    es: {
      subject: "Resultado positivo: {Indicator} n.º {ReadNumber}",
      body: "<p>Se ha registrado un resultado positivo.</p><ul><li>Compañía: {Company}</li><li>Sector: {Sector}</li><li>Lectura: {ReadNumber}</li><li>Indicador: {Indicator}</li><li>Resultado: {Result}</li></ul><p>Retire el equipo de servicio y siga su procedimiento de retirada.</p>",
      subjectParams: "Indicator,ReadNumber", bodyParams: "Company,Sector,ReadNumber,Indicator,Result",
    },
  },
};

/** Exported so a test can check every declared parameter appears in its text. */
export const mailTemplates = MAILS;

const PRIVACY_EN = `<h2>Privacy policy</h2>
<p>This service stores the data your organisation enters to document the sterilisation, washing and disinfection of medical devices: user accounts (name, e-mail address, role), equipment and indicator readings. Your organisation is the data controller; we process the data on its behalf.</p>
<p>We use the data only to provide the service, keep the records your quality system requires, send the e-mails you ask for (password recovery, alerts) and secure the platform. We do not sell data or use it for advertising.</p>
<p>Data is kept for as long as your organisation's licence is active and its retention rules require, then deleted. Access is limited to authorised staff and every change to a reading is logged.</p>
<p>You may ask your administrator or your distributor to access, correct or delete your personal data.</p>`;
const PRIVACY_ES = `<h2>Política de privacidad</h2>
<p>Este servicio almacena los datos que su organización introduce para documentar la esterilización, el lavado y la desinfección de productos sanitarios: cuentas de usuario (nombre, correo electrónico, rol), equipos y lecturas de indicadores. Su organización es la responsable del tratamiento; nosotros tratamos los datos por cuenta de ella.</p>
<p>Usamos los datos solo para prestar el servicio, conservar los registros que exige su sistema de calidad, enviar los correos que usted solicita (recuperación de contraseña, alertas) y proteger la plataforma. No vendemos los datos ni los usamos con fines publicitarios.</p>
<p>Los datos se conservan mientras la licencia de su organización esté activa y sus normas de conservación lo exijan; después se eliminan. El acceso está limitado al personal autorizado y cada cambio en una lectura queda registrado.</p>
<p>Puede pedir a su administrador o a su distribuidor el acceso, la rectificación o la supresión de sus datos personales.</p>`;

export async function seedTexts(tx: Tx): Promise<void> {
  const translations: TranslationRow[] = [];
  // Generic over the keys: ui-texts.ts grows with the client.
  const general = Object.entries(uiTexts).map(([name, text], i) => ({ id: i + 1, name, description: text.en, es: text.es }));
  await tx.generalObject.createMany({ data: general.map(({ id, name, description }) => ({ id, name, description })) });
  for (const g of general) translations.push(...enEs("GENERAL_OBJECT", g.id, g.description, g.es));

  await tx.message.createMany({ data: MESSAGES.map(([moduleId, name, en], i) => ({ id: i + 1, moduleId, name, description: en })) });
  MESSAGES.forEach(([, , en, es], i) => translations.push(...enEs("MESSAGE", i + 1, en, es)));

  await tx.specialObject.createMany({
    data: SPECIAL_OBJECTS.map(([moduleId, name, en], i) => ({ id: i + 1, moduleId, name, description: en })),
  });
  SPECIAL_OBJECTS.forEach(([, , en, es], i) => translations.push(...enEs("SPECIAL_OBJECT", i + 1, en, es)));
  await tx.translation.createMany({ data: translations });

  await tx.mailTemplate.createMany({
    data: Object.entries(MAILS).flatMap(([mailName, byLanguage]) =>
      (["en", "es"] as const).map((code) => ({ mailName, languageId: LANG[code], ...byLanguage[code] })),
    ),
  });
  await tx.privacyPolicy.createMany({
    data: [
      { id: 1, languageId: LANG.en, text: PRIVACY_EN },
      { id: 2, languageId: LANG.es, text: PRIVACY_ES },
    ],
  });
}
