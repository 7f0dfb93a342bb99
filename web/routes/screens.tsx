// The company screens that load a query, by path: each one's code is a chunk of its own, and
// so is its query's artifact (small: it arrives first and the query starts while the code is
// still coming), fetched when the route is entered (PreloadedScreen). Nothing of a screen is in
// the start-up chunk.
import { lazy, type ComponentType } from "react";
import type { ConcreteRequest, Variables } from "relay-runtime";
import { ownerFromAddress } from "../screens/sys/parameters/owner";
import { editorFromAddress, licensesFromAddress } from "../screens/sys/licenses/address";
import { incidentFromAddress, statusFromAddress } from "../screens/incidents/address";
import { lotFromAddress } from "../screens/lots/address";
import { boardFromAddress } from "../screens/release/address";
import { auditFromAddress } from "../screens/company/audit/address";
import type { ScreenProps, ScreenRoute } from "./PreloadedScreen";

// The queries' artifacts, each a chunk of its own.
const AppConnectedIncubatorsQuery = () => import("../__generated__/AppConnectedIncubatorsQuery.graphql");
const AppInstrumentQuery = () => import("../__generated__/AppInstrumentQuery.graphql");
const AppIncidentsQuery = () => import("../__generated__/AppIncidentsQuery.graphql");
const AppIncidentQuery = () => import("../__generated__/AppIncidentQuery.graphql");
const AppLotsQuery = () => import("../__generated__/AppLotsQuery.graphql");
const AppReleaseQuery = () => import("../__generated__/AppReleaseQuery.graphql");
const AppLogQuery = () => import("../__generated__/AppLogQuery.graphql");
const AppAuditQuery = () => import("../__generated__/AppAuditQuery.graphql");
const AppMigrationDatabaseQuery = () => import("../__generated__/AppMigrationDatabaseQuery.graphql");
const AppWasherChartsQuery = () => import("../__generated__/AppWasherChartsQuery.graphql");
const AppRPEQuery = () => import("../__generated__/AppRPEQuery.graphql");
const AppParametersQuery = () => import("../__generated__/AppParametersQuery.graphql");
const AppMeasureAssociationQuery = () => import("../__generated__/AppMeasureAssociationQuery.graphql");
const AppMyLicensesQuery = () => import("../__generated__/AppMyLicensesQuery.graphql");
const AppSectorQuery = () => import("../__generated__/AppSectorQuery.graphql");
const AppSubscriptionsQuery = () => import("../__generated__/AppSubscriptionsQuery.graphql");
const AppUserQuery = () => import("../__generated__/AppUserQuery.graphql");
const ChemicalReadingsQuery = () => import("../__generated__/ChemicalReadingsQuery.graphql");
const MachineCatalogueQuery = () => import("../__generated__/MachineCatalogueQuery.graphql");
const readingListQuery = () => import("../__generated__/readingListQuery.graphql");
const SysParametersQuery = () => import("../__generated__/SysParametersQuery.graphql");
const SysScreenQuery = () => import("../__generated__/SysScreenQuery.graphql");
const SysMailConfigurationQuery = () => import("../__generated__/SysMailConfigurationQuery.graphql");
const SysConfigurationQuery = () => import("../__generated__/SysConfigurationQuery.graphql");
const SysLicensesQuery = () => import("../__generated__/SysLicensesQuery.graphql");
const SysLicenseEditorQuery = () => import("../__generated__/SysLicenseEditorQuery.graphql");
const DistLicensesQuery = () => import("../__generated__/DistLicensesQuery.graphql");

type Screen = ComponentType<ScreenProps<any>>;

function screen(importScreen: () => Promise<Screen>, importQuery: () => Promise<{ default: ConcreteRequest }>, variables?: (params: URLSearchParams, path: string) => Variables): ScreenRoute {
  let loading: Promise<Screen> | null = null;
  const load = () => (loading ??= importScreen());
  let query: ConcreteRequest | null = null;
  let queryLoading: Promise<ConcreteRequest> | null = null;
  const loadQuery = () => (queryLoading ??= importQuery().then((m) => (query = m.default)));
  return {
    load,
    Screen: lazy(async () => ({ default: await load() })),
    loadQuery,
    get query() {
      return query;
    },
    variables,
  };
}

const readings = (kind: "BI" | "PRO", state: "LIVE" | "PROVISIONAL") => () => ({ kind, states: [state] });

const machines = (kind: "STERILIZER" | "WASHER" | "DISINFECTOR") =>
  screen(async () => {
    const { MachineCatalogue } = await import("../screens/company/equipment/MachineCatalogue");
    return (props: ScreenProps<any>) => <MachineCatalogue kind={kind} {...props} />;
  }, MachineCatalogueQuery);

const chemical = (kind: "STERILIZER" | "WASHER") =>
  screen(
    async () => {
      const [{ ChemicalScreen }, kinds] = await Promise.all([import("../screens/readings/chemical/ChemicalReadings"), import("../screens/readings/chemical/chemicalKinds")]);
      return (props: ScreenProps<any>) => <ChemicalScreen kind={kinds[kind]} {...props} />;
    },
    ChemicalReadingsQuery,
    () => ({ kind: kind === "STERILIZER" ? "CHE_STERILIZER" : "CHE_WASHER" }),
  );

/**
 * Every /sys table screen: one screen drawn from the server's description of the route's
 * entity (web/screens/sys); a route the server does not describe shows "not available".
 */
export const SYS_ROUTE = screen(async () => (await import("../screens/sys/SysScreen")).SysScreen, SysScreenQuery, (params, path) => {
  // The whole address: the server reads the parent and filters its description names (?distributorId, ?languageId, ?id).
  const query = params.toString();
  return { route: query ? `${path}?${query}` : path };
});

export const SCREEN_ROUTES: Record<string, ScreenRoute> = {
  "/appsector": screen(async () => (await import("../screens/company/sectors/AppSector")).AppSector, AppSectorQuery),
  "/appuser": screen(async () => (await import("../screens/company/users/AppUser")).AppUser, AppUserQuery),
  "/appconnectedincubators": screen(async () => (await import("../screens/company/incubators/AppConnectedIncubators")).AppConnectedIncubators, AppConnectedIncubatorsQuery),
  "/appsterilizer": machines("STERILIZER"),
  "/appwasher": machines("WASHER"),
  "/appdisinfector": machines("DISINFECTOR"),
  "/appinstrument": screen(async () => (await import("../screens/company/measures/AppInstrument")).AppInstrument, AppInstrumentQuery),
  "/appbilive": screen(async () => (await import("../screens/readings/bi/AppBILive")).AppBILive, readingListQuery, readings("BI", "LIVE")),
  "/appbifinished": screen(async () => (await import("../screens/readings/bi/AppBIFinished")).AppBIFinished, readingListQuery, readings("BI", "PROVISIONAL")),
  "/AppPILive": screen(async () => (await import("../screens/readings/pro/AppPILive")).AppPILive, readingListQuery, readings("PRO", "LIVE")),
  "/AppPIProvisional": screen(async () => (await import("../screens/readings/pro/AppPIProvisional")).AppPIProvisional, readingListQuery, readings("PRO", "PROVISIONAL")),
  "/appmeasureassociation": screen(async () => (await import("../screens/readings/measures/AppMeasureAssociation")).AppMeasureAssociation, AppMeasureAssociationQuery),
  "/appparameters": screen(async () => (await import("../screens/company/parameters/AppParameters")).AppParameters, AppParametersQuery),
  "/AppMyLicenses": screen(async () => (await import("../screens/company/licenses/AppMyLicenses")).AppMyLicenses, AppMyLicensesQuery),
  // (/AppIncidents: ?status=OPEN|CLOSED; /AppIncidents/12: incident 12, the link of the positive-result alert.)
  "/AppIncidents": screen(async () => (await import("../screens/incidents/AppIncidents")).AppIncidents, AppIncidentsQuery, statusFromAddress),
  "/AppIncidents/:incidentId": screen(async () => (await import("../screens/incidents/AppIncident")).AppIncident, AppIncidentQuery, incidentFromAddress),
  // (/AppLots?lot=X: the readings of lot X.)
  "/AppLots": screen(async () => (await import("../screens/lots/AppLots")).AppLots, AppLotsQuery, lotFromAddress),
  // (/AppRelease?sector=3&hours=24: one sector's board, results of the last 24 hours.)
  "/AppRelease": screen(async () => (await import("../screens/release/AppRelease")).AppRelease, AppReleaseQuery, boardFromAddress),
  "/AppLog": screen(async () => (await import("../screens/company/applog/AppLog")).AppLog, AppLogQuery),
  // (/AppAudit?user=12&from=2026-03-01&to=2026-03-31&type=READING: the filtered trail.)
  "/AppAudit": screen(async () => (await import("../screens/company/audit/AppAudit")).AppAudit, AppAuditQuery, auditFromAddress),
  "/appmigrationdatabase": screen(async () => (await import("../screens/company/migration/AppMigrationDatabase")).AppMigrationDatabase, AppMigrationDatabaseQuery),
  "/AppHTM01-01": screen(async () => (await import("../screens/charts/washer/AppWasherCharts")).AppWasherCharts, AppWasherChartsQuery),
  "/AppRPE": screen(async () => (await import("../screens/charts/score/AppRPE")).AppRPE, AppRPEQuery),
  "/subscriptions": screen(async () => (await import("../screens/company/subscriptions/AppSubscriptions")).AppSubscriptions, AppSubscriptionsQuery),
  "/appcisterilizerprovisional": chemical("STERILIZER"),
  "/appciwasherprovisional": chemical("WASHER"),
  // System administration screens of their own (the other /sys routes are SYS_ROUTE's tables).
  "/sysmailconfiguration": screen(async () => (await import("../screens/sys/mail/SysMailConfiguration")).SysMailConfiguration, SysMailConfigurationQuery),
  // (/sysparameter: the set named by ?distributorId.)
  "/sysparameter": screen(async () => (await import("../screens/sys/parameters/SysParameters")).SysParameters, SysParametersQuery, ownerFromAddress),
  // The distributor back office: /distcompany and /distlicenseCodes are the /syscompany and
  // /SysLicenseCodes tables through their entities' route aliases (read only); /distparameter
  // is /sysparameter for the viewer's own copy.
  "/distcompany": SYS_ROUTE,
  "/distlicenseCodes": SYS_ROUTE,
  // (/distlicenses: the licence and user administration screen; its choices are kept in the address.)
  "/distlicenses": screen(async () => (await import("../screens/dist/licenses/DistLicenses")).DistLicenses, DistLicensesQuery),
  "/distparameter": screen(async () => {
    const { SysParameters } = await import("../screens/sys/parameters/SysParameters");
    return (props: ScreenProps<any>) => <SysParameters backOffice {...props} />;
  }, SysParametersQuery),
  // (/sysconfiguration: the provider's configuration export and import.)
  "/sysconfiguration": screen(async () => (await import("../screens/sys/config/SysConfiguration")).SysConfiguration, SysConfigurationQuery),
  // (/SysLicenses: ?distributorId= and ?status=; /syslicenseeditor: ?licenseId=.)
  "/SysLicenses": screen(async () => (await import("../screens/sys/licenses/SysLicenses")).SysLicenses, SysLicensesQuery, licensesFromAddress),
  "/syslicenseeditor": screen(async () => (await import("../screens/sys/licenses/SysLicenseEditor")).SysLicenseEditor, SysLicenseEditorQuery, editorFromAddress),
};
