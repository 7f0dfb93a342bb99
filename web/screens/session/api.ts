// The public calls of the login screen, over GraphQL (docs/session-api.md names their REST
// twins): the sign-up form's lists, the terms of a region, the company-name check, and the
// sign-in steps (sign in, forgotten password, forced change, sign-up). Sent with fetch alone
// (web/api/graphql.ts): the sign-in page loads no Relay.
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
import { request } from "../../api/graphql";

export type Country = apiCountriesQuery["response"]["countries"][number];
export type LanguageOption = apiLanguagesQuery["response"]["languages"][number];
export type EulaText = apiEulaQuery["response"]["eulaText"];
export type { SignUpInput };

/** Languages a theme offers; the bionova theme keeps only en, es, it, pt and ja. */
const bionovaCodes = ["en", "es", "it", "pt", "ja"];

export async function fetchLanguages(distributorId: string, themeKey: string): Promise<LanguageOption[]> {
  const { languages } = await request<apiLanguagesQuery>(
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
    null,
  );
  if (themeKey !== "bionova") return [...languages];
  return languages.filter((l) => bionovaCodes.includes(l.code.slice(0, 2).toLowerCase()));
}

export const fetchCountries = async () =>
  (
    await request<apiCountriesQuery>(
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
      null,
    )
  ).countries;

export const fetchEula = async (distributorId: string, regionId: number) =>
  (
    await request<apiEulaQuery>(
      graphql`
        query apiEulaQuery($distributorId: String!, $regionId: Int!) {
          eulaText(distributorId: $distributorId, regionId: $regionId) {
            id
            text
          }
        }
      `,
      { distributorId, regionId },
      null,
    )
  ).eulaText;

export const compareCompanyNames = async (name: string, distributorId: string) =>
  (
    await request<apiSimilarNameQuery>(
      graphql`
        query apiSimilarNameQuery($name: String!, $distributorId: String) {
          similarCompanyName(name: $name, distributorId: $distributorId) {
            similar
            message
          }
        }
      `,
      { name, distributorId },
      null,
    )
  ).similarCompanyName;

/** Signs in; answers the new token (not stored yet: the caller decides when). */
export const signInCall = async (email: string, password: string, distributorId: string) =>
  (
    await request<apiLoginMutation>(
      graphql`
        mutation apiLoginMutation($input: LoginInput!) {
          login(input: $input) {
            token
          }
        }
      `,
      { input: { email, password, distributorId } },
      null,
    )
  ).login.token;

/** The server's notice before a forced password change, for the token that needs it. */
export const mustChangePasswordText = async (token: string) =>
  (
    await request<apiMustChangeTextQuery>(
      graphql`
        query apiMustChangeTextQuery {
          viewer {
            mustChangePasswordText
          }
        }
      `,
      {},
      token,
    )
  ).viewer?.mustChangePasswordText ?? null;

export const forgotPasswordCall = async (email: string, distributorId: string) =>
  (
    await request<apiForgotPasswordMutation>(
      graphql`
        mutation apiForgotPasswordMutation($email: String!, $distributorId: String!) {
          forgotPassword(email: $email, distributorId: $distributorId) {
            message
          }
        }
      `,
      { email, distributorId },
      null,
    )
  ).forgotPassword.message;

/** The forced change after sign-in, with the token that asked for it. */
export const restorePasswordCall = async (token: string, password: string) =>
  (
    await request<apiRestorePasswordMutation>(
      graphql`
        mutation apiRestorePasswordMutation($password: String!) {
          restorePassword(password: $password) {
            message
          }
        }
      `,
      { password },
      token,
    )
  ).restorePassword.message;

export const recoverPasswordCall = async (input: RecoverPasswordInput) =>
  (
    await request<apiRecoverPasswordMutation>(
      graphql`
        mutation apiRecoverPasswordMutation($input: RecoverPasswordInput!) {
          recoverPassword(input: $input) {
            message
          }
        }
      `,
      { input },
      null,
    )
  ).recoverPassword.message;

export const signUpCall = async (input: SignUpInput) =>
  (
    await request<apiSignUpMutation>(
      graphql`
        mutation apiSignUpMutation($input: SignUpInput!) {
          signUp(input: $input) {
            message
          }
        }
      `,
      { input },
      null,
    )
  ).signUp.message;

/** Text of an answer that may be plain text, a JSON string or an object with a message. */
export function answerText(answer: unknown): string {
  return messageLines(answer).join(" ");
}
