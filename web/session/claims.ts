// Token claims (spec 000 section 3). The server signs them; the client only reads them.

export interface CompanyClaim {
  Id: number;
  Name: string;
  Country?: string;
  Province?: string;
  City?: string;
  Addres?: string;
  Phone?: string;
}

export interface Claims {
  Id: number;
  Email: string;
  /** Absent for system administrators; 3 distributor user; 0/1/2/4 company users. */
  UserType?: number;
  Company?: CompanyClaim;
  Distributor?: { Name: string; Domain: string };
  Sector?: string;
  SectorId?: number;
  PermittedLanguage?: string;
  MustChangePassword: boolean;
  IdDistributorCompany?: number;
  UserTypeDescription?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function parseMaybeJson<T>(value: unknown): T | undefined {
  if (value == null || value === "") return undefined;
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as T;
    } catch {
      return undefined;
    }
  }
  return value as T;
}

function toOptionalNumber(value: unknown): number | undefined {
  if (value == null || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Decodes a JWT payload; null when the token is not a readable JWT. */
export function decodeClaims(token: string | null | undefined): Claims | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length < 2) return null;
  try {
    const raw = JSON.parse(base64UrlDecode(parts[1]!)) as Record<string, unknown>;
    return {
      Id: Number(raw.Id),
      Email: String(raw.Email ?? ""),
      UserType: toOptionalNumber(raw.UserType),
      Company: parseMaybeJson<CompanyClaim>(raw.Company),
      Distributor: parseMaybeJson(raw.Distributor),
      Sector: raw.Sector == null ? undefined : String(raw.Sector),
      SectorId: toOptionalNumber(raw.SectorId),
      PermittedLanguage: raw.PermittedLanguage ? String(raw.PermittedLanguage) : undefined,
      MustChangePassword: raw.MustChangePassword === true || String(raw.MustChangePassword).toLowerCase() === "true",
      IdDistributorCompany: toOptionalNumber(raw.IdDistributorCompany),
      UserTypeDescription: raw.UserTypeDescription == null ? undefined : String(raw.UserTypeDescription),
      exp: Number(raw.exp ?? 0),
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: Claims, nowMs = Date.now()): boolean {
  return !claims.exp || claims.exp * 1000 <= nowMs;
}

/** Home route by user type: no type → system, 3 → distributor, anything else → company. */
export function homePathFor(claims: Pick<Claims, "UserType">): string {
  if (claims.UserType == null) return "/sysmain";
  if (claims.UserType === 3) return "/distmain";
  return "/appmain";
}
