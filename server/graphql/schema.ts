// Builds the GraphQL schema from every domain's registrations.
import { builder } from "./builder";
import "../session/graphql";
import "../reference/graphql";
import "../notifications/graphql";
import "../sectors/graphql";
import "../users/graphql";
import "../equipment/graphql";
import "../incubators/graphql";
import "../measures/graphql";
import "../readings/graphql";
import "../historical/graphql";
import "../webhooks/graphql";
import "../products/graphql";
import "../screens/graphql";
import "../parameters/graphql";
import "../licenses/graphql";
import "../licenses/admin-graphql";
import "../account/graphql";
import "../applog/graphql";
import "../logo/graphql";
import "../sysadmin/graphql";
import "../translate/graphql";
import "../mailconfig/graphql";
import "../sysparameters/graphql";
import "../configuration/graphql";
import "../backoffice/graphql";

export const schema = builder.toSchema();
