// The company screens that load a query, by path: each one's code is a chunk of its own,
// fetched together with its query when the route is entered (PreloadedScreen).
import { lazy, type ComponentType } from "react";
import type { ConcreteRequest, Variables } from "relay-runtime";
import AppConnectedIncubatorsQuery from "../__generated__/AppConnectedIncubatorsQuery.graphql";
import AppInstrumentQuery from "../__generated__/AppInstrumentQuery.graphql";
import AppLogQuery from "../__generated__/AppLogQuery.graphql";
import AppMigrationDatabaseQuery from "../__generated__/AppMigrationDatabaseQuery.graphql";
import AppWasherChartsQuery from "../__generated__/AppWasherChartsQuery.graphql";
import AppRPEQuery from "../__generated__/AppRPEQuery.graphql";
import AppParametersQuery from "../__generated__/AppParametersQuery.graphql";
import AppMeasureAssociationQuery from "../__generated__/AppMeasureAssociationQuery.graphql";
import AppMyLicensesQuery from "../__generated__/AppMyLicensesQuery.graphql";
import AppSectorQuery from "../__generated__/AppSectorQuery.graphql";
import AppSubscriptionsQuery from "../__generated__/AppSubscriptionsQuery.graphql";
import AppUserQuery from "../__generated__/AppUserQuery.graphql";
import ChemicalReadingsQuery from "../__generated__/ChemicalReadingsQuery.graphql";
import MachineCatalogueQuery from "../__generated__/MachineCatalogueQuery.graphql";
import readingListQuery from "../__generated__/readingListQuery.graphql";
import SysParametersQuery from "../__generated__/SysParametersQuery.graphql";
import SysScreenQuery from "../__generated__/SysScreenQuery.graphql";
import SysMailConfigurationQuery from "../__generated__/SysMailConfigurationQuery.graphql";
import { ownerFromAddress } from "../screens/sys/parameters/owner";
import SysConfigurationQuery from "../__generated__/SysConfigurationQuery.graphql";
import SysLicensesQuery from "../__generated__/SysLicensesQuery.graphql";
import SysLicenseEditorQuery from "../__generated__/SysLicenseEditorQuery.graphql";
import { editorFromAddress, licensesFromAddress } from "../screens/sys/licenses/address";
import DistLicensesQuery from "../__generated__/DistLicensesQuery.graphql";
import type { ScreenProps, ScreenRoute } from "./PreloadedScreen";

type Screen = ComponentType<ScreenProps<any>>;

function screen(importScreen: () => Promise<Screen>, query: ConcreteRequest, variables?: (params: URLSearchParams, path: string) => Variables): ScreenRoute {
  let loading: Promise<Screen> | null = null;
  const load = () => (loading ??= importScreen());
  return { load, Screen: lazy(async () => ({ default: await load() })), query, variables };
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
  "/AppLog": screen(async () => (await import("../screens/company/applog/AppLog")).AppLog, AppLogQuery),
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
