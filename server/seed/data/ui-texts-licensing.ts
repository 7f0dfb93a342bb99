// Texts of the licence life cycle (server/licenses/admin.ts, lifecycle.ts) and the provider's
// licence screens (/SysLicenses, /syslicenseeditor), in the five languages. Server answers are
// keyed by their English text: the server writes them in the reader's language.
import type { UiTexts } from "./ui-texts";

export const licensingTexts: UiTexts = {
  "licenses.status.approved": { en: "Approved", es: "Aprobada", it: "Approvata", pt: "Aprovada", ja: "承認済み" },
  "licenses.approvedNotice": {
    en: "Your {{product}} licence was approved. Activate it in My licences with the code {{code}}.",
    es: "Su licencia {{product}} fue aprobada. Actívela en Mis licencias con el código {{code}}.",
    it: "La licenza {{product}} è stata approvata. La attivi in Le mie licenze con il codice {{code}}.",
    pt: "Sua licença {{product}} foi aprovada. Ative-a em Minhas licenças com o código {{code}}.",
    ja: "{{product}} ライセンスが承認されました。ライセンス画面でコード {{code}} を入力して有効化してください。",
  },

  // ── Server answers ──────────────────────────────────────────────────────
  "The licence was approved: its activation code was sent to the company.": {
    en: "The licence was approved: its activation code was sent to the company.",
    es: "La licencia fue aprobada: su código de activación se envió a la compañía.",
    it: "La licenza è stata approvata: il suo codice di attivazione è stato inviato all'azienda.",
    pt: "A licença foi aprovada: seu código de ativação foi enviado à empresa.",
    ja: "ライセンスを承認しました。アクティベーションコードを施設に送信しました。",
  },
  "The licence was cancelled.": { en: "The licence was cancelled.", es: "La licencia fue cancelada.", it: "La licenza è stata annullata.", pt: "A licença foi cancelada.", ja: "ライセンスを取り消しました。" },
  "The licence was suspended.": { en: "The licence was suspended.", es: "La licencia fue suspendida.", it: "La licenza è stata sospesa.", pt: "A licença foi suspensa.", ja: "ライセンスを停止しました。" },
  "The licence is active again.": { en: "The licence is active again.", es: "La licencia vuelve a estar activa.", it: "La licenza è di nuovo attiva.", pt: "A licença está ativa novamente.", ja: "ライセンスを再開しました。" },
  "The licence was updated.": { en: "The licence was updated.", es: "La licencia fue actualizada.", it: "La licenza è stata aggiornata.", pt: "A licença foi atualizada.", ja: "ライセンスを更新しました。" },
  "The licence was deleted.": { en: "The licence was deleted.", es: "La licencia fue borrada.", it: "La licenza è stata eliminata.", pt: "A licença foi excluída.", ja: "ライセンスを削除しました。" },
  "A code that was used cannot be deleted.": { en: "A code that was used cannot be deleted.", es: "No se puede borrar un código que ya se usó.", it: "Non si può eliminare un codice già usato.", pt: "Não é possível excluir um código que já foi usado.", ja: "使用済みのコードは削除できません。" },
  "The licence would end before it starts.": { en: "The licence would end before it starts.", es: "La licencia terminaría antes de empezar.", it: "La licenza finirebbe prima di iniziare.", pt: "A licença terminaria antes de começar.", ja: "ライセンスの終了日が開始日より前になります。" },
  "Choose one of the statuses: Requested, Active, Expired, Suspended or Cancelled.": {
    en: "Choose one of the statuses: Requested, Active, Expired, Suspended or Cancelled.",
    es: "Elija uno de los estados: Solicitada, Activa, Vencida, Suspendida o Cancelada.",
    it: "Scelga uno degli stati: Richiesta, Attiva, Scaduta, Sospesa o Annullata.",
    pt: "Escolha um dos status: Solicitada, Ativa, Expirada, Suspensa ou Cancelada.",
    ja: "状態を選択してください: 申請中、有効、期限切れ、停止中、取消済み。",
  },
  "Only a requested licence can be approved.": { en: "Only a requested licence can be approved.", es: "Solo se puede aprobar una licencia solicitada.", it: "Si può approvare solo una licenza richiesta.", pt: "Só é possível aprovar uma licença solicitada.", ja: "承認できるのは申請中のライセンスのみです。" },
  "Only a requested or approved licence can be cancelled.": { en: "Only a requested or approved licence can be cancelled.", es: "Solo se puede cancelar una licencia solicitada o aprobada.", it: "Si può annullare solo una licenza richiesta o approvata.", pt: "Só é possível cancelar uma licença solicitada ou aprovada.", ja: "取り消せるのは申請中または承認済みのライセンスのみです。" },
  "Only an active licence can be suspended.": { en: "Only an active licence can be suspended.", es: "Solo se puede suspender una licencia activa.", it: "Si può sospendere solo una licenza attiva.", pt: "Só é possível suspender uma licença ativa.", ja: "停止できるのは有効なライセンスのみです。" },
  "Only a suspended licence can be unsuspended.": { en: "Only a suspended licence can be unsuspended.", es: "Solo se puede reactivar una licencia suspendida.", it: "Si può riattivare solo una licenza sospesa.", pt: "Só é possível reativar uma licença suspensa.", ja: "再開できるのは停止中のライセンスのみです。" },
  "Only an approved licence can be activated.": { en: "Only an approved licence can be activated.", es: "Solo se puede activar una licencia aprobada.", it: "Si può attivare solo una licenza approvata.", pt: "Só é possível ativar uma licença aprovada.", ja: "有効化できるのは承認済みのライセンスのみです。" },
  "Only an active or suspended licence can expire.": { en: "Only an active or suspended licence can expire.", es: "Solo puede vencer una licencia activa o suspendida.", it: "Può scadere solo una licenza attiva o sospesa.", pt: "Só pode expirar uma licença ativa ou suspensa.", ja: "期限切れにできるのは有効または停止中のライセンスのみです。" },
  "The activation code is mistyped: check it and try again.": {
    en: "The activation code is mistyped: check it and try again.",
    es: "El código de activación tiene un error de escritura: revíselo e inténtelo de nuevo.",
    it: "Il codice di attivazione contiene un errore di battitura: lo controlli e riprovi.",
    pt: "O código de ativação tem um erro de digitação: verifique-o e tente novamente.",
    ja: "アクティベーションコードに入力誤りがあります。確認してもう一度お試しください。",
  },
  "The exporter needs an active Bionova Cloud or Exporter licence.": {
    en: "The exporter needs an active Bionova Cloud or Exporter licence.",
    es: "El exportador necesita una licencia activa de Bionova Cloud o Exporter.",
    it: "L'esportatore richiede una licenza attiva Bionova Cloud o Exporter.",
    pt: "O exportador precisa de uma licença ativa Bionova Cloud ou Exporter.",
    ja: "エクスポーターには有効な Bionova Cloud または Exporter ライセンスが必要です。",
  },
  "The historical browser of biological indicators needs an active Bionova Cloud licence.": {
    en: "The historical browser of biological indicators needs an active Bionova Cloud licence.",
    es: "El histórico de indicadores biológicos necesita una licencia activa de Bionova Cloud.",
    it: "Lo storico degli indicatori biologici richiede una licenza attiva Bionova Cloud.",
    pt: "O histórico de indicadores biológicos precisa de uma licença ativa Bionova Cloud.",
    ja: "生物学的インジケータの履歴には有効な Bionova Cloud ライセンスが必要です。",
  },
};
