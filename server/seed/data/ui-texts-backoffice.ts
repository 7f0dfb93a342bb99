// Interface texts of the distributor back office (/distcompany, /distparameter, /distlicenses;
// server/backoffice, docs/backoffice.md). The spec quotes the licence-and-user screen's texts in
// Spanish ('Elegir distribuidor', 'Hacer administrador', ...): those are the Spanish texts here,
// word for word, and the other languages say the same.
import type { UiTexts } from "./ui-texts";

const screens: UiTexts = {
  "backoffice.eyebrow": { en: "Distributor back office", es: "Back office del distribuidor", it: "Back office del distributore", pt: "Back office do distribuidor", ja: "販売代理店の管理画面" },
  "backoffice.parameters.title": { en: "Parameters", es: "Parámetros", it: "Parametri", pt: "Parâmetros", ja: "パラメータ" },
  "backoffice.parameters.description": {
    en: "Your distributor's system parameters. Save a changed value or put it back to its default; each change is written to the system log.",
    es: "Los parámetros del sistema de su distribuidor. Guarde un valor cambiado o vuelva a su valor predeterminado; cada cambio queda en el registro del sistema.",
    it: "I parametri di sistema del suo distributore. Salvi un valore modificato o lo riporti al valore predefinito; ogni modifica viene scritta nel registro di sistema.",
    pt: "Os parâmetros do sistema do seu distribuidor. Salve um valor alterado ou volte ao valor padrão; cada alteração fica no log do sistema.",
    ja: "貴社（販売代理店）のシステムパラメータです。変更した値を保存するか、既定値に戻します。変更はそれぞれシステムログに記録されます。",
  },
  "backoffice.saving": { en: "Saving…", es: "Guardando…", it: "Salvataggio…", pt: "Salvando…", ja: "保存中…" },
};

const licensesAndUsers: UiTexts = {
  "backoffice.licenses.title": { en: "Licences and users", es: "Licencias y usuarios", it: "Licenze e utenti", pt: "Licenças e usuários", ja: "ライセンスとユーザー" },
  "backoffice.licenses.description": {
    en: "Choose a distributor and one of its companies, then see the company's licences or its users.",
    es: "Elija un distribuidor y una de sus compañías, y vea las licencias o los usuarios de la compañía.",
    it: "Scelga un distributore e una delle sue aziende, poi veda le licenze o gli utenti dell'azienda.",
    pt: "Escolha um distribuidor e uma de suas empresas e veja as licenças ou os usuários da empresa.",
    ja: "販売代理店とその施設を選ぶと、施設のライセンスまたはユーザーを表示できます。",
  },
  "backoffice.distributor": { en: "Distributor", es: "Distribuidor", it: "Distributore", pt: "Distribuidor", ja: "販売代理店" },
  "backoffice.chooseDistributor": { en: "Choose a distributor", es: "Elegir distribuidor", it: "Scegli un distributore", pt: "Escolher distribuidor", ja: "販売代理店を選択" },
  "backoffice.searchCompany": { en: "Search company", es: "Buscar compañía", it: "Cerca azienda", pt: "Buscar empresa", ja: "施設を検索" },
  "backoffice.searchCompanyCaption": {
    en: "Part of the name or of the company's ID. A single match is chosen at once.",
    es: "Parte del nombre o del ID de la compañía. Si solo una coincide, se elige de inmediato.",
    it: "Parte del nome o dell'ID dell'azienda. Se ne corrisponde una sola, viene scelta subito.",
    pt: "Parte do nome ou do ID da empresa. Se só uma corresponder, ela é escolhida na hora.",
    ja: "名前または施設IDの一部。一致が1件だけならすぐに選択されます。",
  },
  "backoffice.matches": {
    en: "{{count}} of {{total}} companies match.",
    es: "Coinciden {{count}} de {{total}} compañías.",
    it: "Corrispondono {{count}} aziende su {{total}}.",
    pt: "{{count}} de {{total}} empresas correspondem.",
    ja: "{{total}} 件中 {{count}} 件の施設が一致します。",
  },
  "backoffice.company": { en: "Company", es: "Compañía", it: "Azienda", pt: "Empresa", ja: "施設" },
  "backoffice.chooseCompany": { en: "Choose a company", es: "Elegir compañía", it: "Scegli un'azienda", pt: "Escolher empresa", ja: "施設を選択" },
  "backoffice.showLicenses": { en: "See the company's licences", es: "Ver licencias de la compañía", it: "Vedi le licenze dell'azienda", pt: "Ver licenças da empresa", ja: "施設のライセンスを表示" },
  "backoffice.showUsers": { en: "See the company's users", es: "Ver usuarios de la compañía", it: "Vedi gli utenti dell'azienda", pt: "Ver usuários da empresa", ja: "施設のユーザーを表示" },
  "backoffice.chooseDistributorTitle": { en: "Choose a distributor", es: "Elija un distribuidor", it: "Scelga un distributore", pt: "Escolha um distribuidor", ja: "販売代理店を選んでください" },
  "backoffice.chooseDistributorHint": {
    en: "Its companies appear in the company list.",
    es: "Sus compañías aparecen en la lista de compañías.",
    it: "Le sue aziende compaiono nell'elenco delle aziende.",
    pt: "Suas empresas aparecem na lista de empresas.",
    ja: "その施設が施設の一覧に表示されます。",
  },
  "backoffice.chooseCompanyTitle": { en: "Choose a company", es: "Elija una compañía", it: "Scelga un'azienda", pt: "Escolha uma empresa", ja: "施設を選んでください" },
  "backoffice.chooseCompanyHint": {
    en: "Search it by name or ID, or pick it in the list.",
    es: "Búsquela por nombre o ID, o elíjala en la lista.",
    it: "La cerchi per nome o ID, o la scelga nell'elenco.",
    pt: "Busque-a pelo nome ou ID, ou escolha-a na lista.",
    ja: "名前またはIDで検索するか、一覧から選んでください。",
  },
  "backoffice.chooseViewTitle": { en: "Licences or users?", es: "¿Licencias o usuarios?", it: "Licenze o utenti?", pt: "Licenças ou usuários?", ja: "ライセンスとユーザーのどちらを表示しますか?" },
  "backoffice.chooseViewHint": {
    en: "Use the buttons above to see the company's licences or its users.",
    es: "Use los botones de arriba para ver las licencias o los usuarios de la compañía.",
    it: "Usi i pulsanti qui sopra per vedere le licenze o gli utenti dell'azienda.",
    pt: "Use os botões acima para ver as licenças ou os usuários da empresa.",
    ja: "上のボタンで施設のライセンスまたはユーザーを表示します。",
  },
  "backoffice.noCompanies": {
    en: "This distributor has no companies yet.",
    es: "Este distribuidor aún no tiene compañías.",
    it: "Questo distributore non ha ancora aziende.",
    pt: "Este distribuidor ainda não tem empresas.",
    ja: "この販売代理店にはまだ施設がありません。",
  },
  "backoffice.users.title": { en: "Users of {{company}}", es: "Usuarios de {{company}}", it: "Utenti di {{company}}", pt: "Usuários de {{company}}", ja: "{{company}} のユーザー" },
  "backoffice.users.userId": { en: "User ID", es: "ID de usuario", it: "ID utente", pt: "ID do usuário", ja: "ユーザーID" },
  "backoffice.users.name": { en: "Name", es: "Nombre", it: "Nome", pt: "Nome", ja: "名前" },
  "backoffice.users.lastName": { en: "Lastname", es: "Apellido", it: "Cognome", pt: "Sobrenome", ja: "姓" },
  "backoffice.users.email": { en: "Email", es: "Correo electrónico", it: "Email", pt: "E-mail", ja: "メール" },
  "backoffice.users.sectorId": { en: "Sector ID", es: "ID de sector", it: "ID settore", pt: "ID do setor", ja: "部署ID" },
  "backoffice.users.sectorName": { en: "Sector name", es: "Nombre del sector", it: "Nome del settore", pt: "Nome do setor", ja: "部署名" },
  "backoffice.users.userType": { en: "User Type", es: "Tipo de usuario", it: "Tipo di utente", pt: "Tipo de usuário", ja: "ユーザー種別" },
  "backoffice.actions": { en: "Actions", es: "Acciones", it: "Azioni", pt: "Ações", ja: "操作" },
  "backoffice.makeAdministrator": { en: "Make administrator", es: "Hacer administrador", it: "Rendi amministratore", pt: "Tornar administrador", ja: "管理者にする" },
  "backoffice.confirmAdministrator": {
    en: "Confirm the administrator change",
    es: "Confirmar cambio de administrador",
    it: "Conferma il cambio di amministratore",
    pt: "Confirmar troca de administrador",
    ja: "管理者の変更を確認",
  },
  "backoffice.confirmAdministratorQuestion": {
    en: "Make {{name}} the administrator of {{company}}? The current administrator becomes a supervisor, and both are signed out to sign in to their new role.",
    es: "¿Hacer a {{name}} administrador de {{company}}? El administrador actual pasa a ser supervisor, y se cierra la sesión de ambos para que entren con su nuevo rol.",
    it: "Rendere {{name}} amministratore di {{company}}? L'amministratore attuale diventa supervisore, ed entrambi vengono disconnessi per rientrare con il nuovo ruolo.",
    pt: "Tornar {{name}} administrador de {{company}}? O administrador atual passa a supervisor, e a sessão de ambos é encerrada para que entrem com a nova função.",
    ja: "{{name}} を {{company}} の管理者にしますか? 現在の管理者はスーパーバイザーになり、新しい役割で入り直すために両者ともサインアウトされます。",
  },
  "backoffice.selectAsAdministrator": {
    en: "Select as the new administrator",
    es: "Seleccionar como nuevo administrador",
    it: "Seleziona come nuovo amministratore",
    pt: "Selecionar como novo administrador",
    ja: "新しい管理者として選択",
  },
  "backoffice.noUsers": { en: "This company has no users.", es: "Esta compañía no tiene usuarios.", it: "Questa azienda non ha utenti.", pt: "Esta empresa não tem usuários.", ja: "この施設にはユーザーがいません。" },
  "backoffice.yes": { en: "Yes", es: "Sí", it: "Sì", pt: "Sim", ja: "はい" },
  "backoffice.no": { en: "No", es: "No", it: "No", pt: "Não", ja: "いいえ" },
};

/** The licence table of /distlicenses and its failure popup. */
const licenseTable: UiTexts = {
  "backoffice.licenses.tableTitle": { en: "Licences of {{company}}", es: "Licencias de {{company}}", it: "Licenze di {{company}}", pt: "Licenças de {{company}}", ja: "{{company}} のライセンス" },
  "backoffice.licenses.licenseId": { en: "License ID", es: "ID de licencia", it: "ID licenza", pt: "ID da licença", ja: "ライセンスID" },
  "backoffice.licenses.code": { en: "Code", es: "Código", it: "Codice", pt: "Código", ja: "コード" },
  "backoffice.licenses.startDate": { en: "Start Date", es: "Fecha de inicio", it: "Data di inizio", pt: "Data de início", ja: "開始日" },
  "backoffice.licenses.endDate": { en: "End Date", es: "Fecha de fin", it: "Data di fine", pt: "Data de término", ja: "終了日" },
  "backoffice.licenses.status": { en: "License Status", es: "Estado de la licencia", it: "Stato della licenza", pt: "Status da licença", ja: "ライセンスの状態" },
  "backoffice.licenses.observations": { en: "Observations", es: "Observaciones", it: "Osservazioni", pt: "Observações", ja: "備考" },
  "backoffice.licenses.product": { en: "License Product Name", es: "Producto de la licencia", it: "Prodotto della licenza", pt: "Produto da licença", ja: "ライセンス製品名" },
  "backoffice.licenses.cloud": { en: "Bionova Cloud License", es: "Licencia Bionova Cloud", it: "Licenza Bionova Cloud", pt: "Licença Bionova Cloud", ja: "Bionova Cloud ライセンス" },
  "backoffice.licenses.period": { en: "Period Name", es: "Período", it: "Periodo", pt: "Período", ja: "期間名" },
  "backoffice.licenses.trial": { en: "Trial", es: "Prueba", it: "Prova", pt: "Teste", ja: "試用" },
  "backoffice.licenses.daysToModify": { en: "Days to modify", es: "Días a modificar", it: "Giorni da modificare", pt: "Dias a modificar", ja: "変更する日数" },
  "backoffice.licenses.edit": { en: "Edit", es: "Editar", it: "Modifica", pt: "Editar", ja: "編集" },
  "backoffice.licenses.delete": { en: "Delete", es: "Borrar", it: "Elimina", pt: "Excluir", ja: "削除" },
  "backoffice.licenses.save": { en: "Save", es: "Guardar", it: "Salva", pt: "Salvar", ja: "保存" },
  "backoffice.licenses.confirmDelete": {
    en: "Confirm licence deletion",
    es: "Confirmar borrado de licencia",
    it: "Conferma l'eliminazione della licenza",
    pt: "Confirmar exclusão da licença",
    ja: "ライセンス削除の確認",
  },
  "backoffice.licenses.confirmDeleteQuestion": {
    en: "Delete licence {{licenseId}} ({{product}}) of {{company}}? The company loses what it unlocks; its history stays in the log.",
    es: "¿Borrar la licencia {{licenseId}} ({{product}}) de {{company}}? La compañía pierde lo que habilita; su historial queda en el registro.",
    it: "Eliminare la licenza {{licenseId}} ({{product}}) di {{company}}? L'azienda perde ciò che sblocca; la sua cronologia resta nel registro.",
    pt: "Excluir a licença {{licenseId}} ({{product}}) de {{company}}? A empresa perde o que ela libera; seu histórico fica no log.",
    ja: "{{company}} のライセンス {{licenseId}}（{{product}}）を削除しますか? 施設はこのライセンスで使える機能を失います。履歴はログに残ります。",
  },
  "backoffice.licenses.deleteButton": { en: "Delete licence", es: "Borrar licencia", it: "Elimina licenza", pt: "Excluir licença", ja: "ライセンスを削除" },
  "Request Failed": { en: "Request Failed", es: "Solicitud fallida", it: "Richiesta non riuscita", pt: "Falha na solicitação", ja: "リクエスト失敗" },
  "backoffice.requestFailed": {
    en: "Request failed: {{message}}",
    es: "La solicitud falló: {{message}}",
    it: "Richiesta non riuscita: {{message}}",
    pt: "A solicitação falhou: {{message}}",
    ja: "リクエストに失敗しました: {{message}}",
  },
  "common.ok": { en: "OK", es: "Aceptar", it: "OK", pt: "OK", ja: "OK" },
};

/** What the company's application log says of the administrator change. */
const logWords: UiTexts = {
  "backoffice.log.administratorChanged": {
    en: "{{user}} ({{from}}) is now the administrator; {{previous}} is now a supervisor.",
    es: "{{user}} ({{from}}) es ahora el administrador; {{previous}} pasa a ser supervisor.",
    it: "{{user}} ({{from}}) è ora l'amministratore; {{previous}} ora è supervisore.",
    pt: "{{user}} ({{from}}) agora é o administrador; {{previous}} passa a ser supervisor.",
    ja: "{{user}}（{{from}}）が管理者になり、{{previous}} はスーパーバイザーになりました。",
  },
  "backoffice.log.administratorSet": {
    en: "{{user}} ({{from}}) is now the administrator.",
    es: "{{user}} ({{from}}) es ahora el administrador.",
    it: "{{user}} ({{from}}) è ora l'amministratore.",
    pt: "{{user}} ({{from}}) agora é o administrador.",
    ja: "{{user}}（{{from}}）が管理者になりました。",
  },
  "applog.action.makeAdministrator": { en: "administrator changed", es: "cambio de administrador", it: "cambio di amministratore", pt: "troca de administrador", ja: "管理者の変更" },
};

export const backOfficeTexts: UiTexts = { ...screens, ...licensesAndUsers, ...licenseTable, ...logWords };
