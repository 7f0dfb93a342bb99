// Interface texts of electronic signatures (docs/signatures.md): the company's policy
// parameters (22, 23), the signature dialog's user-name field, the signature of a move to
// historical and of a licence approval, and the manifestation shown and printed with a record.
import type { UiTexts } from "./ui-texts";

export const signatureTexts: UiTexts = {
  // ── Parameters screen ───────────────────────────────────────────────────
  "parameters.signaturesBlock": { en: "Electronic signatures", es: "Firmas electrónicas", it: "Firme elettroniche", pt: "Assinaturas eletrônicas", ja: "電子署名" },
  "parameters.signaturesHelp": {
    en: "Which actions your policy has signed (21 CFR Part 11): the signer enters their password again and states what the signature means. Closing an incident and releasing an implant load are always signed.",
    es: "Qué acciones firma su política (21 CFR Part 11): quien firma vuelve a introducir su contraseña e indica el significado de la firma. Cerrar un incidente y liberar una carga de implantes se firman siempre.",
    it: "Quali azioni la sua politica fa firmare (21 CFR Part 11): chi firma reinserisce la password e indica il significato della firma. La chiusura di un incidente e il rilascio di un carico di impianti sono sempre firmati.",
    pt: "Quais ações sua política exige assinar (21 CFR Part 11): quem assina digita a senha novamente e indica o significado da assinatura. Encerrar um incidente e liberar uma carga de implantes são sempre assinados.",
    ja: "方針で署名を求める操作 (21 CFR Part 11): 署名者はパスワードを再入力し、署名の意味を示します。インシデントの終了とインプラント積載物の払い出しには常に署名が必要です。",
  },
  "parameters.signToHistorical": {
    en: "Sign readings moved to the historical record",
    es: "Firmar las lecturas pasadas al histórico",
    it: "Firmare le letture spostate nello storico",
    pt: "Assinar as leituras movidas para o histórico",
    ja: "履歴へ移動する読み取りに署名する",
  },
  "parameters.signLicenseApproval": {
    en: "Sign licence approvals",
    es: "Firmar las aprobaciones de licencias",
    it: "Firmare le approvazioni delle licenze",
    pt: "Assinar as aprovações de licenças",
    ja: "ライセンス承認に署名する",
  },

  // ── The signature dialog ────────────────────────────────────────────────
  "signatures.userName": { en: "Your user name (e-mail)", es: "Su nombre de usuario (correo)", it: "Il suo nome utente (e-mail)", pt: "Seu nome de usuário (e-mail)", ja: "ユーザー名 (メールアドレス)" },
  "signatures.firstSigning": {
    en: "This is your first signature in this session: enter both your user name and your password.",
    es: "Es su primera firma en esta sesión: introduzca su nombre de usuario y su contraseña.",
    it: "È la sua prima firma in questa sessione: inserisca nome utente e password.",
    pt: "Esta é sua primeira assinatura nesta sessão: digite seu nome de usuário e sua senha.",
    ja: "このセッションで最初の署名です。ユーザー名とパスワードの両方を入力してください。",
  },
  "incidents.meaning.RELEASED": { en: "Released", es: "Liberado", it: "Rilasciato", pt: "Liberado", ja: "払い出し" },

  // ── Moving readings to historical, signed ───────────────────────────────
  "signatures.toHistorical.submit": { en: "Sign and move", es: "Firmar y pasar", it: "Firma e sposta", pt: "Assinar e mover", ja: "署名して移動" },
  "signatures.toHistorical.statement": {
    en: "Your company's policy asks for your electronic signature to move reading {{readNumbers}} to the historical record. Your signature is bound to the record as it is now: a later change shows it void.",
    es: "La política de su empresa pide su firma electrónica para pasar la lectura {{readNumbers}} al histórico. La firma queda ligada al registro tal como está: un cambio posterior la muestra anulada.",
    it: "La politica della sua azienda richiede la sua firma elettronica per spostare la lettura {{readNumbers}} nello storico. La firma è legata al record così com'è ora: una modifica successiva la mostra non valida.",
    pt: "A política da sua empresa pede sua assinatura eletrônica para mover a leitura {{readNumbers}} para o histórico. A assinatura fica ligada ao registro como está agora: uma alteração posterior a mostra anulada.",
    ja: "会社の方針により、読み取り {{readNumbers}} を履歴へ移動するには電子署名が必要です。署名は現在の記録に結び付けられ、後で変更されると無効と表示されます。",
  },
  "signatures.toHistorical.statementMany": {
    en: "Your company's policy asks for your electronic signature to move {{count}} readings ({{readNumbers}}) to the historical record. Your signature is bound to each record as it is now: a later change shows it void.",
    es: "La política de su empresa pide su firma electrónica para pasar {{count}} lecturas ({{readNumbers}}) al histórico. La firma queda ligada a cada registro tal como está: un cambio posterior la muestra anulada.",
    it: "La politica della sua azienda richiede la sua firma elettronica per spostare {{count}} letture ({{readNumbers}}) nello storico. La firma è legata a ciascun record così com'è ora: una modifica successiva la mostra non valida.",
    pt: "A política da sua empresa pede sua assinatura eletrônica para mover {{count}} leituras ({{readNumbers}}) para o histórico. A assinatura fica ligada a cada registro como está agora: uma alteração posterior a mostra anulada.",
    ja: "会社の方針により、{{count}} 件の読み取り ({{readNumbers}}) を履歴へ移動するには電子署名が必要です。署名は各記録の現在の内容に結び付けられ、後で変更されると無効と表示されます。",
  },
  "signatures.confirmAndSave.statement": {
    en: "Your company's policy asks for your electronic signature to confirm and save reading {{readNumbers}} to the record. Your signature is bound to the record as it is now: a later change shows it void.",
    es: "La política de su empresa pide su firma electrónica para confirmar y guardar la lectura {{readNumbers}} en el registro. La firma queda ligada al registro tal como está: un cambio posterior la muestra anulada.",
    it: "La politica della sua azienda richiede la sua firma elettronica per confermare e salvare la lettura {{readNumbers}} nel registro. La firma è legata al record così com'è ora: una modifica successiva la mostra non valida.",
    pt: "A política da sua empresa pede sua assinatura eletrônica para confirmar e salvar a leitura {{readNumbers}} no registro. A assinatura fica ligada ao registro como está agora: uma alteração posterior a mostra anulada.",
    ja: "会社の方針により、読み取り {{readNumbers}} を確認して記録に保存するには電子署名が必要です。署名は現在の記録に結び付けられ、後で変更されると無効と表示されます。",
  },
  "signatures.confirmAndSave.submit": { en: "Sign and save", es: "Firmar y guardar", it: "Firma e salva", pt: "Assinar e salvar", ja: "署名して保存" },

  // ── Licence approval, signed ────────────────────────────────────────────
  "signatures.license.statement": {
    en: "{{company}}'s policy asks for your electronic signature to approve this licence ({{product}}). Your signature is bound to the licence as approved: a later change of its product, period, length or invoice shows it void.",
    es: "La política de {{company}} pide su firma electrónica para aprobar esta licencia ({{product}}). La firma queda ligada a la licencia aprobada: un cambio posterior de producto, periodo, duración o factura la muestra anulada.",
    it: "La politica di {{company}} richiede la sua firma elettronica per approvare questa licenza ({{product}}). La firma è legata alla licenza approvata: una modifica successiva di prodotto, periodo, durata o fattura la mostra non valida.",
    pt: "A política de {{company}} pede sua assinatura eletrônica para aprovar esta licença ({{product}}). A assinatura fica ligada à licença aprovada: uma alteração posterior de produto, período, duração ou fatura a mostra anulada.",
    ja: "{{company}} の方針により、このライセンス ({{product}}) の承認には電子署名が必要です。署名は承認されたライセンスに結び付けられ、製品・期間・期間の長さ・請求書番号が後で変更されると無効と表示されます。",
  },
  "signatures.license.title": { en: "Sign the approval", es: "Firmar la aprobación", it: "Firmi l'approvazione", pt: "Assinar a aprovação", ja: "承認への署名" },
  "signatures.license.submit": { en: "Sign and approve", es: "Firmar y aprobar", it: "Firma e approva", pt: "Assinar e aprovar", ja: "署名して承認" },

  // ── The manifestation (21 CFR Part 11 §11.50) ───────────────────────────
  "signatures.approval": { en: "Approval signed", es: "Aprobación firmada", it: "Approvazione firmata", pt: "Aprovação assinada", ja: "承認署名" },
  "signatures.title": { en: "Electronic signatures", es: "Firmas electrónicas", it: "Firme elettroniche", pt: "Assinaturas eletrônicas", ja: "電子署名" },
  "signatures.line": {
    en: "Signed by {{name}} on {{time}} — {{meaning}} ({{action}})",
    es: "Firmado por {{name}} el {{time}} — {{meaning}} ({{action}})",
    it: "Firmato da {{name}} il {{time}} — {{meaning}} ({{action}})",
    pt: "Assinado por {{name}} em {{time}} — {{meaning}} ({{action}})",
    ja: "{{name}} が {{time}} に署名 — {{meaning}} ({{action}})",
  },
  "signatures.void": {
    en: "Signature void: the record changed after it was signed",
    es: "Firma anulada: el registro cambió después de firmarse",
    it: "Firma non valida: il record è cambiato dopo la firma",
    pt: "Assinatura anulada: o registro mudou após a assinatura",
    ja: "署名無効: 署名後に記録が変更されました",
  },
  "signatures.action.toHistorical": { en: "moved to historical", es: "pasada al histórico", it: "spostata nello storico", pt: "movida para o histórico", ja: "履歴へ移動" },
  "signatures.action.confirmAndSave": { en: "confirmed and saved", es: "confirmada y guardada", it: "confermata e salvata", pt: "confirmada e salva", ja: "確認して保存" },
  "signatures.action.approve": { en: "licence approved", es: "licencia aprobada", it: "licenza approvata", pt: "licença aprovada", ja: "ライセンス承認" },
  "signatures.action.release": { en: "implant load released", es: "carga de implantes liberada", it: "carico di impianti rilasciato", pt: "carga de implantes liberada", ja: "インプラント積載物の払い出し" },
};
