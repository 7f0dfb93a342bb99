// The public session calls of the login screen (docs/session-api.md).
import { apiGet, apiPost } from "../../api/http";
import { messageLines } from "../../api/errors";

export interface Country {
  id: number;
  regionId: number;
  name: string;
}

export interface LanguageOption {
  id: number;
  code: string;
  description: string;
}

export interface EulaText {
  id: number;
  text: string;
}

export interface SaveAnswer {
  result?: string;
  message?: string;
}

/** Languages a theme offers; the bionova theme keeps only en, es, it, pt and ja. */
const bionovaCodes = ["en", "es", "it", "pt", "ja"];

export async function fetchLanguages(distributorId: string, themeKey: string): Promise<LanguageOption[]> {
  const languages = await apiGet<LanguageOption[]>("/api/Language/GetLanguages", { auth: false, query: { distributorId } });
  if (themeKey !== "bionova") return languages ?? [];
  return (languages ?? []).filter((l) => bionovaCodes.includes(l.code.slice(0, 2).toLowerCase()));
}

export const fetchCountries = () => apiGet<Country[]>("/api/Country/", { auth: false });

export const fetchEula = (distributorId: string, regionId: number) =>
  apiPost<EulaText>("/api/Eula/GetByDistributorAndRegion", { DistributorId: distributorId, RegionId: regionId }, { auth: false });

export const compareCompanyNames = (companyName: string, distributorId: string) =>
  apiGet<{ similar: boolean; message: string | null }>("/api/Company/CompareCompaniesNames", {
    auth: false,
    query: { companyName, distributorId },
  });

/** Text of an answer that may be plain text, a JSON string or an object with a message. */
export function answerText(answer: unknown): string {
  return messageLines(answer).join(" ");
}
