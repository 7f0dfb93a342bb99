// Input filters and form validation (spec 000 section 5): what text, phone and number fields
// keep as they are typed (web/components/fields/filters.ts), the required and password rules
// of the session forms (web/components/fields/validation.ts), and the data-described record
// forms (web/components/form/fields.ts): which fields apply to new, update, massive and detail
// modes, required = the screen's own plus the server's list for securable fields, and the
// trimmed payload.
import { describe, expect, test } from "bun:test";
import { filterNumber, filterPhone, filterText, INT_MAX, isBlank } from "../../../web/components/fields/filters";
import { hasErrors, isStrongPassword, PASSWORD_RULE, PASSWORDS_DIFFER, REQUIRED, requiredErrors } from "../../../web/components/fields/validation";
import { emptyValues, fieldApplies, formPayload, isFieldDisabled, isFieldRequired, validateForm, type FieldDef, type FormMode } from "../../../web/components/form/fields";

describe("text filter", () => {
  test("letters and digits of any script, _, whitespace and - + & @ ' . are kept", () => {
    expect(filterText("Esterilización Nº 2 - Quirófano")).toBe("Esterilización Nº 2 - Quirófano");
    expect(filterText("O'Brien & Co. +1 @home_base")).toBe("O'Brien & Co. +1 @home_base");
    expect(filterText("中央 滅菌室 3")).toBe("中央 滅菌室 3");
    expect(filterText("Ελληνικά")).toBe("Ελληνικά");
  });

  test("anything else is dropped", () => {
    expect(filterText("<script>alert(1)</script>")).toBe("scriptalert1script");
    expect(filterText('a"b;c/d\\e%f#g*h')).toBe("abcdefgh");
  });
});

describe("phone filter", () => {
  test("digits, whitespace, - and + only", () => {
    expect(filterPhone("+34 (600) 123-456")).toBe("+34 600 123-456");
    expect(filterPhone("tel: 555.0100 ext 2")).toBe(" 5550100  2");
  });
});

describe("number filter", () => {
  test("digits with one decimal separator, '.' or ','; later separators dropped", () => {
    expect(filterNumber("12.5")).toEqual({ value: "12.5", clamped: false });
    expect(filterNumber("12,5")).toEqual({ value: "12,5", clamped: false });
    expect(filterNumber("1.2.3,4")).toEqual({ value: "1.234", clamped: false });
    expect(filterNumber("-3e5 kg")).toEqual({ value: "35", clamped: false });
    expect(filterNumber("abc")).toEqual({ value: "", clamped: false });
  });

  test("integers only when decimals are off", () => {
    expect(filterNumber("12.5", { decimals: false })).toEqual({ value: "125", clamped: false });
    expect(filterNumber("1,000", { decimals: false })).toEqual({ value: "1000", clamped: false });
  });

  test("above the maximum the value becomes the maximum and the caller is told", () => {
    expect(filterNumber("150", { max: 100 })).toEqual({ value: "100", clamped: true });
    expect(filterNumber("100", { max: 100 })).toEqual({ value: "100", clamped: false });
    expect(filterNumber("99,99", { max: 99 })).toEqual({ value: "99", clamped: true });
  });

  test("without a maximum, a 32-bit integer's", () => {
    expect(INT_MAX).toBe(2147483647);
    expect(filterNumber("2147483647")).toEqual({ value: "2147483647", clamped: false });
    expect(filterNumber("2147483648")).toEqual({ value: "2147483647", clamped: true });
  });
});

describe("blank values", () => {
  test("nothing, empty and whitespace-only text are blank; 0 and false are values", () => {
    for (const blank of [null, undefined, "", "   ", "\t\n"]) expect(isBlank(blank)).toBe(true);
    for (const value of [0, false, "0", " x "]) expect(isBlank(value)).toBe(false);
  });
});

describe("session form rules", () => {
  test("the spec's messages", () => {
    expect(REQUIRED).toBe("This field is required");
    expect(PASSWORDS_DIFFER).toBe("The passwords do not match.");
    expect(PASSWORD_RULE).toBe("8+ characters,1 uppercase letter,1 number.");
  });

  test("'This field is required' for each blank required field, and only those", () => {
    const values = { email: " ", password: "Secret12", code: "" };
    expect(requiredErrors(values, ["email", "password"])).toEqual({ email: REQUIRED });
    expect(requiredErrors(values, ["code"])).toEqual({ code: REQUIRED });
    expect(requiredErrors(values, [])).toEqual({});
  });

  test("a strong password: 8 characters or more, an uppercase letter and a digit", () => {
    expect(isStrongPassword("Passw0rd")).toBe(true);
    expect(isStrongPassword("Pa55w0rd and more")).toBe(true);
    expect(isStrongPassword("Passw0r")).toBe(false); // 7 characters
    expect(isStrongPassword("passw0rd")).toBe(false); // no uppercase
    expect(isStrongPassword("Password")).toBe(false); // no digit
  });

  test("errors exist when some message is set", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: undefined, password: REQUIRED })).toBe(true);
  });
});

describe("record forms", () => {
  const fields: FieldDef[] = [
    { name: "name", label: "f.name", type: "text", required: true },
    { name: "email", label: "f.email", type: "email", object: "Mail" },
    { name: "password", label: "f.password", type: "text", newOnly: true },
    { name: "lastLogin", label: "f.lastLogin", type: "text", updateOnly: true },
    { name: "created", label: "f.created", type: "text", detailOnly: true },
    { name: "code", label: "f.code", type: "text", notSecurable: true },
    { name: "active", label: "f.active", type: "checkbox", required: true },
    { name: "sector", label: "f.sector", type: "select", disabled: (mode) => mode === "update" },
  ];
  const named = (mode: FormMode) => fields.filter((f) => fieldApplies(f, mode)).map((f) => f.name);

  test("which fields apply to each mode", () => {
    expect(named("new")).toEqual(["name", "email", "password", "code", "active", "sector"]);
    expect(named("update")).toEqual(["name", "email", "lastLogin", "code", "active", "sector"]);
    expect(named("massive")).toEqual(["name", "email", "code", "active", "sector"]);
    expect(named("detail")).toEqual(["name", "email", "lastLogin", "created", "code", "active", "sector"]);
  });

  test("a field fixed after creation: in the new form and the detail, not in the edit form", () => {
    const email: FieldDef = { name: "adminEmail", label: "f.adminEmail", type: "email", fixedAfterNew: true };
    expect((["new", "update", "massive", "detail"] as FormMode[]).filter((m) => fieldApplies(email, m))).toEqual(["new", "detail"]);
  });

  test("disabled, fixed or by mode", () => {
    const sector = fields.find((f) => f.name === "sector")!;
    expect(isFieldDisabled(sector, "update")).toBe(true);
    expect(isFieldDisabled(sector, "new")).toBe(false);
    expect(isFieldDisabled({ name: "x", label: "x", type: "text", disabled: true }, "new")).toBe(true);
    expect(isFieldDisabled({ name: "x", label: "x", type: "text" }, "new")).toBe(false);
  });

  test("required: always-required fields, and the server's list (lower-case object names) for securable ones", () => {
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    const server = new Set(["mail", "code", "sector"]);
    expect(isFieldRequired(byName("name"), new Set())).toBe(true);
    expect(isFieldRequired(byName("email"), server)).toBe(true); // object "Mail" → "mail"
    expect(isFieldRequired(byName("email"), new Set(["email"]))).toBe(false); // the object name counts, not the key
    expect(isFieldRequired(byName("code"), server)).toBe(false); // not securable
    expect(isFieldRequired(byName("sector"), server)).toBe(true);
  });

  test("validation: blank required fields that apply, are enabled and are not checkboxes", () => {
    const blank = emptyValues(fields);
    const server = new Set(["mail", "sector", "password", "lastlogin"]);
    expect(validateForm(fields, blank, "new", server)).toEqual({ name: REQUIRED, email: REQUIRED, password: REQUIRED, sector: REQUIRED });
    expect(validateForm(fields, blank, "update", server)).toEqual({ name: REQUIRED, email: REQUIRED, lastLogin: REQUIRED });
    expect(validateForm(fields, { ...blank, name: "  ", email: "a@b.c", password: "x", sector: "3" }, "new", server)).toEqual({ name: REQUIRED });
  });

  test("the payload: fields that apply to the mode, text trimmed, never the detail-only ones", () => {
    const values = { name: "  Central  ", email: "a@b.c ", password: "Secret12", lastLogin: "yesterday", created: "2026", code: "", active: true, sector: "3" };
    expect(formPayload(fields, values, "new")).toEqual({ name: "Central", email: "a@b.c", password: "Secret12", code: "", active: true, sector: "3" });
    expect(formPayload(fields, values, "update")).toEqual({ name: "Central", email: "a@b.c", lastLogin: "yesterday", code: "", active: true, sector: "3" });
    expect(formPayload(fields, { name: "x" }, "massive")).toEqual({ name: "x", email: "", code: "", active: "", sector: "" });
  });

  test("empty values: false for checkboxes, '' for the rest", () => {
    expect(emptyValues(fields)).toEqual({ name: "", email: "", password: "", lastLogin: "", created: "", code: "", active: false, sector: "" });
  });
});
