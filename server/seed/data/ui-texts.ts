// Interface texts of the web client (general objects), English and Spanish.
// Seeded into general_object + translation; served by /api/GeneralObject/getgeneralobjectjson.
// Key = general object name used by the client through react-i18next.
export const uiTexts: Record<string, { en: string; es: string }> = {
  "This field is required": { en: "This field is required", es: "Este campo es obligatorio" },
  "No results": { en: "No results", es: "Sin resultados" },
  "Loading...": { en: "Loading...", es: "Cargando..." },
};
