// The session's own GraphQL calls, made outside any screen: the distributor lookup, the
// signed-in user's context (language, regional format, interface texts), token renewal and
// sign-out, sent with fetch alone (web/api/graphql.ts): Relay loads with the first signed-in
// screen, not before. REST twins: docs/session-api.md.
import { graphql } from "react-relay";
import type { callsDistributorQuery } from "../__generated__/callsDistributorQuery.graphql";
import type { callsLogoutMutation } from "../__generated__/callsLogoutMutation.graphql";
import type { callsRefreshTokenMutation } from "../__generated__/callsRefreshTokenMutation.graphql";
import type { callsTextsQuery } from "../__generated__/callsTextsQuery.graphql";
import type { callsUserContextQuery } from "../__generated__/callsUserContextQuery.graphql";
import { request } from "../api/graphql";

export const distributorByDomain = async (domain: string) =>
  (
    await request<callsDistributorQuery>(
      graphql`
        query callsDistributorQuery($domain: String!) {
          distributorByDomain(domain: $domain) {
            id
            name
            domain
            themeFileName
          }
        }
      `,
      { domain },
      null,
    )
  ).distributorByDomain;

/** The signed-in user's language, regional format and interface texts, in one request. */
export const userContext = async (token?: string) =>
  request<callsUserContextQuery>(
    graphql`
      query callsUserContextQuery {
        viewer {
          interfaceLanguage {
            id
            code
            description
          }
          regionalFormat {
            languageCode
            description
            dateFormat
            timeFormat
          }
        }
        generalObjects
      }
    `,
    {},
    token,
  );

/** Interface texts in a language, for a visitor who has not signed in. */
export const anonymousTexts = async (languageCode: string) =>
  (
    await request<callsTextsQuery>(
      graphql`
        query callsTextsQuery($languageCode: String) {
          generalObjects(languageCode: $languageCode)
        }
      `,
      { languageCode },
      null,
    )
  ).generalObjects as Record<string, string> | null;

/** A token with the user's current claims (e.g. after their own sector was renamed). */
export const refreshToken = async () =>
  (
    await request<callsRefreshTokenMutation>(
      graphql`
        mutation callsRefreshTokenMutation {
          refreshToken {
            token
          }
        }
      `,
      {},
    )
  ).refreshToken.token;

/** Ends the session of `token` on the server (given, not read later: logout forgets it meanwhile). */
export const endSession = async (token: string) => {
  await request<callsLogoutMutation>(
    graphql`
      mutation callsLogoutMutation {
        logout
      }
    `,
    {},
    token,
  );
};
