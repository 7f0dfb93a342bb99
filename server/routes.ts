// The REST route table: every area registers its routes here. The app serves this router and
// the generated tenant probe (tests/api/probe) enumerates it, so a new route cannot escape
// the probe.
import { incidentRoutes } from "./incidents/rest";
import { fhirRoutes } from "./fhir/rest";
import { auditRoutes } from "./audit/rest";
import { Router } from "./http/router";
import { sessionRoutes } from "./session/rest";
import { referenceRoutes } from "./reference/rest";
import { downloadRoutes } from "./downloads/rest";
import { notificationRoutes } from "./notifications/rest";
import { sectorRoutes } from "./sectors/rest";
import { userRoutes } from "./users/rest";
import { equipmentRoutes } from "./equipment/rest";
import { scoreRoutes } from "./charts/score/rest";
import { incubatorRoutes } from "./incubators/rest";
import { measureRoutes } from "./measures/rest";
import { screenRoutes } from "./screens/rest";
import { agentRoutes } from "./agent/rest";
import { readingRoutes } from "./readings/rest";
import { historicalRoutes } from "./historical/rest";
import { exportRoutes } from "./export/rest";
import { webhookRoutes } from "./webhooks/rest";
import { interopRoutes } from "./interop/rest";
import { productRoutes } from "./products/rest";
import { parameterRoutes } from "./parameters/rest";
import { licenseRoutes } from "./licenses/rest";
import { licenseAdminRoutes } from "./licenses/admin-rest";
import { accountRoutes } from "./account/rest";
import { appLogRoutes } from "./applog/rest";
import { logoRoutes } from "./logo/rest";
import { intakeRoutes } from "./intake/rest";
import { backOfficeRoutes } from "./backoffice/rest";
import { sysadminRoutes } from "./sysadmin/rest";
import { mailConfigRoutes } from "./mailconfig/rest";
import { sysParameterRoutes } from "./sysparameters/rest";
import { configurationRoutes } from "./configuration/rest";
import { dashboardRoutes } from "./dashboard/rest";
import { testHookRoutes } from "./testing/rest";
import { testReadingRoutes } from "./testing/readings";
import { probeRoutes } from "./testing/probe";
import { intakeTestRoutes } from "./intake/testing";
import { washerChartRoutes } from "./charts/washer/rest";
import { migrationRoutes } from "./migration/rest";
import { migrationTestRoutes } from "./migration/testing";

/** The expensive routes: reports, exports, imports, chart computations, FHIR searches (fair shares: limits/fair.ts). */
const HEAVY_ROUTES = /\/GetReport$|^POST \/api\/export\/(excel|csv|xml)$|\/migration\/(export|import|importGeneralObjects)$|\/desktopmigrator(\/processMigration)?$|\/audit\/(seals\/)?export$|\/recall$|^POST \/api\/historical\/:option$|\/masiveToHistorical$|\/calculate(SPRgraphics|RPE|IMR|XbarR)$|\/GetIgnoredReadings$|^GET \/fhir\/Observation$|\/DownloaderManager\//i;

/** `testHooks`: the routes tests use to look inside (TEST_HOOKS=1 only, never in production). */
export function buildRouter(opts: { testHooks: boolean }): Router {
  const router = new Router();
  router.heavy = (label) => HEAVY_ROUTES.test(label);
  sessionRoutes(router);
  referenceRoutes(router);
  downloadRoutes(router);
  notificationRoutes(router);
  sectorRoutes(router);
  userRoutes(router);
  equipmentRoutes(router);
  scoreRoutes(router);
  incubatorRoutes(router);
  measureRoutes(router);
  screenRoutes(router);
  agentRoutes(router);
  readingRoutes(router);
  historicalRoutes(router);
  exportRoutes(router);
  webhookRoutes(router);
  interopRoutes(router);
  productRoutes(router);
  parameterRoutes(router);
  licenseRoutes(router);
  licenseAdminRoutes(router);
  accountRoutes(router);
  appLogRoutes(router);
  logoRoutes(router);
  intakeRoutes(router);
  // Before the /sys routes: their GET /api/company/:id would read /api/company/GetByDistributorStr as an id.
  backOfficeRoutes(router);
  sysadminRoutes(router);
  mailConfigRoutes(router);
  sysParameterRoutes(router);
  configurationRoutes(router);
  washerChartRoutes(router);
  dashboardRoutes(router);
  auditRoutes(router);
  fhirRoutes(router);
  incidentRoutes(router);
  migrationRoutes(router);
  if (opts.testHooks) {
    testHookRoutes(router);
    testReadingRoutes(router);
    intakeTestRoutes(router);
    probeRoutes(router);
    migrationTestRoutes(router);
  }
  return router;
}
