// GraphQL door of the distributor back office (the browser's, for /distlicenses): the
// distributors the viewer may choose, a distributor's companies with their administrator, a
// company's users, and making one of them the administrator. Arguments are typed (Int), so a
// non-numeric id never reaches the service; the service holds the scope (./service.ts).
import { builder } from "../graphql/builder";
import { globalId } from "../graphql/ids";
import { DISTRIBUTORS } from "../auth/scopes";
import {
  backOfficeCompanies,
  backOfficeCompanyUsers,
  backOfficeDistributors,
  makeCompanyAdministrator,
  type AdministratorChange,
  type BackOfficeAdministrator,
  type BackOfficeCompany,
  type BackOfficeDistributor,
  type BackOfficeUser,
} from "./service";

/** Lists the back office reads whole: a distributor's companies, a company's users. */
const LIST_SIZE = 100;

const DistributorRef = builder.objectRef<BackOfficeDistributor>("BackOfficeDistributor").implement({
  description: "A distributor the viewer may choose in the back office.",
  fields: (t) => ({ distributorId: t.exposeInt("distributorId"), name: t.exposeString("name") }),
});

const AdministratorRef = builder.objectRef<BackOfficeAdministrator>("BackOfficeAdministrator").implement({
  description: "A company's administrator (user type 0).",
  fields: (t) => ({
    userId: t.exposeInt("userId"),
    name: t.exposeString("name"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
  }),
});

const CompanyRef = builder.objectRef<BackOfficeCompany>("BackOfficeCompany").implement({
  description: "A company of a distributor, as the back office lists it (spec 002 section 3, back-office company).",
  fields: (t) => ({
    id: t.id({ resolve: (c) => globalId("BackOfficeCompany", c.id) }),
    companyId: t.exposeInt("id"),
    distributorId: t.exposeInt("distributorId"),
    name: t.exposeString("name"),
    countryId: t.exposeInt("countryId"),
    country: t.exposeString("country", { description: "The country's name" }),
    province: t.exposeString("province"),
    city: t.exposeString("city"),
    address: t.exposeString("address", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    contact: t.exposeString("contact", { nullable: true }),
    postalCode: t.exposeString("postalCode"),
    administrator: t.field({ type: AdministratorRef, nullable: true, description: "null: the company has no administrator", resolve: (c) => c.administrator }),
  }),
});

const UserRef = builder.objectRef<BackOfficeUser>("BackOfficeCompanyUser").implement({
  description: "A user of a company, as the back office lists it (spec 002 section 3, company user).",
  fields: (t) => ({
    id: t.id({ resolve: (u) => globalId("BackOfficeCompanyUser", u.id) }),
    userId: t.exposeInt("id"),
    companyId: t.exposeInt("companyId"),
    name: t.exposeString("name"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    sectorId: t.exposeInt("sectorId", { nullable: true }),
    sectorName: t.exposeString("sectorName", { nullable: true }),
    userType: t.exposeInt("userType", { nullable: true, description: "0 administrator, 1 supervisor, 2 operator, 4 connection" }),
    userTypeDescription: t.exposeString("userTypeCode", { description: "ADMINISTRATOR, SUPERVISOR, OPERATOR or CONNECTION" }),
    canBecomeAdministrator: t.exposeBoolean("canBecomeAdministrator", { description: "Whether makeCompanyAdministrator accepts this user: not the administrator already, not the incubator agent's Connection user" }),
  }),
});

const CompanyUsersRef = builder.objectRef<{ companyId: number; companyName: string; users: BackOfficeUser[] }>("BackOfficeCompanyUsers").implement({
  fields: (t) => ({
    companyId: t.exposeInt("companyId"),
    companyName: t.exposeString("companyName"),
    users: t.field({ type: [UserRef], extensions: { listSize: LIST_SIZE }, resolve: (r) => r.users }),
  }),
});

const ChangeRef = builder.objectRef<AdministratorChange>("MakeCompanyAdministratorPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message", { description: "The confirmation in the viewer's language" }),
    companyId: t.exposeInt("companyId"),
    users: t.field({ type: [UserRef], extensions: { listSize: LIST_SIZE }, description: "The company's users after the change", resolve: (r) => r.users }),
  }),
});

builder.queryField("backOfficeDistributors", (t) =>
  t.field({
    type: [DistributorRef],
    authScopes: DISTRIBUTORS,
    extensions: { listSize: 20 },
    description: "The distributors the viewer may choose: every one for provider staff, its own for a distributor's user.",
    resolve: (_r, _a, ctx) => backOfficeDistributors(ctx),
  }),
);

builder.queryField("backOfficeCompanies", (t) =>
  t.field({
    type: [CompanyRef],
    authScopes: DISTRIBUTORS,
    extensions: { listSize: LIST_SIZE },
    description: "A distributor's companies with their administrator, by name. A distributor's user: its own (another distributor's id is Not found); provider staff: the distributor named, or every company.",
    args: { distributorId: t.arg.int() },
    resolve: (_r, a, ctx) => backOfficeCompanies(ctx, a.distributorId),
  }),
);

builder.queryField("backOfficeCompanyUsers", (t) =>
  t.field({
    type: CompanyUsersRef,
    authScopes: DISTRIBUTORS,
    description: "A company's users (not deleted), by user id; another distributor's company is Not found.",
    args: { companyId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => backOfficeCompanyUsers(ctx, a.companyId),
  }),
);

builder.mutationField("makeCompanyAdministrator", (t) =>
  t.field({
    type: ChangeRef,
    authScopes: DISTRIBUTORS,
    description: "Makes a user its company's administrator; the current administrator becomes a supervisor. Both users' sessions end and each is notified.",
    args: { userId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => makeCompanyAdministrator(ctx, a.userId),
  }),
);
