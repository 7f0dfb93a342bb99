// GraphQL door of the application log (screen 320): a read-only offset connection, newest
// first, searched by user and detail; each entry's detail in the reader's language.
import { builder } from "../graphql/builder";
import { globalId } from "../graphql/ids";
import { listArgs, orderEnum, pagedConnection, withTotalCount } from "../graphql/lists";
import { MANAGERS } from "../auth/scopes";
import { APP_LOG_LIST, pageAppLog, type AppLogEntry } from "./service";

const AppLogEntryRef = builder.objectRef<AppLogEntry>("AppLogEntry").implement({
  description: "One change made through the application.",
  fields: (t) => ({
    id: t.id({ resolve: (e) => globalId("AppLogEntry", e.id) }),
    logDate: t.field({ type: "DateTime", resolve: (e) => e.logDate }),
    appUser: t.exposeString("appUser", { description: "Who made the change (name and last name; empty for the system)" }),
    logDetail: t.exposeString("logDetail", { description: "What changed, its entity and action words in the reader's language" }),
  }),
});

const AppLogOrder = orderEnum("AppLogOrder", APP_LOG_LIST.order);

builder.queryField("appLog", (t) =>
  t.connection(
    {
      type: AppLogEntryRef,
      authScopes: MANAGERS,
      description: "The company's application log: newest first (or ordered by a column), searched by user and detail, paged, with the total.",
      args: listArgs(t, AppLogOrder),
      resolve: (_r, a, ctx) => {
        const request = { search: a.search as string | null, orderBy: a.orderBy as string | null, descending: a.descending as boolean | null };
        return pagedConnection(a, (window) => pageAppLog(ctx, request, window));
      },
    },
    withTotalCount("AppLogConnection"),
  ),
);
