// server/export/render.ts writes CSV records itself (csvRecord): each must be csv-stringify's
// text with the options the exporter used with it (RFC 4180 quoting, CRLF, formula
// neutralising, booleans as true / false), for every separator the exporter offers; with one
// correction: a field holding a bare line feed or carriage return is quoted (csv-stringify,
// given a CRLF record delimiter, quoted only CRLF, so such a note split its record when read).
import { describe, expect, test } from "bun:test";
import { stringify } from "csv-stringify/sync";
import { parse } from "csv-parse/sync";
import { csvRecord, neutralizeFormula } from "../../server/export/render";
import { CSV_SEPARATORS } from "../../server/export/stream";

const FIELDS: unknown[] = [
  "plain", "", null, undefined, 0, -1.5, 1e21, 12345678901234, true, false,
  `He said "stop"`, "a,b", "a;b", "a|b", "a\tb", "line\nbreak", "cr\ronly", "crlf\r\nend", "ends with cr\r",
  "=HYPERLINK(\"x\")", "+1", "-2", "@sum", "\tlead", "\rlead", "'quoted'", "Ünïcødé 東京 😀", " spaced ", "\"",
];

describe("CSV records as csv-stringify writes them", () => {
  for (const separator of CSV_SEPARATORS) {
    test(`separator ${JSON.stringify(separator)}`, () => {
      const options = { delimiter: separator, record_delimiter: "windows", cast: { boolean: (b: boolean) => (b ? "true" : "false"), string: neutralizeFormula } } as const;
      const record = csvRecord(separator);
      const bareBreak = (f: unknown) => typeof f === "string" && /\n|\r/.test(f.replaceAll("\r\n", ""));
      // Every field alone, then all in one record.
      for (const f of FIELDS.filter((f) => !bareBreak(f))) expect(record([f, "x"])).toBe(stringify([[f, "x"]], options));
      expect(record(FIELDS.filter((f) => !bareBreak(f)))).toBe(stringify([FIELDS.filter((f) => !bareBreak(f))], options));
      // Bare line breaks: quoted, and every record reads back whole.
      const text = FIELDS.map((f) => record([f, "x"])).join("");
      expect(parse(text, { delimiter: separator, relax_quotes: true })).toHaveLength(FIELDS.length);
      for (const f of FIELDS.filter(bareBreak)) expect(record([f])).toBe(`"${neutralizeFormula(f as string)}"\r\n`);
      expect(`\ufeff${record(["a", "b"])}`).toBe(stringify([["a", "b"]], { ...options, bom: true }));
    });
  }
});
