// Screen and module numbers of the company routes (spec 000 section 2, spec 002 section 2.1);
// the Translate button passes them to /accesstotranslate.
export const screenIds: Record<string, { screenId: number; moduleId: number }> = {
  "/appmain": { screenId: 1100, moduleId: 150 },
  "/appsector": { screenId: 110, moduleId: 5 },
  "/appuser": { screenId: 120, moduleId: 5 },
  "/appconnectedincubators": { screenId: 800, moduleId: 110 },
  "/appbilive": { screenId: 400, moduleId: 20 },
  "/appbifinished": { screenId: 400, moduleId: 20 },
  "/apppilive": { screenId: 500, moduleId: 20 },
  "/apppiprovisional": { screenId: 500, moduleId: 20 },
  "/appciwasherprovisional": { screenId: 600, moduleId: 20 },
  "/appcisterilizerprovisional": { screenId: 700, moduleId: 20 },
  "/appparameters": { screenId: 310, moduleId: 100 },
  "/changepassword": { screenId: 130, moduleId: 5 },
  "/applog": { screenId: 320, moduleId: 100 },
  "/appmigrationdatabase": { screenId: 322, moduleId: 100 },
  "/subscriptions": { screenId: 321, moduleId: 100 },
  "/appmylicenses": { screenId: 805, moduleId: 120 },
  "/apprpe": { screenId: 830, moduleId: 40 },
  "/apphtm01-01": { screenId: 840, moduleId: 40 },
  "/appincidents": { screenId: 850, moduleId: 30 },
  "/applots": { screenId: 860, moduleId: 30 },
  "/apprelease": { screenId: 870, moduleId: 20 },
  "/appaudit": { screenId: 880, moduleId: 100 },
};

/** Routes the guard lets through whatever the menu says. */
export const alwaysAllowed = ["/", "/appmain", "/sysmain", "/distmain", "/appeula", "/changepassword", "/accesstotranslate"];

/**
 * Pages under a menu item's address (an incident under /AppIncidents): the guard lets them
 * through, and the menu marks their item, as the item's own page.
 */
const DETAIL_PAGES = [/^(\/appincidents)\/\d+$/];

/** The menu address a path belongs to: "/AppIncidents/12" → "/appincidents"; else normalizePath. */
export function menuPath(path: string | null | undefined): string {
  const clean = normalizePath(path);
  for (const pattern of DETAIL_PAGES) {
    const m = pattern.exec(clean);
    if (m) return m[1]!;
  }
  return clean;
}

/** "/AppUser/?sectorId=3" → "/appuser". */
export function normalizePath(path: string | null | undefined): string {
  if (!path) return "";
  let clean = path.trim().split(/[?#]/)[0]!.toLowerCase();
  if (!clean.startsWith("/")) clean = `/${clean}`;
  if (clean.length > 1) clean = clean.replace(/\/+$/, "");
  return clean;
}
