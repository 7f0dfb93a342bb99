// Interface texts of the my licences screen (805), in the five languages.
import type { UiTexts } from "./ui-texts";

export const licenseTexts: UiTexts = {
  // ── Screen ──────────────────────────────────────────────────────────────
  "licenses.eyebrow": { en: "Company", es: "Compañía", it: "Azienda", pt: "Empresa", ja: "会社" },
  "licenses.title": { en: "My licences", es: "Mis licencias", it: "Le mie licenze", pt: "Minhas licenças", ja: "ライセンス" },
  "licenses.description": {
    en: "The licences of your company. Request a new one from your distributor or activate one with the code you received.",
    es: "Las licencias de su compañía. Solicite una nueva a su distribuidor o active una con el código que recibió.",
    it: "Le licenze della sua azienda. Richieda una nuova licenza al suo distributore o ne attivi una con il codice ricevuto.",
    pt: "As licenças da sua empresa. Solicite uma nova ao seu distribuidor ou ative uma com o código que recebeu.",
    ja: "貴社のライセンスです。販売代理店に新しいライセンスを申請するか、受け取ったコードでライセンスを有効化してください。",
  },
  "licenses.table": { en: "Licences", es: "Licencias", it: "Licenze", pt: "Licenças", ja: "ライセンス一覧" },

  // ── Columns ─────────────────────────────────────────────────────────────
  "licenses.product": { en: "Product", es: "Producto", it: "Prodotto", pt: "Produto", ja: "製品" },
  "licenses.period": { en: "Period", es: "Período", it: "Periodo", pt: "Período", ja: "期間" },
  "licenses.trial": { en: "Trial", es: "Prueba", it: "Prova", pt: "Avaliação", ja: "トライアル" },
  "licenses.start": { en: "Start date", es: "Fecha de inicio", it: "Data di inizio", pt: "Data de início", ja: "開始日" },
  "licenses.end": { en: "End date", es: "Fecha de fin", it: "Data di fine", pt: "Data de término", ja: "終了日" },
  "licenses.status": { en: "Status", es: "Estado", it: "Stato", pt: "Status", ja: "状態" },
  "licenses.observations": { en: "Observations", es: "Observaciones", it: "Osservazioni", pt: "Observações", ja: "備考" },
  "licenses.code": { en: "Code", es: "Código", it: "Codice", pt: "Código", ja: "コード" },
  "licenses.invoice": { en: "Invoice number", es: "Número de factura", it: "Numero di fattura", pt: "Número da fatura", ja: "請求書番号" },

  // ── Statuses (served translated by the server as statusDescription) ────
  "licenses.status.requested": { en: "Requested", es: "Solicitada", it: "Richiesta", pt: "Solicitada", ja: "申請中" },
  "licenses.status.active": { en: "Active", es: "Activa", it: "Attiva", pt: "Ativa", ja: "有効" },
  "licenses.status.expired": { en: "Expired", es: "Vencida", it: "Scaduta", pt: "Expirada", ja: "期限切れ" },
  "licenses.status.suspended": { en: "Suspended", es: "Suspendida", it: "Sospesa", pt: "Suspensa", ja: "停止中" },
  "licenses.status.cancelled": { en: "Cancelled", es: "Cancelada", it: "Annullata", pt: "Cancelada", ja: "取消済み" },

  // ── Request dialog ──────────────────────────────────────────────────────
  "licenses.request": { en: "Request licence", es: "Solicitar licencia", it: "Richiedi licenza", pt: "Solicitar licença", ja: "ライセンスを申請" },
  "licenses.requestTitle": { en: "Request a licence", es: "Solicitar una licencia", it: "Richiedere una licenza", pt: "Solicitar uma licença", ja: "ライセンスの申請" },
  "licenses.requestSubtitle": {
    en: "Your distributor receives the request and approves it.",
    es: "Su distribuidor recibe la solicitud y la aprueba.",
    it: "Il suo distributore riceve la richiesta e la approva.",
    pt: "Seu distribuidor recebe a solicitação e a aprova.",
    ja: "申請は販売代理店に送られ、承認されます。",
  },
  "licenses.trialAvailable": {
    en: "The trial of this product has not been used yet: only trial periods can be requested.",
    es: "La prueba de este producto aún no se ha usado: solo se pueden solicitar períodos de prueba.",
    it: "La prova di questo prodotto non è ancora stata usata: si possono richiedere solo periodi di prova.",
    pt: "A avaliação deste produto ainda não foi usada: só é possível solicitar períodos de avaliação.",
    ja: "この製品のトライアルはまだ使用されていません。トライアル期間のみ申請できます。",
  },
  "licenses.trialUsed": {
    en: "The trial of this product was already used: choose a paid period.",
    es: "La prueba de este producto ya se usó: elija un período de pago.",
    it: "La prova di questo prodotto è già stata usata: scelga un periodo a pagamento.",
    pt: "A avaliação deste produto já foi usada: escolha um período pago.",
    ja: "この製品のトライアルは使用済みです。有料の期間を選択してください。",
  },
  "licenses.noPeriods": {
    en: "No period of this product can be requested now.",
    es: "Ahora no se puede solicitar ningún período de este producto.",
    it: "Al momento non si può richiedere alcun periodo di questo prodotto.",
    pt: "Nenhum período deste produto pode ser solicitado agora.",
    ja: "現在、この製品で申請できる期間はありません。",
  },
  "licenses.periodOption": { en: "{{name}} ({{days}} days)", es: "{{name}} ({{days}} días)", it: "{{name}} ({{days}} giorni)", pt: "{{name}} ({{days}} dias)", ja: "{{name}}（{{days}}日間）" },
  "licenses.periodTrialOption": {
    en: "{{name}} ({{days}} days, trial)",
    es: "{{name}} ({{days}} días, prueba)",
    it: "{{name}} ({{days}} giorni, prova)",
    pt: "{{name}} ({{days}} dias, avaliação)",
    ja: "{{name}}（{{days}}日間・トライアル）",
  },
  "licenses.startCaption": {
    en: "The licence starts today; it ends {{end}} once approved.",
    es: "La licencia empieza hoy; termina el {{end}} una vez aprobada.",
    it: "La licenza inizia oggi; una volta approvata, termina il {{end}}.",
    pt: "A licença começa hoje; termina em {{end}} depois de aprovada.",
    ja: "ライセンスは本日開始し、承認後 {{end}} に終了します。",
  },
  "licenses.startToday": {
    en: "The licence starts today.",
    es: "La licencia empieza hoy.",
    it: "La licenza inizia oggi.",
    pt: "A licença começa hoje.",
    ja: "ライセンスは本日開始します。",
  },

  // ── Activate dialog ─────────────────────────────────────────────────────
  "licenses.activate": { en: "Activate", es: "Activar", it: "Attiva", pt: "Ativar", ja: "有効化" },
  "licenses.activateTitle": { en: "Activate a licence", es: "Activar una licencia", it: "Attivare una licenza", pt: "Ativar uma licença", ja: "ライセンスの有効化" },
  "licenses.activationCode": { en: "Activation code", es: "Código de activación", it: "Codice di attivazione", pt: "Código de ativação", ja: "アクティベーションコード" },
  "licenses.activationCaption": {
    en: "The code your distributor gave you, e.g. BNV-XXXX-XXXX-XXXX. The licence starts now.",
    es: "El código que le dio su distribuidor, p. ej. BNV-XXXX-XXXX-XXXX. La licencia empieza ahora.",
    it: "Il codice fornito dal suo distributore, ad es. BNV-XXXX-XXXX-XXXX. La licenza inizia subito.",
    pt: "O código fornecido pelo seu distribuidor, p. ex. BNV-XXXX-XXXX-XXXX. A licença começa agora.",
    ja: "販売代理店から受け取ったコード（例: BNV-XXXX-XXXX-XXXX）。ライセンスはすぐに開始します。",
  },

  // ── Server answers (shown as they come; AlertBanner translates each line) ─
  "Your licence request was sent to your distributor.": {
    en: "Your licence request was sent to your distributor.",
    es: "Su solicitud de licencia se envió a su distribuidor.",
    it: "La sua richiesta di licenza è stata inviata al distributore.",
    pt: "Sua solicitação de licença foi enviada ao seu distribuidor.",
    ja: "ライセンス申請を販売代理店に送信しました。",
  },
  "The licence was activated.": {
    en: "The licence was activated.",
    es: "La licencia se activó.",
    it: "La licenza è stata attivata.",
    pt: "A licença foi ativada.",
    ja: "ライセンスを有効化しました。",
  },
  "The activation code is not valid.": {
    en: "The activation code is not valid.",
    es: "El código de activación no es válido.",
    it: "Il codice di attivazione non è valido.",
    pt: "O código de ativação não é válido.",
    ja: "アクティベーションコードが無効です。",
  },
  "This activation code has already been used.": {
    en: "This activation code has already been used.",
    es: "Este código de activación ya se ha usado.",
    it: "Questo codice di attivazione è già stato usato.",
    pt: "Este código de ativação já foi usado.",
    ja: "このアクティベーションコードは使用済みです。",
  },
  "Your distributor does not offer this product with this period.": {
    en: "Your distributor does not offer this product with this period.",
    es: "Su distribuidor no ofrece este producto con este período.",
    it: "Il suo distributore non offre questo prodotto con questo periodo.",
    pt: "Seu distribuidor não oferece este produto com este período.",
    ja: "販売代理店はこの製品をこの期間で提供していません。",
  },
  "The trial of this product was already used: choose a period that is not a trial.": {
    en: "The trial of this product was already used: choose a period that is not a trial.",
    es: "La prueba de este producto ya se usó: elija un período que no sea de prueba.",
    it: "La prova di questo prodotto è già stata usata: scelga un periodo che non sia di prova.",
    pt: "A avaliação deste produto já foi usada: escolha um período que não seja de avaliação.",
    ja: "この製品のトライアルは使用済みです。トライアル以外の期間を選択してください。",
  },
  "This product starts with its trial: choose the trial period.": {
    en: "This product starts with its trial: choose the trial period.",
    es: "Este producto empieza con su prueba: elija el período de prueba.",
    it: "Questo prodotto inizia con la prova: scelga il periodo di prova.",
    pt: "Este produto começa com a avaliação: escolha o período de avaliação.",
    ja: "この製品はトライアルから開始します。トライアル期間を選択してください。",
  },
  "A request for this product is already pending.": {
    en: "A request for this product is already pending.",
    es: "Ya hay una solicitud pendiente para este producto.",
    it: "È già in attesa una richiesta per questo prodotto.",
    pt: "Já existe uma solicitação pendente para este produto.",
    ja: "この製品の申請はすでに保留中です。",
  },
  "The start date cannot be in the past.": {
    en: "The start date cannot be in the past.",
    es: "La fecha de inicio no puede ser pasada.",
    it: "La data di inizio non può essere nel passato.",
    pt: "A data de início não pode estar no passado.",
    ja: "開始日に過去の日付は指定できません。",
  },
  "The start date must be within the next year.": {
    en: "The start date must be within the next year.",
    es: "La fecha de inicio debe estar dentro del próximo año.",
    it: "La data di inizio deve essere entro il prossimo anno.",
    pt: "A data de início deve estar dentro do próximo ano.",
    ja: "開始日は1年以内の日付にしてください。",
  },
  "licenses.expiryNotice": {
    en: "The licence {{product}} expires on {{date}}. Renew it in My licences.",
    es: "La licencia {{product}} vence el {{date}}. Renuévela en Mis licencias.",
    it: "La licenza {{product}} scade il {{date}}. Rinnovala in Le mie licenze.",
    pt: "A licença {{product}} vence em {{date}}. Renove-a em Minhas licenças.",
    ja: "ライセンス {{product}} は {{date}} に期限切れになります。「マイライセンス」で更新してください。",
  },
};
