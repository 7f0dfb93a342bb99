// Builds the GraphQL schema from every domain's registrations.
import { builder } from "./builder";
import "../session/graphql";
import "../reference/graphql";
import "../notifications/graphql";

export const schema = builder.toSchema();
