// Interface texts of the my licences screen (805), in the five languages.
import type { UiTexts } from "./ui-texts";

export const licenseTexts: UiTexts = {};
