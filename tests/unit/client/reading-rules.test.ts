// Pure rules of the reading screens (spec 001 sections 3-5): which fields a reading form shows,
// requires and locks for the values being edited and what it sends
// (web/screens/readings/shared/readingFields.ts); the chemical forms' not-applicable defaults
// and the form values → GraphQL input conversion
// (web/screens/readings/chemical/chemicalRules.ts); the columns' server ordering
// (web/screens/readings/shared/readingOrder.ts); and the deep link that hands readings to the
// companion tracing app (web/screens/readings/chemical/mobileScan.ts).
import { describe, expect, test } from "bun:test";
import type { Column } from "../../../web/components/table/types";
import { REQUIRED } from "../../../web/components/fields/validation";
import { dateInput, dateValue, NOT_APPLICABLE_DEFAULTS, notApplicableValues, sectorsOf, toInput } from "../../../web/screens/readings/chemical/chemicalRules";
import { mobileScanLink, parseMobileScanLink, TRACING_APP_LINK, type MobileScanTarget } from "../../../web/screens/readings/chemical/mobileScan";
import { asValue, readingPayload, resolveForm, toNumber, toText, validateReading, type FormRules, type ReadingFieldDef } from "../../../web/screens/readings/shared/readingFields";
import { NEWEST_READ, NEWEST_STARTED, withReadingOrder } from "../../../web/screens/readings/shared/readingOrder";

describe("form values → input values", () => {
  test("numbers: blank is null, a decimal comma is read, anything else unreadable is null", () => {
    expect(toNumber("")).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber("12")).toBe(12);
    expect(toNumber("12,5")).toBe(12.5);
    expect(toNumber(" 7.25 ")).toBe(7.25);
    expect(toNumber(3)).toBe(3);
    expect(toNumber("12a")).toBeNull();
  });

  test("text: trimmed, blank is null", () => {
    expect(toText("  LOT-1 ")).toBe("LOT-1");
    expect(toText("   ")).toBeNull();
    expect(toText(null)).toBeNull();
    expect(toText(42)).toBe("42");
  });

  test("a row's value as form text, '' for nothing", () => {
    expect(asValue(null)).toBe("");
    expect(asValue(undefined)).toBe("");
    expect(asValue(0)).toBe("0");
    expect(asValue("A1")).toBe("A1");
  });
});

describe("reading forms", () => {
  const fields: ReadingFieldDef[] = [
    { name: "productId", label: "p", object: "Product", type: "select", group: "product" },
    { name: "lot", label: "l", object: "lot", type: "text", group: "product", upperCase: true },
    { name: "cycle", label: "c", object: "cycle", type: "text", group: "process" },
    { name: "programNumber", label: "pn", type: "text", group: "process", notSecurable: true },
    { name: "notes", label: "n", type: "textarea", group: "other", massive: false },
    { name: "createdBy", label: "cb", type: "text", group: "other", detailOnly: true },
    { name: "ignored", label: "i", type: "checkbox", group: "other", required: true },
    { name: "sterilizerId", label: "s", type: "select", group: "process", disabled: (mode) => mode === "update" },
  ];
  const names = (list: readonly ReadingFieldDef[]) => list.map((f) => f.name);
  const server = new Set(["product", "lot", "cycle", "programnumber", "sterilizerid"]);

  test("shown fields: not hidden by the rules (by name or group), no detail-only ones, no massive:false ones in a massive edit", () => {
    expect(names(resolveForm(fields, {}, "update", server).visible)).toEqual(["productId", "lot", "cycle", "programNumber", "notes", "ignored", "sterilizerId"]);
    expect(names(resolveForm(fields, {}, "massive", server).visible)).toEqual(["productId", "lot", "cycle", "programNumber", "ignored", "sterilizerId"]);
    const rules: FormRules = () => ({ hidden: ["lot"], hiddenGroups: ["process"] });
    expect(names(resolveForm(fields, {}, "update", server, rules).visible)).toEqual(["productId", "notes", "ignored"]);
  });

  test("required when updating: the field's own flag, the server's list for securable fields, the rules; optional wins", () => {
    expect([...resolveForm(fields, {}, "update", server).required].sort()).toEqual(["cycle", "ignored", "lot", "productId", "sterilizerId"]);
    const rules: FormRules = (values) => ({ required: ["notes"], optional: values.productId === "9" ? ["cycle"] : [] });
    expect([...resolveForm(fields, { productId: "9" }, "update", server, rules).required].sort()).toEqual(["ignored", "lot", "notes", "productId", "sterilizerId"]);
  });

  test("nothing is required in a massive edit (blank keeps each reading's own value)", () => {
    expect(resolveForm(fields, {}, "massive", server).required.size).toBe(0);
  });

  test("the rules see the values being edited and the mode", () => {
    const seen: unknown[] = [];
    const rules: FormRules = (values, mode) => {
      seen.push([values.productId, mode]);
      return { locked: { sterilizerId: "Locked for administrators" } };
    };
    expect(resolveForm(fields, { productId: "4" }, "massive", server, rules).locked).toEqual({ sterilizerId: "Locked for administrators" });
    expect(seen).toEqual([["4", "massive"]]);
  });

  test("validation: blank required fields, except checkboxes, locked and disabled ones", () => {
    const resolved = resolveForm(fields, {}, "update", server);
    expect(validateReading(resolved, { productId: "3", lot: "  ", cycle: "", ignored: false, sterilizerId: "" })).toEqual({ lot: REQUIRED, cycle: REQUIRED });
    const locked = resolveForm(fields, {}, "update", server, () => ({ locked: { lot: "no" } }));
    expect(validateReading(locked, { productId: "3", lot: "", cycle: "9" })).toEqual({});
  });

  test("updating sends every shown field (blank clears it), trimmed; never locked or disabled ones", () => {
    const resolved = resolveForm(fields, {}, "update", server, () => ({ locked: { cycle: "no" } }));
    expect(readingPayload(resolved, { productId: "3", lot: " L1 ", cycle: "9", programNumber: "", notes: " n ", ignored: false, sterilizerId: "5" }, "update")).toEqual({
      productId: "3",
      lot: "L1",
      programNumber: "",
      notes: "n",
      ignored: false,
    });
  });

  test("a massive edit sends only the fields given a value (blank or unticked = unchanged)", () => {
    const resolved = resolveForm(fields, {}, "massive", server);
    expect(readingPayload(resolved, { productId: "", lot: " L2 ", cycle: "  ", programNumber: "P", ignored: false, sterilizerId: "5" }, "massive")).toEqual({
      lot: "L2",
      programNumber: "P",
      sterilizerId: "5",
    });
    expect(readingPayload(resolved, { ignored: true }, "massive")).toEqual({ ignored: true });
  });
});

describe("chemical fields a product model does not have", () => {
  test("package number, concentration and relative dampness have a default", () => {
    expect(NOT_APPLICABLE_DEFAULTS).toEqual({ packageNumber: "N/A", concentration: 0, relativeDampness: 0 });
  });

  test("a hidden field is saved as its default when the company requires it (by lower-case object name), else cleared", () => {
    expect(notApplicableValues(["packageNumber", "relativeDampness"], new Set(["packagenumber"]))).toEqual({ packageNumber: "N/A", relativeDampness: null });
    expect(notApplicableValues(["packageNumber", "concentration", "relativeDampness"], new Set(["concentration", "relativedampness"]))).toEqual({
      packageNumber: null,
      concentration: 0,
      relativeDampness: 0,
    });
  });

  test("hidden fields without a default are not touched; nothing hidden, nothing set", () => {
    expect(notApplicableValues(["lot", "cycle"], new Set(["lot", "cycle"]))).toEqual({});
    expect(notApplicableValues([], new Set(["packagenumber"]))).toEqual({});
  });
});

describe("chemical values ⇄ inputs", () => {
  test("dates: UTC midnight ⇄ the date input's day", () => {
    expect(dateValue("2026-04-13T00:00:00.000Z")).toBe("2026-04-13");
    expect(dateValue("2026-04-13")).toBe("2026-04-13");
    expect(dateValue("13/04/2026")).toBe("");
    expect(dateValue(null)).toBe("");
    expect(dateInput("2026-04-13")).toBe("2026-04-13T00:00:00.000Z");
    expect(dateInput(" 2026-04-13 ")).toBe("2026-04-13T00:00:00.000Z");
    expect(dateInput("")).toBeNull();
    expect(dateInput("2026-04-13T10:00")).toBeNull();
    expect(dateInput(dateValue("2026-12-31T00:00:00.000Z"))).toBe("2026-12-31T00:00:00.000Z");
  });

  test("each named field by its kind, blanks as null, renamed where asked, unknown names left out", () => {
    const kinds = { lot: "text", concentration: "number", packageCount: "int", expiry: "date", productId: "int" } as const;
    const input = toInput({ lot: "  L-9 ", concentration: "12,5", packageCount: "3.9", expiry: "2027-06-30", productId: "", unknown: "x" }, kinds, { expiry: "expiryDate" });
    expect(input).toEqual({ lot: "L-9", concentration: 12.5, packageCount: 3, expiryDate: "2027-06-30T00:00:00.000Z", productId: null });
  });

  test("a massive payload holds only the fields given a value", () => {
    expect(toInput({ lot: "L" }, { lot: "text", cycle: "text" })).toEqual({ lot: "L" });
  });

  test("the sectors of the selected rows, once each", () => {
    expect([...sectorsOf([{ sectorName: "A" }, { sectorName: "B" }, { sectorName: "A" }])]).toEqual(["A", "B"]);
  });
});

describe("server ordering of the reading columns", () => {
  interface Row {
    id: number;
  }
  const column = (key: string, order?: string): Column<Row> => ({ key, header: key, ...(order ? { order } : {}) });

  test("known columns get their ReadingOrder value; both machine columns order by MACHINE", () => {
    const ordered = withReadingOrder([column("readNumber"), column("startedAt"), column("product"), column("productName"), column("washer"), column("sterilizer"), column("lot")]);
    expect(ordered.map((c) => c.order)).toEqual(["READ_NUMBER", "STARTED_AT", "PRODUCT", "PRODUCT", "MACHINE", "MACHINE", "LOT"]);
  });

  test("a column with its own order keeps it; an unknown column does not sort and is the same object", () => {
    const own = column("readNumber", "CUSTOM");
    const elapsed = column("elapsed");
    const [a, b] = withReadingOrder([own, elapsed]);
    expect(a!.order).toBe("CUSTOM");
    expect(b).toBe(elapsed);
    expect(b!.order).toBeUndefined();
  });

  test("the given columns are not changed", () => {
    const input = [column("lot")];
    withReadingOrder(input);
    expect(input[0]!.order).toBeUndefined();
  });

  test("default orders: newest read number first (provisional), newest started first (live)", () => {
    expect(NEWEST_READ).toEqual({ key: "readNumber", direction: "desc" });
    expect(NEWEST_STARTED).toEqual({ key: "startedAt", direction: "desc" });
  });
});

describe("the tracing app's deep link", () => {
  const target: MobileScanTarget = {
    server: "https://qc.example.com:8443",
    distributor: "Ab+c/d==",
    companyId: 42,
    kind: "CHE_WASHER",
    readingIds: [101, 7, 3000],
  };

  test("trazanto://readings/scan with version, server, distributor, company, kind and readings, in that order", () => {
    const link = mobileScanLink(target);
    expect(TRACING_APP_LINK).toBe("trazanto://readings/scan");
    expect(link.startsWith("trazanto://readings/scan?")).toBe(true);
    const params = new URLSearchParams(link.slice(link.indexOf("?") + 1));
    expect([...params.keys()]).toEqual(["v", "server", "distributor", "company", "kind", "readings"]);
    expect(params.get("v")).toBe("1");
    expect(params.get("readings")).toBe("101,7,3000");
    // Form-encoded: the base64 distributor's '+', '/' and '=' survive ('+' is not read as a space).
    expect(link).toContain("distributor=Ab%2Bc%2Fd%3D%3D");
    expect(link).toContain("server=https%3A%2F%2Fqc.example.com%3A8443");
  });

  test("read back, the link gives what it was built from", () => {
    expect(parseMobileScanLink(mobileScanLink(target))).toEqual({
      server: "https://qc.example.com:8443",
      distributor: "Ab+c/d==",
      companyId: 42,
      kind: "CHE_WASHER",
      readingIds: [101, 7, 3000],
    });
  });

  test("without a distributor the parameter is left out; no readings read back as none", () => {
    const link = mobileScanLink({ ...target, distributor: null, kind: "CHE_STERILIZER", readingIds: [] });
    expect(link).not.toContain("distributor=");
    expect(parseMobileScanLink(link)).toEqual({ server: target.server, distributor: null, companyId: 42, kind: "CHE_STERILIZER", readingIds: [] });
  });

  test("another app's link is not read", () => {
    expect(parseMobileScanLink("https://qc.example.com/readings/scan?v=1")).toBeNull();
    expect(parseMobileScanLink("trazanto://readings/other?v=1")).toBeNull();
    expect(parseMobileScanLink("trazanto://readings/scan")).toBeNull();
  });
});
