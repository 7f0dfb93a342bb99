// The back office screens' small rules (web/screens/dist/licenses, web/screens/sys/parameters):
// the company search (name in any case or accent, or part of the id; a single match chooses
// itself), the licence table's DD/MM/YYYY dates, statuses and days to modify, and the language
// parameter's value sent only when it is a number.
import { describe, expect, test } from "bun:test";
import { matchingCompanies, onlyMatch } from "../../../web/screens/dist/licenses/companySearch";
import { backOfficeDate, daysToModify, EDIT_STATUSES } from "../../../web/screens/dist/licenses/licenseEdit";
import { LICENSE_STATUS_KEYS as STATUS_KEYS } from "../../../web/screens/company/licenses/licenseStatus";
import { FIELD, sendable } from "../../../web/screens/sys/parameters/fieldTypes";

const companies = [
  { companyId: 1, name: "Hospital A" },
  { companyId: 2, name: "Hospital B" },
  { companyId: 12, name: "Clínica Norte" },
  { companyId: 31, name: "Clinic C" },
];

describe("the company search", () => {
  test("a case- and accent-insensitive part of the name, or a part of the id", () => {
    expect(matchingCompanies(companies, "hospital").map((c) => c.companyId)).toEqual([1, 2]);
    expect(matchingCompanies(companies, "CLINICA").map((c) => c.companyId)).toEqual([12]);
    expect(matchingCompanies(companies, "1").map((c) => c.companyId)).toEqual([1, 12, 31]);
    expect(matchingCompanies(companies, "  ")).toEqual(companies);
  });
  test("exactly one match chooses itself; none or several choose nothing", () => {
    expect(onlyMatch(companies, "hospital a")?.companyId).toBe(1);
    expect(onlyMatch(companies, "31")?.companyId).toBe(31);
    expect(onlyMatch(companies, "hospital")).toBeNull();
    expect(onlyMatch(companies, "nowhere")).toBeNull();
    expect(onlyMatch([companies[0]!], "")).toBeNull();
  });
});

describe("the licence table", () => {
  test("dates are DD/MM/YYYY", () => {
    expect(backOfficeDate(new Date(2026, 0, 5, 10).toISOString())).toBe("05/01/2026");
    expect(backOfficeDate(null)).toBe("");
  });
  test("the edit offers 0 Requested, 2 Active, 3 Expired, 4 Suspended, 5 Cancelled, each with its text", () => {
    expect([...EDIT_STATUSES]).toEqual([0, 2, 3, 4, 5]);
    for (const s of [...EDIT_STATUSES, 1]) expect(STATUS_KEYS[s]).toStartWith("licenses.status.");
  });
  test("days to modify: a whole number, negative to shorten; empty is 0; anything else waits", () => {
    expect(daysToModify("30")).toBe(30);
    expect(daysToModify(" -15 ")).toBe(-15);
    expect(daysToModify("+7")).toBe(7);
    expect(daysToModify("")).toBe(0);
    for (const bad of ["1.5", "ten", "3e2", "123456"]) expect(daysToModify(bad)).toBeNull();
  });
});

describe("system parameters", () => {
  test("a language value is sent only when it is a language id", () => {
    expect(sendable(FIELD.language, "2")).toBe(true);
    expect(sendable(FIELD.language, "es")).toBe(false);
    expect(sendable(FIELD.language, "")).toBe(false);
    expect(sendable(FIELD.text, "anything")).toBe(true);
  });
});
