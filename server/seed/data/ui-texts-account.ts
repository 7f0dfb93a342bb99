// Interface texts of the change password (130) and application log (320), in the five languages.
import type { UiTexts } from "./ui-texts";

export const accountTexts: UiTexts = {};
