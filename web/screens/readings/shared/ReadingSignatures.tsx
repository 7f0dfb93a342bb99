// A reading's electronic signatures in its detail (docs/signatures.md): asked by the detail for
// the one reading it shows, when it opens — never by list rows —, each judged against the
// reading as it stands now (void once it changed after the signature).
import { Spinner } from "@primer/react";
import type { TFunction } from "i18next";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ReadingSignaturesQuery } from "../../../__generated__/ReadingSignaturesQuery.graphql";
import { SignatureList } from "../../../components/signature/SignatureList";
import type { DetailGroups } from "./ReadingDetailDialog";

const query = graphql`
  query ReadingSignaturesQuery($id: ID!) {
    node(id: $id) {
      ... on BIReading {
        signatures {
          ...SignatureList_signature @relay(mask: false)
        }
      }
      ... on PROReading {
        signatures {
          ...SignatureList_signature @relay(mask: false)
        }
      }
      ... on CheSterilizerReading {
        signatures {
          ...SignatureList_signature @relay(mask: false)
        }
      }
      ... on CheWasherReading {
        signatures {
          ...SignatureList_signature @relay(mask: false)
        }
      }
    }
  }
`;

/** The detail's "Electronic signatures" line (in the Other group), shown once the reading has one. */
export function withSignatures(t: TFunction, groups: DetailGroups, readingId: string): DetailGroups {
  const item = { key: "signatures", label: t("signatures.title"), value: <ReadingSignatures id={readingId} />, wide: true };
  return { ...groups, other: [...(groups.other ?? []), item] };
}

function ReadingSignatures({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner size="small" srText={t("Loading...")} />}>
      <SignaturesQuery id={id} />
    </Suspense>
  );
}

function SignaturesQuery({ id }: { id: string }) {
  const data = useLazyLoadQuery<ReadingSignaturesQuery>(query, { id }, { fetchPolicy: "store-and-network" });
  const signatures = data.node?.signatures ?? [];
  return signatures.length ? <SignatureList signatures={signatures} /> : <span data-testid="signatures-none">—</span>;
}
