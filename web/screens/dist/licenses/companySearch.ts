// The company search box of /distlicenses (spec 002 section 5, back office): the loaded
// companies whose name contains the text (any case, any accent) or whose id contains it.
// Pure, so the rule reads in one place (tests/unit/backoffice-search.test.ts).
import { fold } from "../../../components/table/clientRows";

export interface SearchableCompany {
  companyId: number;
  name: string;
}

export function matchingCompanies<C extends SearchableCompany>(companies: readonly C[], search: string): C[] {
  const term = search.trim();
  if (!term) return [...companies];
  const folded = fold(term);
  return companies.filter((c) => fold(c.name).includes(folded) || String(c.companyId).includes(term));
}

/** The company a search chooses by itself: the one left when exactly one matches (none for an empty search). */
export function onlyMatch<C extends SearchableCompany>(companies: readonly C[], search: string): C | null {
  if (!search.trim()) return null;
  const matches = matchingCompanies(companies, search);
  return matches.length === 1 ? matches[0]! : null;
}
