// A signature on the REST door (docs/signatures.md): `Signature: { Password, Meaning, UserName }`
// beside the request's own fields; absent when the action is not signed.
import { object, oneOf, parseWire, text } from "../validation/wire";
import { ValidationError } from "../domain/errors";
import { SIGNATURE_MEANINGS, type SignatureInput } from "./signer";

const Signature = object({ Password: text(200), Meaning: oneOf(SIGNATURE_MEANINGS), UserName: text(320) });
const Body = object({ Signature: Signature.optional().nullable() });

export function signatureOf(body: unknown): SignatureInput | null {
  const s = parseWire(Body, body).Signature;
  if (!s) return null;
  if (!s.Meaning) throw new ValidationError({ "Signature.Meaning": ["This field is required"] });
  return { password: s.Password, meaning: s.Meaning as SignatureInput["meaning"], userName: s.UserName ?? undefined };
}
