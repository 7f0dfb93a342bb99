// Test helpers for the API suite: HTTP/GraphQL access, sessions, the mail outbox,
// sign-up of throw-away companies and graphql-ws subscriptions.
export * from "./http";
export * from "./session";
export * from "./mail";
export * from "./signup";
export * from "./ws";
