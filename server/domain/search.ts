// The search box of the paged lists (spec 000 "Shared table": case- and accent-insensitive).
// Each searchable table has a generated column, searchText: its text columns joined by spaces
// and folded with translate() and the table below (prisma/migrations/*_list_search). A term is
// folded here with the same table, so both sides agree whatever the database's locale
// (lower() follows LC_CTYPE; translate() does not).

/** Upper-case ASCII and the Latin letters with diacritics of the product's languages. */
const ACCENTED =
  "ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥÌÍÎÏìíîïĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýÿŶŷŸŹźŻżŽž";
/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { Đ: "d", đ: "d", Ł: "l", ł: "l", Ø: "o", ø: "o", ı: "i" };

export const FOLD_FROM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + ACCENTED;
export const FOLD_TO = [...FOLD_FROM].map((c) => UNDECOMPOSED[c] ?? c.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()).join("");

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, [...FOLD_TO][i]!]));

/** The term as the searchText columns hold text: lower-case ASCII, accents folded. */
export function foldSearch(text: string): string {
  return [...text].map((c) => FOLD.get(c) ?? c).join("");
}

/** The SQL of a searchText column over these (quoted) text columns. */
export function searchTextSql(columns: readonly string[]): string {
  const joined = columns.map((c) => `coalesce("${c}", '')`).join(" || ' ' || ");
  return `translate(${joined}, '${FOLD_FROM}', '${FOLD_TO}')`;
}
