// Interface texts of the exporter (en + es).
import type { UiTexts } from "./ui-texts";

export const exporterTexts: UiTexts = {
  ColumnsErrorText: { en: "Select at least one column to export.", es: "Seleccione al menos una columna para exportar." },

  // ── Screen 820 (/AppExporter) ───────────────────────────────────────────
  "exporter.eyebrow": { en: "Records", es: "Registros" },
  "exporter.title": { en: "Exporter", es: "Exportador" },
  "exporter.description": {
    en: "Export historical readings to Excel, CSV or XML: choose the type, filter the readings and pick the columns.",
    es: "Exporte lecturas históricas a Excel, CSV o XML: elija el tipo, filtre las lecturas y seleccione las columnas.",
  },
  "exporter.settings": { en: "What to export", es: "Qué exportar" },
  "exporter.filters": { en: "Filter", es: "Filtro" },
  "exporter.columns": { en: "Columns", es: "Columnas" },

  "exporter.readType": { en: "Reading type", es: "Tipo de lectura" },
  "exporter.read.BI": { en: "Biological indicator (sterilisation)", es: "Indicador biológico (esterilización)" },
  "exporter.read.BI_DISINFECTION": { en: "Biological indicator (disinfection)", es: "Indicador biológico (desinfección)" },
  "exporter.read.PRO": { en: "Protein indicator", es: "Indicador de proteínas" },
  "exporter.read.CHESTERILIZER": { en: "Chemical indicator (sterilizer)", es: "Indicador químico (esterilizador)" },
  "exporter.read.CHEWASHER": { en: "Chemical indicator (washer)", es: "Indicador químico (lavadora)" },

  "exporter.fileType": { en: "File type", es: "Tipo de archivo" },
  "exporter.file.excel": { en: "Excel", es: "Excel" },
  "exporter.file.csv": { en: "CSV", es: "CSV" },
  "exporter.file.xml": { en: "XML", es: "XML" },
  "exporter.separator": { en: "CSV separator", es: "Separador CSV" },
  "exporter.separator.comma": { en: "Comma ( , )", es: "Coma ( , )" },
  "exporter.separator.semicolon": { en: "Semicolon ( ; )", es: "Punto y coma ( ; )" },
  "exporter.separator.pipe": { en: "Vertical bar ( | )", es: "Barra vertical ( | )" },
  "exporter.separator.tab": { en: "Tab", es: "Tabulador" },

  "exporter.sector": { en: "Sector", es: "Sector" },
  "exporter.anySector": { en: "All sectors", es: "Todos los sectores" },
  "exporter.ownSector": { en: "You only see your own sector's readings.", es: "Solo ve las lecturas de su propio sector." },
  "exporter.incubator": { en: "Incubator", es: "Incubadora" },
  "exporter.anyIncubator": { en: "All incubators", es: "Todas las incubadoras" },
  "exporter.user": { en: "Last edited by", es: "Última edición por" },
  "exporter.anyUser": { en: "Any user", es: "Cualquier usuario" },
  "exporter.startedDate": { en: "Started date", es: "Fecha de inicio" },
  "exporter.testDate": { en: "Test date", es: "Fecha del test" },
  "exporter.resultDate": { en: "Result date", es: "Fecha de resultado" },
  "exporter.from": { en: "from", es: "desde" },
  "exporter.to": { en: "to", es: "hasta" },
  "exporter.dateOrder": { en: "The end date is before the start date.", es: "La fecha final es anterior a la inicial." },

  "exporter.chooseType": { en: "Choose a reading type to see its columns.", es: "Elija un tipo de lectura para ver sus columnas." },
  "exporter.loadingColumns": { en: "Loading columns…", es: "Cargando columnas…" },
  "exporter.columnsCount": { en: "{{count}} of {{total}} columns selected", es: "{{count}} de {{total}} columnas seleccionadas" },
  "exporter.selectAll": { en: "Select all", es: "Seleccionar todas" },
  "exporter.selectNone": { en: "Select none", es: "No seleccionar ninguna" },
  "exporter.colType.date": { en: "date", es: "fecha" },
  "exporter.colType.number": { en: "number", es: "número" },
  "exporter.colType.boolean": { en: "yes/no", es: "sí/no" },

  "exporter.summary": { en: "{{type}} · {{file}} · {{count}} columns", es: "{{type}} · {{file}} · {{count}} columnas" },
  "exporter.export": { en: "Export", es: "Exportar" },
  "exporter.exporting": { en: "Exporting…", es: "Exportando…" },
  "exporter.saved": { en: "Export saved", es: "Exportación guardada" },
  "exporter.cancelled": { en: "Export cancelled", es: "Exportación cancelada" },
  "exporter.progressLabel": { en: "Export progress", es: "Progreso de la exportación" },
  "exporter.received": { en: "{{size}} received", es: "{{size}} recibidos" },
  "exporter.rowsOf": { en: "{{done}} of {{total}} rows", es: "{{done}} de {{total}} filas" },
  "exporter.rows": { en: "rows: {{total}}", es: "filas: {{total}}" },
};
