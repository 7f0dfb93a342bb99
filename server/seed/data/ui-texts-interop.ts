// Interface texts of the HL7 v2 screens (docs/interoperability.md, issue 19): the HL7 downloads
// of a historical reading's detail (web/screens/historical/Hl7Download.tsx) and the hospital
// interface engine of the subscriptions screen (web/screens/company/subscriptions/Mllp*.tsx:
// the MLLP destination and its deliveries), in the five languages. The two fixed messages of
// the destination's validation (server/interop/mllp-send.ts) are keys too, so the field shows
// them in the user's language.
import type { UiTexts } from "./ui-texts";

export const interopTexts: UiTexts = {
  // ── Historical browser: the detail's downloads ──────────────────────────
  "hl7.downloadReading": {
    en: "Download HL7 (reading)",
    es: "Descargar HL7 (lectura)",
    it: "Scarica HL7 (lettura)",
    pt: "Baixar HL7 (leitura)",
    ja: "HL7をダウンロード（読み取り）",
  },
  "hl7.downloadLoad": {
    en: "Download HL7 (load)",
    es: "Descargar HL7 (carga)",
    it: "Scarica HL7 (carico)",
    pt: "Baixar HL7 (carga)",
    ja: "HL7をダウンロード（ロード）",
  },

  // ── Subscriptions: the hospital interface engine ────────────────────────
  "mllp.title": {
    en: "Hospital interface engine (HL7 over MLLP)",
    es: "Motor de integración del hospital (HL7 por MLLP)",
    it: "Motore di integrazione dell'ospedale (HL7 su MLLP)",
    pt: "Motor de integração do hospital (HL7 via MLLP)",
    ja: "病院インターフェースエンジン（MLLPによるHL7）",
  },
  "mllp.intro": {
    en: "When a reading gets its result, its HL7 v2.6 message is sent to the hospital's interface engine, which acknowledges it. A message that is not accepted is sent again several times over about an hour.",
    es: "Cuando una lectura obtiene su resultado, su mensaje HL7 v2.6 se envía al motor de integración del hospital, que lo confirma. Un mensaje no aceptado se vuelve a enviar varias veces durante aproximadamente una hora.",
    it: "Quando una lettura ottiene il risultato, il suo messaggio HL7 v2.6 viene inviato al motore di integrazione dell'ospedale, che ne conferma la ricezione. Un messaggio non accettato viene inviato di nuovo più volte nell'arco di circa un'ora.",
    pt: "Quando uma leitura obtém o resultado, sua mensagem HL7 v2.6 é enviada ao motor de integração do hospital, que confirma o recebimento. Uma mensagem não aceita é reenviada várias vezes ao longo de cerca de uma hora.",
    ja: "読み取りの結果が出ると、そのHL7 v2.6メッセージが病院のインターフェースエンジンに送信され、エンジンが受信を確認します。受け付けられなかったメッセージは約1時間にわたり数回再送されます。",
  },
  "mllp.host": { en: "Host", es: "Servidor", it: "Host", pt: "Servidor", ja: "ホスト" },
  "mllp.hostCaption": {
    en: "The interface engine's host name or IP address",
    es: "Nombre o dirección IP del motor de integración",
    it: "Nome host o indirizzo IP del motore di integrazione",
    pt: "Nome ou endereço IP do motor de integração",
    ja: "インターフェースエンジンのホスト名またはIPアドレス",
  },
  "mllp.port": { en: "Port", es: "Puerto", it: "Porta", pt: "Porta", ja: "ポート" },
  "mllp.receivingApplication": {
    en: "Receiving application (MSH-5)",
    es: "Aplicación receptora (MSH-5)",
    it: "Applicazione ricevente (MSH-5)",
    pt: "Aplicação receptora (MSH-5)",
    ja: "受信アプリケーション（MSH-5）",
  },
  "mllp.receivingFacility": {
    en: "Receiving facility (MSH-6)",
    es: "Centro receptor (MSH-6)",
    it: "Struttura ricevente (MSH-6)",
    pt: "Instituição receptora (MSH-6)",
    ja: "受信施設（MSH-6）",
  },
  "mllp.namesCaption": {
    en: "Optional: the engine's own names, written in every message",
    es: "Opcional: los nombres propios del motor, escritos en cada mensaje",
    it: "Facoltativo: i nomi propri del motore, scritti in ogni messaggio",
    pt: "Opcional: os nomes próprios do motor, escritos em cada mensagem",
    ja: "任意: エンジン独自の名前。すべてのメッセージに記載されます",
  },
  "mllp.enabled": { en: "Send results", es: "Enviar resultados", it: "Invia risultati", pt: "Enviar resultados", ja: "結果を送信" },
  "mllp.enabledCaption": {
    en: "While off, nothing is queued and the messages still waiting end as failed.",
    es: "Mientras está desactivado no se encola nada y los mensajes aún pendientes terminan como fallidos.",
    it: "Quando è disattivato non si accoda nulla e i messaggi ancora in attesa terminano come non riusciti.",
    pt: "Enquanto desativado, nada é enfileirado e as mensagens ainda pendentes terminam como falhas.",
    ja: "オフの間は何もキューに入らず、待機中のメッセージは失敗として終了します。",
  },
  "mllp.switchOn": { en: "On", es: "Activado", it: "Attivo", pt: "Ativado", ja: "オン" },
  "mllp.switchOff": { en: "Off", es: "Desactivado", it: "Disattivo", pt: "Desativado", ja: "オフ" },
  "mllp.on": { en: "Sending", es: "Enviando", it: "Invio attivo", pt: "Enviando", ja: "送信中" },
  "mllp.off": { en: "Switched off", es: "Desactivado", it: "Disattivato", pt: "Desativado", ja: "オフ" },
  "mllp.notConfigured": { en: "Not configured", es: "Sin configurar", it: "Non configurato", pt: "Não configurado", ja: "未設定" },
  "mllp.saved": {
    en: "The interface engine was saved.",
    es: "Se guardó el motor de integración.",
    it: "Il motore di integrazione è stato salvato.",
    pt: "O motor de integração foi salvo.",
    ja: "インターフェースエンジンを保存しました。",
  },
  "mllp.savedAt": { en: "Saved {{date}}", es: "Guardado el {{date}}", it: "Salvato il {{date}}", pt: "Salvo em {{date}}", ja: "{{date}} に保存" },
  "mllp.deliveries": { en: "Recent messages", es: "Mensajes recientes", it: "Messaggi recenti", pt: "Mensagens recentes", ja: "最近のメッセージ" },
  "mllp.refresh": { en: "Refresh", es: "Actualizar", it: "Aggiorna", pt: "Atualizar", ja: "更新" },
  "mllp.column.time": { en: "Queued", es: "En cola desde", it: "In coda dal", pt: "Na fila desde", ja: "キュー登録" },
  "mllp.column.reading": { en: "Reading", es: "Lectura", it: "Lettura", pt: "Leitura", ja: "読み取り" },
  "mllp.column.controlId": { en: "Control ID (MSH-10)", es: "ID de control (MSH-10)", it: "ID di controllo (MSH-10)", pt: "ID de controle (MSH-10)", ja: "制御ID（MSH-10）" },
  "mllp.column.status": { en: "Status", es: "Estado", it: "Stato", pt: "Status", ja: "状態" },
  "mllp.column.attempts": { en: "Attempts", es: "Intentos", it: "Tentativi", pt: "Tentativas", ja: "試行回数" },
  "mllp.column.ack": { en: "ACK", es: "ACK", it: "ACK", pt: "ACK", ja: "ACK（応答）" },
  "mllp.column.lastError": { en: "Last error", es: "Último error", it: "Ultimo errore", pt: "Último erro", ja: "最後のエラー" },
  "mllp.status.delivered": { en: "Delivered", es: "Entregado", it: "Consegnato", pt: "Entregue", ja: "配信済み" },
  "mllp.status.pending": { en: "Pending", es: "Pendiente", it: "In attesa", pt: "Pendente", ja: "保留中" },
  "mllp.status.failed": { en: "Failed", es: "Fallido", it: "Non riuscito", pt: "Falhou", ja: "失敗" },
  "mllp.nextAttempt": { en: "next attempt {{date}}", es: "próximo intento {{date}}", it: "prossimo tentativo {{date}}", pt: "próxima tentativa {{date}}", ja: "次回の試行 {{date}}" },
  "mllp.readingId": { en: "ID {{id}}", es: "ID {{id}}", it: "ID {{id}}", pt: "ID {{id}}", ja: "ID {{id}}" },
  "mllp.kind.BI": { en: "Biological indicator", es: "Indicador biológico", it: "Indicatore biologico", pt: "Indicador biológico", ja: "生物学的インジケーター" },
  "mllp.kind.PRO": { en: "Protein test", es: "Test de proteínas", it: "Test delle proteine", pt: "Teste de proteínas", ja: "タンパク質テスト" },
  "mllp.kind.CHE_STERILIZER": {
    en: "Chemical indicator (sterilizer)",
    es: "Indicador químico (esterilizador)",
    it: "Indicatore chimico (sterilizzatrice)",
    pt: "Indicador químico (esterilizador)",
    ja: "化学的インジケーター（滅菌器）",
  },
  "mllp.kind.CHE_WASHER": {
    en: "Chemical indicator (washer)",
    es: "Indicador químico (lavadora)",
    it: "Indicatore chimico (lavatrice)",
    pt: "Indicador químico (lavadora)",
    ja: "化学的インジケーター（洗浄機）",
  },

  // ── The destination's validation messages (server/interop/mllp-send.ts) ──
  "The port must be a whole number from 1 to 65535.": {
    en: "The port must be a whole number from 1 to 65535.",
    es: "El puerto debe ser un número entero de 1 a 65535.",
    it: "La porta deve essere un numero intero da 1 a 65535.",
    pt: "A porta deve ser um número inteiro de 1 a 65535.",
    ja: "ポートは1から65535までの整数でなければなりません。",
  },
  "The host must be a host name or an IP address.": {
    en: "The host must be a host name or an IP address.",
    es: "El servidor debe ser un nombre de host o una dirección IP.",
    it: "L'host deve essere un nome host o un indirizzo IP.",
    pt: "O servidor deve ser um nome de host ou um endereço IP.",
    ja: "ホストはホスト名またはIPアドレスでなければなりません。",
  },
};
