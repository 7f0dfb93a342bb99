// Interface texts of the exporter (en + es).
import type { UiTexts } from "./ui-texts";

export const exporterTexts: UiTexts = {
  ColumnsErrorText: { en: "Select at least one column to export.", es: "Seleccione al menos una columna para exportar." },
};
