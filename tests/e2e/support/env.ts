// Where the server under test runs, the demo accounts and their home pages.
// playwright.config.ts sets use.baseURL from BASE_URL; the second distributor is served
// by the same server at 127.0.0.1 (same port).

export const BASE_URL = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const port = new URL(BASE_URL).port;

/** Page origins of the two demo distributors. */
export const ORIGIN = {
  first: `http://localhost${port ? `:${port}` : ""}`,
  second: `http://127.0.0.1${port ? `:${port}` : ""}`,
} as const;
export type Site = keyof typeof ORIGIN;

export const DEMO_PASSWORD = "Demo-2026";

export interface DemoUser {
  email: string;
  site: Site;
  /** Where "/" sends this user after sign-in. */
  home: string;
  label: string;
}

export const DEMO: Record<string, DemoUser> = {
  sysadmin: { email: "sysadmin@demo.test", site: "first", home: "/sysmain", label: "system administrator" },
  dist: { email: "dist@demo.test", site: "first", home: "/distmain", label: "distributor user" },
  adminA: { email: "admin@hospital-a.test", site: "first", home: "/appmain", label: "company administrator (type 0)" },
  supervisorA: { email: "supervisor@hospital-a.test", site: "first", home: "/appmain", label: "supervisor (type 1)" },
  operatorA: { email: "operator@hospital-a.test", site: "first", home: "/appmain", label: "operator (type 2)" },
  agentA: { email: "agent@hospital-a.test", site: "first", home: "/appmain", label: "connection user (type 4)" },
  adminB: { email: "admin@hospital-b.test", site: "first", home: "/appeula", label: "administrator without accepted terms" },
  adminC: { email: "admin@clinic-c.test", site: "second", home: "/appmain", label: "administrator of the second distributor" },
};

export function url(site: Site, path: string): string {
  return ORIGIN[site] + path;
}
