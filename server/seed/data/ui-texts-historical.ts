// Interface texts of the historical browser and its report (en + es).
import type { UiTexts } from "./ui-texts";

export const historicalTexts: UiTexts = {
  FilterEmpty: {
    en: "No filter is applied: the record will include every reading. Generate it anyway?",
    es: "No hay ningún filtro aplicado: el registro incluirá todas las lecturas. ¿Generarlo de todos modos?",
  },
  ValueMustBeNumber: { en: "The value must be a number.", es: "El valor debe ser un número." },
};
