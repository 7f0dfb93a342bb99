// GraphQL door of this area (filled in by its owner).
import "../graphql/builder";
