// Interface texts of the company parameters screen (310), the account menu's language and format, in the five languages.
import type { UiTexts } from "./ui-texts";

export const settingsTexts: UiTexts = {};
