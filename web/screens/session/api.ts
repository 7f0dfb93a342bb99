// The public calls of the login screen, over GraphQL (docs/session-api.md names their REST
// twins): the sign-up form's lists, the terms of a region, the company-name check, and the
// sign-in steps (sign in, forgotten password, forced change, sign-up).
import { graphql } from "react-relay";
import type { apiCountriesQuery } from "../../__generated__/apiCountriesQuery.graphql";
import type { apiEulaQuery } from "../../__generated__/apiEulaQuery.graphql";
import type { apiForgotPasswordMutation } from "../../__generated__/apiForgotPasswordMutation.graphql";
import type { apiLanguagesQuery } from "../../__generated__/apiLanguagesQuery.graphql";
import type { apiLoginMutation } from "../../__generated__/apiLoginMutation.graphql";
import type { apiMustChangeTextQuery } from "../../__generated__/apiMustChangeTextQuery.graphql";
import type { apiRecoverPasswordMutation, RecoverPasswordInput } from "../../__generated__/apiRecoverPasswordMutation.graphql";
import type { apiRestorePasswordMutation } from "../../__generated__/apiRestorePasswordMutation.graphql";
import type { apiSignUpMutation, SignUpInput } from "../../__generated__/apiSignUpMutation.graphql";
import type { apiSimilarNameQuery } from "../../__generated__/apiSimilarNameQuery.graphql";
import { messageLines } from "../../api/errors";
import { commit, detachedEnvironment, query } from "../../relay/operations";

export type Country = apiCountriesQuery["response"]["countries"][number];
export type LanguageOption = apiLanguagesQuery["response"]["languages"][number];
export type EulaText = apiEulaQuery["response"]["eulaText"];
export type { SignUpInput };

/** Languages a theme offers; the bionova theme keeps only en, es, it, pt and ja. */
const bionovaCodes = ["en", "es", "it", "pt", "ja"];

export async function fetchLanguages(distributorId: string, themeKey: string): Promise<LanguageOption[]> {
  const { languages } = await query<apiLanguagesQuery>(
    detachedEnvironment(null),
    graphql`
      query apiLanguagesQuery($distributorId: String) {
        languages(distributorId: $distributorId) {
          id
          code
          description
        }
      }
    `,
    { distributorId },
  );
  if (themeKey !== "bionova") return [...languages];
  return languages.filter((l) => bionovaCodes.includes(l.code.slice(0, 2).toLowerCase()));
}

export const fetchCountries = async () =>
  (
    await query<apiCountriesQuery>(
      detachedEnvironment(null),
      graphql`
        query apiCountriesQuery {
          countries {
            id
            regionId
            name
          }
        }
      `,
      {},
    )
  ).countries;

export const fetchEula = async (distributorId: string, regionId: number) =>
  (
    await query<apiEulaQuery>(
      detachedEnvironment(null),
      graphql`
        query apiEulaQuery($distributorId: String!, $regionId: Int!) {
          eulaText(distributorId: $distributorId, regionId: $regionId) {
            id
            text
          }
        }
      `,
      { distributorId, regionId },
    )
  ).eulaText;

export const compareCompanyNames = async (name: string, distributorId: string) =>
  (
    await query<apiSimilarNameQuery>(
      detachedEnvironment(null),
      graphql`
        query apiSimilarNameQuery($name: String!, $distributorId: String) {
          similarCompanyName(name: $name, distributorId: $distributorId) {
            similar
            message
          }
        }
      `,
      { name, distributorId },
    )
  ).similarCompanyName;

/** Signs in; answers the new token (not stored yet: the caller decides when). */
export const signInCall = async (email: string, password: string, distributorId: string) =>
  (
    await commit<apiLoginMutation>(
      detachedEnvironment(null),
      graphql`
        mutation apiLoginMutation($input: LoginInput!) {
          login(input: $input) {
            token
          }
        }
      `,
      { input: { email, password, distributorId } },
    )
  ).login.token;

/** The server's notice before a forced password change, for the token that needs it. */
export const mustChangePasswordText = async (token: string) =>
  (
    await query<apiMustChangeTextQuery>(
      detachedEnvironment(token),
      graphql`
        query apiMustChangeTextQuery {
          viewer {
            mustChangePasswordText
          }
        }
      `,
      {},
    )
  ).viewer?.mustChangePasswordText ?? null;

export const forgotPasswordCall = async (email: string, distributorId: string) =>
  (
    await commit<apiForgotPasswordMutation>(
      detachedEnvironment(null),
      graphql`
        mutation apiForgotPasswordMutation($email: String!, $distributorId: String!) {
          forgotPassword(email: $email, distributorId: $distributorId) {
            message
          }
        }
      `,
      { email, distributorId },
    )
  ).forgotPassword.message;

/** The forced change after sign-in, with the token that asked for it. */
export const restorePasswordCall = async (token: string, password: string) =>
  (
    await commit<apiRestorePasswordMutation>(
      detachedEnvironment(token),
      graphql`
        mutation apiRestorePasswordMutation($password: String!) {
          restorePassword(password: $password) {
            message
          }
        }
      `,
      { password },
    )
  ).restorePassword.message;

export const recoverPasswordCall = async (input: RecoverPasswordInput) =>
  (
    await commit<apiRecoverPasswordMutation>(
      detachedEnvironment(null),
      graphql`
        mutation apiRecoverPasswordMutation($input: RecoverPasswordInput!) {
          recoverPassword(input: $input) {
            message
          }
        }
      `,
      { input },
    )
  ).recoverPassword.message;

export const signUpCall = async (input: SignUpInput) =>
  (
    await commit<apiSignUpMutation>(
      detachedEnvironment(null),
      graphql`
        mutation apiSignUpMutation($input: SignUpInput!) {
          signUp(input: $input) {
            message
          }
        }
      `,
      { input },
    )
  ).signUp.message;

/** Text of an answer that may be plain text, a JSON string or an object with a message. */
export function answerText(answer: unknown): string {
  return messageLines(answer).join(" ");
}
