// Interface texts of the biological and protein reading screens, measure association, scanner (en + es).
import type { UiTexts } from "./ui-texts";

export const readingTexts: UiTexts = {
};
