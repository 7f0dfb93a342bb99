// The show/hide toggle of a password input, for PasswordField (in a FieldFrame) and the sign-in
// page's password (in a PlainFrame, web/screens/session/EmailField.tsx). A hook, not a wrapping
// component: FormControl wires up only a TextInput that is its direct child.
import { EyeClosedIcon, EyeIcon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import { useState, type HTMLProps, type ReactElement } from "react";
import { useTranslation } from "react-i18next";

export function usePasswordToggle(): { type: "text" | "password"; trailingAction: ReactElement<HTMLProps<HTMLButtonElement>> } {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? "text" : "password",
    trailingAction: <TextInput.Action icon={visible ? EyeClosedIcon : EyeIcon} aria-label={visible ? t("field.hidePassword") : t("field.showPassword")} onClick={() => setVisible((v) => !v)} />,
  };
}
