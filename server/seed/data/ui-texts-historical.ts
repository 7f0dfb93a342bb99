// Interface texts of the historical browser and its report (en + es).
import type { UiTexts } from "./ui-texts";

export const historicalTexts: UiTexts = {
  FilterEmpty: {
    en: "No filter is applied: the record will include every reading. Generate it anyway?",
    es: "No hay ningún filtro aplicado: el registro incluirá todas las lecturas. ¿Generarlo de todos modos?",
  },
  ValueMustBeNumber: { en: "The value must be a number.", es: "El valor debe ser un número." },

  // Screen 810 (/AppHistorical).
  "historical.title": { en: "Historical readings", es: "Histórico de lecturas" },
  "historical.description": {
    en: "Readings moved to historical or saved: filter them, review them, print the record or export them.",
    es: "Lecturas pasadas al histórico o guardadas: fíltrelas, revíselas, imprima el registro o expórtelas.",
  },
  "historical.tableTitle": { en: "Historical readings: {{type}}", es: "Histórico de lecturas: {{type}}" },
  "historical.detailTitle": { en: "Reading {{readNumber}}", es: "Lectura {{readNumber}}" },
  "historical.requestLicense": { en: "Request a licence", es: "Solicitar una licencia" },
  "historical.accept": { en: "Accept", es: "Aceptar" },

  // Type buttons.
  "historical.type.label": { en: "Reading type", es: "Tipo de lectura" },
  "historical.type.bi": { en: "Biological indicator", es: "Indicador biológico" },
  "historical.type.pro": { en: "Protein indicator", es: "Indicador de proteínas" },
  "historical.type.che": { en: "Chemical indicators", es: "Indicadores químicos" },
  "historical.type.biVariant": { en: "Biological indicator process", es: "Proceso del indicador biológico" },
  "historical.type.cheVariant": { en: "Chemical indicator machine", es: "Equipo del indicador químico" },
  "historical.type.sterilisation": { en: "Sterilisation", es: "Esterilización" },
  "historical.type.disinfection": { en: "Disinfection", es: "Desinfección" },
  "historical.type.sterilizer": { en: "Sterilizer", es: "Esterilizador" },
  "historical.type.washer": { en: "Washer", es: "Lavadora" },
  "historical.typeName.ReadingBI": { en: "biological indicators (sterilisation)", es: "indicadores biológicos (esterilización)" },
  "historical.typeName.ReadingBIDisinfection": { en: "biological indicators (disinfection)", es: "indicadores biológicos (desinfección)" },
  "historical.typeName.ReadingPRO": { en: "protein indicators", es: "indicadores de proteínas" },
  "historical.typeName.readingchesterilizer": { en: "chemical indicators (sterilizer)", es: "indicadores químicos (esterilizador)" },
  "historical.typeName.readingchewasher": { en: "chemical indicators (washer)", es: "indicadores químicos (lavadora)" },

  // Toolbar.
  "historical.clearFilter": { en: "Clear filter", es: "Quitar filtro" },
  "historical.filter.open": { en: "Filter", es: "Filtrar" },
  "historical.report.generate": { en: "Generate record", es: "Generar registro" },
  "historical.export": { en: "Export", es: "Exportar" },

  // Columns not named elsewhere.
  "historical.col.sterilizerSerial": { en: "Sterilizer serial", es: "Nº de serie del esterilizador" },
  "historical.col.sterilizerBrand": { en: "Sterilizer brand", es: "Marca del esterilizador" },
  "historical.col.washerSerial": { en: "Washer serial", es: "Nº de serie de la lavadora" },
  "historical.col.washerBrand": { en: "Washer brand", es: "Marca de la lavadora" },
  "historical.col.disinfectorSerial": { en: "Disinfector serial", es: "Nº de serie del desinfector" },
  "historical.col.disinfectorBrand": { en: "Disinfector brand", es: "Marca del desinfector" },
  "historical.col.protein": { en: "Protein", es: "Proteína" },
  "historical.col.alertResult": { en: "Alert level", es: "Nivel de alerta" },
  "historical.col.actionResult": { en: "Action level", es: "Nivel de acción" },
  "historical.col.editUser": { en: "Last edited by", es: "Última edición por" },

  // Filter modal.
  "historical.filter.title": { en: "Filter readings", es: "Filtrar lecturas" },
  "historical.filter.subtitleStarted": { en: "Dates are the incubation start dates.", es: "Las fechas son las de inicio de la incubación." },
  "historical.filter.subtitleTest": { en: "Dates are the test dates.", es: "Las fechas son las de la prueba." },
  "historical.filter.all": { en: "All", es: "Todos" },
  "historical.filter.dateFrom": { en: "Date from", es: "Fecha desde" },
  "historical.filter.dateTo": { en: "Date to", es: "Fecha hasta" },
  "historical.filter.dateOrder": { en: "The end date is before the start date.", es: "La fecha final es anterior a la inicial." },
  "historical.filter.user": { en: "User", es: "Usuario" },
  "historical.filter.reset": { en: "Clear all", es: "Borrar todo" },

  // Edit dialog.
  "historical.edit.subtitle": { en: "Only the review fields can change once a reading is historical.", es: "Una vez en el histórico solo pueden cambiar los campos de revisión." },
  "historical.edit.notesCount": { en: "{{count}} of {{max}} characters", es: "{{count}} de {{max}} caracteres" },

  // Picture of a chemical reading.
  "historical.image.action": { en: "Picture", es: "Imagen" },
  "historical.image.title": { en: "Picture of reading {{readNumber}}", es: "Imagen de la lectura {{readNumber}}" },

  // Report viewer.
  "historical.report.title": { en: "Readings record", es: "Registro de lecturas" },
  "historical.report.subtitle": { en: "The readings matching the current filter.", es: "Las lecturas que cumplen el filtro actual." },
  "historical.report.generating": { en: "Generating the record…", es: "Generando el registro…" },
  "historical.report.print": { en: "Print", es: "Imprimir" },
};
