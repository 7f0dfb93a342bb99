// Interface texts of the chemical reading screens and the subscriptions screen (en + es).
import type { UiTexts } from "./ui-texts";

export const chemicalTexts: UiTexts = {
};
