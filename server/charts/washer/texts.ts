// Text keys of the washer chart service's answers (texts in server/seed/data/ui-texts-washer-charts.ts).
export const WASHER_CHART_KEYS = {
  inControl: "washerCharts.msg.inControl",
  outOfControl: "washerCharts.msg.outOfControl",
  noReadings: "washerCharts.msg.noReadings",
  tooFewIndividuals: "washerCharts.msg.tooFewIndividuals",
  tooFewGroup: "washerCharts.msg.tooFewGroup",
  dropped: "washerCharts.msg.dropped",
  ignored: "washerCharts.msg.ignored",
  mixedUnits: "washerCharts.msg.mixedUnits",
  overAction: "washerCharts.msg.overAction",
} as const;
