// What the client reads from the session (spec 000 sections 3, 4 and 9): the token's claims as
// the server signs them, legacy shapes included (nested objects as JSON text, "True" as text),
// expiry and the home route by user type (web/session/claims.ts); the stored session entries
// that sign-out clears (web/session/storage.ts); and the small shell lookups: route paths as
// the menu names them (web/shell/screens.ts), the distributor's brand (web/theme/brands.ts)
// and the locale of the user's language (web/i18n/languages.ts).
import { describe, expect, test } from "bun:test";
import { localeFor } from "../../../web/i18n/languages";
import { decodeClaims, homePathFor, isExpired } from "../../../web/session/claims";
import { clearSessionStorage, readJson, remove, screenKeyPrefix, storageKeys, writeJson } from "../../../web/session/storage";
import { alwaysAllowed, normalizePath, screenIds } from "../../../web/shell/screens";
import { brandFor, brands } from "../../../web/theme/brands";
import { useMemoryStorage } from "./memoryStorage";

useMemoryStorage();

/** An unsigned JWT with this payload (the client never checks the signature). */
const jwt = (payload: Record<string, unknown>) =>
  [{ alg: "HS256", typ: "JWT" }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".") + ".signature";

const exp = Date.UTC(2026, 3, 13, 12, 0, 0) / 1000;

describe("claims", () => {
  test("a company user's token, with the company as JSON text (the legacy claim shape) and UTF-8 names", () => {
    const claims = decodeClaims(
      jwt({
        Id: "17",
        Email: "ana@clinica.example",
        UserType: "2",
        Company: JSON.stringify({ Id: 5, Name: "Clínica São José", Country: "BR" }),
        Sector: "Esterilização",
        SectorId: "3",
        PermittedLanguage: "pt-br",
        MustChangePassword: "True",
        IdDistributorCompany: 9,
        UserTypeDescription: "Operator",
        exp,
      }),
    );
    expect(claims).toEqual({
      Id: 17,
      Email: "ana@clinica.example",
      UserType: 2,
      Company: { Id: 5, Name: "Clínica São José", Country: "BR" },
      Distributor: undefined,
      Sector: "Esterilização",
      SectorId: 3,
      PermittedLanguage: "pt-br",
      MustChangePassword: true,
      IdDistributorCompany: 9,
      UserTypeDescription: "Operator",
      exp,
    });
  });

  test("a system administrator's token: no user type, nothing optional, nested objects taken as they are", () => {
    const claims = decodeClaims(jwt({ Id: 1, Email: "root@example.com", MustChangePassword: false, Distributor: { Name: "Bionova", Domain: "bionova.example" }, UserType: "", exp }));
    expect(claims).toMatchObject({ Id: 1, UserType: undefined, Company: undefined, Sector: undefined, SectorId: undefined, MustChangePassword: false });
    expect(claims!.Distributor).toEqual({ Name: "Bionova", Domain: "bionova.example" });
  });

  test("MustChangePassword only when true (boolean or text in any case)", () => {
    for (const yes of [true, "true", "True", "TRUE"]) expect(decodeClaims(jwt({ Id: 1, MustChangePassword: yes, exp }))!.MustChangePassword).toBe(true);
    for (const no of [false, "False", "", 1, undefined]) expect(decodeClaims(jwt({ Id: 1, MustChangePassword: no, exp }))!.MustChangePassword).toBe(false);
  });

  test("unreadable numbers and JSON text are left out; no exp is 0", () => {
    const claims = decodeClaims(jwt({ Id: 2, UserType: "admin", SectorId: "x", Company: "{not json" }))!;
    expect(claims.UserType).toBeUndefined();
    expect(claims.SectorId).toBeUndefined();
    expect(claims.Company).toBeUndefined();
    expect(claims.exp).toBe(0);
    expect(claims.Email).toBe("");
  });

  test("no token, or one that is not a readable JWT, has no claims", () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims("")).toBeNull();
    expect(decodeClaims("opaque-token")).toBeNull();
    expect(decodeClaims("a.%%%.c")).toBeNull();
    expect(decodeClaims(`x.${Buffer.from("not json").toString("base64url")}.y`)).toBeNull();
  });

  test("expired from the exp second on; a token without exp is expired", () => {
    const claims = decodeClaims(jwt({ Id: 1, exp }))!;
    expect(isExpired(claims, exp * 1000 - 1)).toBe(false);
    expect(isExpired(claims, exp * 1000)).toBe(true);
    expect(isExpired({ ...claims, exp: 0 }, 0)).toBe(true);
  });

  test("home route: system without a type, distributor for 3, company for the rest", () => {
    expect(homePathFor({})).toBe("/sysmain");
    expect(homePathFor({ UserType: 3 })).toBe("/distmain");
    for (const company of [0, 1, 2, 4]) expect(homePathFor({ UserType: company })).toBe("/appmain");
  });
});

describe("stored session entries", () => {
  test("the spec's key names", () => {
    expect(storageKeys).toEqual({ token: "token", distributor: "distributor", language: "language", regionalFormat: "regionalFormat", generalObjects: "generalObjects", eula: "eula", menu: "menu" });
    expect(screenKeyPrefix).toBe("screen:");
  });

  test("JSON entries: written, read back, unreadable or missing as null, removed", () => {
    writeJson("menu", [{ path: "/appuser" }]);
    expect(readJson("menu")).toEqual([{ path: "/appuser" }]);
    localStorage.setItem("eula", "{broken");
    expect(readJson("eula")).toBeNull();
    expect(readJson("nothing")).toBeNull();
    remove("menu");
    expect(localStorage.getItem("menu")).toBeNull();
  });

  test("sign-out clears every session entry and every screen entry, and nothing else", () => {
    for (const key of Object.values(storageKeys)) localStorage.setItem(key, "x");
    localStorage.setItem("screen:120:pageSize", "25");
    localStorage.setItem("screen:110:labels", "{}");
    localStorage.setItem("theme-preference", "dark");
    clearSessionStorage();
    expect(Object.keys(localStorage)).toEqual(["theme-preference"]);
  });
});

describe("shell lookups", () => {
  test("route paths as the menu and the guard compare them: lower case, no query, hash or trailing slash", () => {
    expect(normalizePath("/AppUser/?sectorId=3")).toBe("/appuser");
    expect(normalizePath("AppSector#top")).toBe("/appsector");
    expect(normalizePath(" /apphtm01-01/ ")).toBe("/apphtm01-01");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("");
    expect(normalizePath(null)).toBe("");
  });

  test("screen and module numbers of the Translate button; the routes always let through", () => {
    expect(screenIds[normalizePath("/AppUser")]).toEqual({ screenId: 120, moduleId: 5 });
    expect(screenIds["/changepassword"]).toEqual({ screenId: 130, moduleId: 5 });
    expect(alwaysAllowed).toContain("/changepassword");
    expect(alwaysAllowed).not.toContain("/appuser");
  });

  test("brand by theme file name: any name with 'steriline' is Steriline, anything else Bionova", () => {
    for (const name of ["steriline", "Steriline.css", "themes/steriline"]) expect(brandFor(name)).toBe(brands.steriline);
    for (const name of ["bionova.css", "", null, undefined, "other"]) expect(brandFor(name)).toBe(brands.bionova);
    expect(brands.steriline.productName).toBe("Steriline QC");
  });

  test("the locale of a language code or name; unknown languages are English", () => {
    expect(localeFor("es-ES")).toBe("es");
    expect(localeFor("Español")).toBe("es");
    expect(localeFor("pt-BR")).toBe("pt-br");
    expect(localeFor("Portuguese")).toBe("pt-br");
    expect(localeFor("zh-CN")).toBe("zh-cn");
    expect(localeFor("Chinese")).toBe("zh-cn");
    expect(localeFor(" ja ")).toBe("ja");
    expect(localeFor("ko")).toBe("ko");
    expect(localeFor("Greek")).toBe("el");
    expect(localeFor("Turkish")).toBe("tr");
    expect(localeFor("Italiano")).toBe("it");
    expect(localeFor("en-US")).toBe("en");
    expect(localeFor("fr")).toBe("en");
    expect(localeFor(null)).toBe("en");
  });
});
