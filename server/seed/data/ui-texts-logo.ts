// Interface texts of the company logo block, in the five languages.
import type { UiTexts } from "./ui-texts";

export const logoTexts: UiTexts = {};
