// GraphQL door of electronic signatures (docs/signatures.md): the meanings, the signature every
// signed mutation takes, a signature's manifestation, and whether the caller's next signature
// must give both components.
import { builder } from "../graphql/builder";
import { SIGNED_IN } from "../auth/scopes";
import { SIGNATURE_MEANINGS, needsIdentity } from "./signer";
import { signaturesOfLicenses, type SignatureView } from "./records";
import { perRequestBatch } from "../readings/batch";

export const SignatureMeaningEnum = builder.enumType("SignatureMeaning", { values: SIGNATURE_MEANINGS, description: "What an electronic signature means (21 CFR Part 11 §11.50)" });

export const USER_NAME = "The signer's user name (e-mail): required at the first signature of a session (signatureNeedsIdentity), then optional";

export const SignatureInputRef = builder.inputType("SignatureInput", {
  description: "An electronic signature: the signer's password entered again, the meaning, and at a session's first signing the user name too",
  fields: (t) => ({
    password: t.string({ required: true, description: "The signer's password, entered again to sign" }),
    meaning: t.field({ type: SignatureMeaningEnum, required: true }),
    userName: t.string({ description: USER_NAME }),
  }),
});

export const RecordSignatureRef = builder.objectRef<SignatureView>("RecordSignature").implement({
  description: "A signature's manifestation (§11.50): the signer's printed name, when (shown with the time zone) and what it means; valid is false when the record changed after it was signed (§11.70)",
  fields: (t) => ({
    signatureId: t.exposeInt("signatureId", { description: "The signature's id in its table (record_signature; load_release for a release)" }),
    action: t.exposeString("action", { description: "toHistorical, confirmAndSave, approve (record_signature) or release (an implant load's release, load_release)" }),
    signedBy: t.exposeString("signedBy"),
    signedAt: t.expose("signedAt", { type: "DateTime" }),
    meaning: t.field({ type: SignatureMeaningEnum, resolve: (s) => s.meaning as never }),
    valid: t.exposeBoolean("valid"),
  }),
});

builder.queryField("signatureNeedsIdentity", (t) =>
  t.boolean({
    authScopes: SIGNED_IN,
    description: "True until the caller signs once in this session: the first signature asks for the user name and the password, later ones the password (21 CFR 11.200(a)(1)(i))",
    resolve: (_r, _a, ctx) => needsIdentity(ctx),
  }),
);

/** A licence detail's approval signatures, the rows of one request loaded together (lists ask per row). */
export const licenseSignatures = (ctx: object & { prisma: Parameters<typeof signaturesOfLicenses>[0] }, id: number): Promise<SignatureView[]> =>
  perRequestBatch(ctx, "licenseSignatures", String(id), id, async (ids: number[]) => {
    const found = await signaturesOfLicenses(ctx.prisma, ids);
    return ids.map((i) => found.get(i) ?? []);
  });
