// Interface texts of the personal dashboard of /appmain (server/dashboard, web/screens/home/panels),
// in the five languages. Panel names and series results come from the server in English and
// are translated here as keys.
import type { UiTexts } from "./ui-texts";

export const dashboardTexts: UiTexts = {
  // ── The dashboard ───────────────────────────────────────────────────────
  "dashboard.title": { en: "My dashboard", es: "Mi panel", it: "La mia dashboard", pt: "Meu painel", ja: "マイダッシュボード" },
  "dashboard.description": {
    en: "Your company's results over the last 31 days. Add the charts you want to follow: they update as readings arrive.",
    es: "Los resultados de su compañía en los últimos 31 días. Añada los gráficos que quiera seguir: se actualizan a medida que llegan lecturas.",
    it: "I risultati della sua azienda negli ultimi 31 giorni. Aggiunga i grafici che vuole seguire: si aggiornano all'arrivo delle letture.",
    pt: "Os resultados da sua empresa nos últimos 31 dias. Adicione os gráficos que deseja acompanhar: eles se atualizam à medida que chegam leituras.",
    ja: "過去31日間の貴社の結果です。追跡したいグラフを追加してください。読み取りが届くたびに更新されます。",
  },
  "dashboard.add": { en: "Add panel", es: "Añadir panel", it: "Aggiungi pannello", pt: "Adicionar painel", ja: "パネルを追加" },
  "dashboard.allAdded": {
    en: "Every panel is already on your dashboard.",
    es: "Todos los paneles ya están en su panel.",
    it: "Tutti i pannelli sono già nella sua dashboard.",
    pt: "Todos os painéis já estão no seu painel.",
    ja: "すべてのパネルがすでにダッシュボードにあります。",
  },
  "dashboard.added": { en: "Panel added.", es: "Panel añadido.", it: "Pannello aggiunto.", pt: "Painel adicionado.", ja: "パネルを追加しました。" },
  "dashboard.removed": { en: "Panel removed.", es: "Panel quitado.", it: "Pannello rimosso.", pt: "Painel removido.", ja: "パネルを削除しました。" },
  "dashboard.remove": { en: "Remove panel", es: "Quitar panel", it: "Rimuovi pannello", pt: "Remover painel", ja: "パネルを削除" },
  "dashboard.removeTitle": { en: "Remove this panel?", es: "¿Quitar este panel?", it: "Rimuovere questo pannello?", pt: "Remover este painel?", ja: "このパネルを削除しますか?" },
  "dashboard.removeBody": {
    en: "“{{name}}” leaves your dashboard. You can add it again at any time.",
    es: "«{{name}}» sale de su panel. Puede volver a añadirlo cuando quiera.",
    it: "«{{name}}» esce dalla sua dashboard. Può aggiungerlo di nuovo in qualsiasi momento.",
    pt: "“{{name}}” sai do seu painel. Você pode adicioná-lo novamente a qualquer momento.",
    ja: "「{{name}}」をダッシュボードから削除します。いつでも再追加できます。",
  },
  "dashboard.none": {
    en: "Your dashboard has no panels yet. Choose “Add panel” to follow your results here.",
    es: "Su panel aún no tiene gráficos. Elija «Añadir panel» para seguir aquí sus resultados.",
    it: "La sua dashboard non ha ancora pannelli. Scelga «Aggiungi pannello» per seguire qui i suoi risultati.",
    pt: "Seu painel ainda não tem gráficos. Escolha “Adicionar painel” para acompanhar seus resultados aqui.",
    ja: "ダッシュボードにはまだパネルがありません。「パネルを追加」を選ぶと、ここで結果を確認できます。",
  },
  "dashboard.period": { en: "{{from}} to {{to}}", es: "Del {{from}} al {{to}}", it: "Dal {{from}} al {{to}}", pt: "De {{from}} a {{to}}", ja: "{{from}} ～ {{to}}" },
  "dashboard.loadFailed": { en: "This panel could not be loaded.", es: "No se pudo cargar este panel.", it: "Impossibile caricare questo pannello.", pt: "Não foi possível carregar este painel.", ja: "このパネルを読み込めませんでした。" },
  "dashboard.retry": { en: "Try again", es: "Reintentar", it: "Riprova", pt: "Tentar novamente", ja: "再試行" },
  "dashboard.readings": { en: "Readings", es: "Lecturas", it: "Letture", pt: "Leituras", ja: "読み取り数" },
  "dashboard.day": { en: "Day", es: "Día", it: "Giorno", pt: "Dia", ja: "日付" },
  "dashboard.machine": { en: "Machine", es: "Equipo", it: "Apparecchio", pt: "Equipamento", ja: "機器" },
  "dashboard.total": { en: "Total", es: "Total", it: "Totale", pt: "Total", ja: "合計" },

  // ── Empty states ────────────────────────────────────────────────────────
  "dashboard.noSterilizers": {
    en: "No sterilizers yet: add one under Sterilizers to see its results here.",
    es: "Aún no hay esterilizadores: añada uno en Esterilizadores para ver aquí sus resultados.",
    it: "Ancora nessuno sterilizzatore: ne aggiunga uno in Sterilizzatori per vederne qui i risultati.",
    pt: "Ainda não há esterilizadores: adicione um em Esterilizadores para ver aqui os resultados.",
    ja: "滅菌器がまだありません。「滅菌器」で追加すると、ここに結果が表示されます。",
  },
  "dashboard.noWashers": {
    en: "No washers yet: add one under Washers to see its results here.",
    es: "Aún no hay lavadoras: añada una en Lavadoras para ver aquí sus resultados.",
    it: "Ancora nessuna lavatrice: ne aggiunga una in Lavatrici per vederne qui i risultati.",
    pt: "Ainda não há lavadoras: adicione uma em Lavadoras para ver aqui os resultados.",
    ja: "洗浄機がまだありません。「洗浄機」で追加すると、ここに結果が表示されます。",
  },
  "dashboard.noIncubators": {
    en: "No incubators yet: connect one through the agent to see its readings here.",
    es: "Aún no hay incubadoras: conecte una mediante el agente para ver aquí sus lecturas.",
    it: "Ancora nessun incubatore: ne colleghi uno tramite l'agente per vederne qui le letture.",
    pt: "Ainda não há incubadoras: conecte uma pelo agente para ver aqui as leituras.",
    ja: "インキュベーターがまだありません。エージェントで接続すると、ここに読み取りが表示されます。",
  },
  "dashboard.noReadings": {
    en: "No readings in the last 31 days.",
    es: "No hay lecturas en los últimos 31 días.",
    it: "Nessuna lettura negli ultimi 31 giorni.",
    pt: "Nenhuma leitura nos últimos 31 dias.",
    ja: "過去31日間の読み取りはありません。",
  },
  "dashboard.noFailures": {
    en: "No failed results in the last 31 days.",
    es: "No hay resultados fallidos en los últimos 31 días.",
    it: "Nessun risultato non conforme negli ultimi 31 giorni.",
    pt: "Nenhum resultado reprovado nos últimos 31 dias.",
    ja: "過去31日間に不合格の結果はありません。",
  },

  // ── Panel names (server/seed/reference.ts PANELS) ──────────────────────
  "Results per sterilizer": { en: "Results per sterilizer", es: "Resultados por esterilizador", it: "Risultati per sterilizzatore", pt: "Resultados por esterilizador", ja: "滅菌器別の結果" },
  "Results per washer": { en: "Results per washer", es: "Resultados por lavadora", it: "Risultati per lavatrice", pt: "Resultados por lavadora", ja: "洗浄機別の結果" },
  "BI last 31 days": { en: "BI last 31 days", es: "BI últimos 31 días", it: "BI ultimi 31 giorni", pt: "BI últimos 31 dias", ja: "BI 過去31日間" },
  "PRO last 31 days": { en: "PRO last 31 days", es: "PRO últimos 31 días", it: "PRO ultimi 31 giorni", pt: "PRO últimos 31 dias", ja: "PRO 過去31日間" },
  "Chemical results per sterilizer": {
    en: "Chemical results per sterilizer",
    es: "Resultados químicos por esterilizador",
    it: "Risultati chimici per sterilizzatore",
    pt: "Resultados químicos por esterilizador",
    ja: "滅菌器別の化学的インジケーター結果",
  },
  "Chemical results per washer": { en: "Chemical results per washer", es: "Resultados químicos por lavadora", it: "Risultati chimici per lavatrice", pt: "Resultados químicos por lavadora", ja: "洗浄機別の化学的インジケーター結果" },
  "BI results per incubator": { en: "BI results per incubator", es: "Resultados BI por incubadora", it: "Risultati BI per incubatore", pt: "Resultados BI por incubadora", ja: "インキュベーター別のBI結果" },
  "Failed results per day": { en: "Failed results per day", es: "Resultados fallidos por día", it: "Risultati non conformi per giorno", pt: "Resultados reprovados por dia", ja: "日別の不合格結果" },
  "Incubator usage": { en: "Incubator usage", es: "Uso de incubadoras", it: "Utilizzo degli incubatori", pt: "Uso das incubadoras", ja: "インキュベーターの使用状況" },

  // ── Series (server/dashboard/series.ts, panels.ts) ─────────────────────
  Pending: { en: "Pending", es: "Pendiente", it: "In attesa", pt: "Pendente", ja: "保留中" },
  "Positive BI": { en: "Positive BI", es: "BI positivo", it: "BI positivo", pt: "BI positivo", ja: "BI陽性" },
  "Failed protein test": { en: "Failed protein test", es: "Prueba de proteína fallida", it: "Test proteico non conforme", pt: "Teste de proteína reprovado", ja: "タンパク質試験不合格" },
  "Failed sterilizer chemical test": {
    en: "Failed sterilizer chemical test",
    es: "Prueba química de esterilizador fallida",
    it: "Test chimico di sterilizzazione non conforme",
    pt: "Teste químico de esterilizador reprovado",
    ja: "滅菌器の化学的インジケーター不合格",
  },
  "Failed washer chemical test": {
    en: "Failed washer chemical test",
    es: "Prueba química de lavadora fallida",
    it: "Test chimico di lavaggio non conforme",
    pt: "Teste químico de lavadora reprovado",
    ja: "洗浄機の化学的インジケーター不合格",
  },
};
