// Everything the session keeps in localStorage, under the spec's key names.
// One place so logout and the session-expired page clear exactly the same set.

export const storageKeys = {
  token: "token",
  distributor: "distributor",
  language: "language",
  regionalFormat: "regionalFormat",
  generalObjects: "generalObjects",
  eula: "eula",
  menu: "menu",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Per-screen entries (labels, table page sizes) are stored under this prefix. */
export const screenKeyPrefix = "screen:";

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function remove(key: string): void {
  localStorage.removeItem(key);
}

/** Removes every session entry: token, distributor, language, formats, texts, terms, menu, screens. */
export function clearSessionStorage(): void {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(screenKeyPrefix)) localStorage.removeItem(key);
  }
}
