// The company-logo block of the parameters screen (spec 002 sections 2.2, 4 "Logo", 5, 8, 9):
// self-contained (it loads its own data) so the parameters screen only places it. Shown to
// the company administrator alone (the server's `companyLogoRules.canManage`).
//   - preview 340 × 65 (contained): the chosen file before saving, else the stored logo;
//   - a chooser for .png / .jpg; the help text gives the size limit and the aspect;
//   - Save only when a chosen file differs from the stored picture; Delete only when one is stored;
//   - a failure shows the server's message and reloads the stored logo; success says so.
// The file goes as a GraphQL multipart upload (relay/environment.ts, `uploadables`).
import { Button } from "@primer/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { commitMutation, fetchQuery, type Environment, type GraphQLTaggedNode, type MutationParameters, type UploadableMap } from "relay-runtime";
import type { CompanyLogoBlockQuery } from "../../../__generated__/CompanyLogoBlockQuery.graphql";
import type { CompanyLogoBlockUploadMutation } from "../../../__generated__/CompanyLogoBlockUploadMutation.graphql";
import type { CompanyLogoBlockDeleteMutation } from "../../../__generated__/CompanyLogoBlockDeleteMutation.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner } from "../../../components/AlertBanner";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { fromGraphQLErrors, fromRelayError, type GraphQLErrorLike } from "../../../relay/errors";
import styles from "./CompanyLogoBlock.module.css";

const query = graphql`
  query CompanyLogoBlockQuery {
    companyLogoRules {
      canManage
      maxBytes
      extensions
      previewWidth
      previewHeight
    }
    viewer {
      company {
        id
        name
        logo {
          url
          mimeType
          updatedAt
        }
      }
    }
  }
`;

const uploadMutation = graphql`
  mutation CompanyLogoBlockUploadMutation($file: File!) {
    uploadCompanyLogo(file: $file) {
      id
      logo {
        url
        mimeType
        updatedAt
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation CompanyLogoBlockDeleteMutation {
    deleteCompanyLogo {
      id
      logo {
        url
        mimeType
        updatedAt
      }
    }
  }
`;

/** commit() of relay/operations with files: the mutation's answer, or the error lines the REST door would give. */
function commitWithFiles<T extends MutationParameters>(environment: Environment, mutation: GraphQLTaggedNode, variables: T["variables"], uploadables?: UploadableMap): Promise<T["response"]> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      uploadables,
      onCompleted: (response, errors) => (errors?.length ? reject(fromGraphQLErrors(errors as GraphQLErrorLike[])) : resolve(response)),
      onError: (error) => reject(fromRelayError(error)),
    });
  });
}

/** A picture's pixels as decoded, without colour conversion; null when it does not decode. */
async function pixelsOf(blob: Blob): Promise<ImageData | null> {
  try {
    const bitmap = await createImageBitmap(blob, { colorSpaceConversion: "none", premultiplyAlpha: "none" });
    const canvas = Object.assign(document.createElement("canvas"), { width: bitmap.width, height: bitmap.height });
    const g = canvas.getContext("2d", { willReadFrequently: true })!;
    g.drawImage(bitmap, 0, 0);
    bitmap.close();
    return g.getImageData(0, 0, canvas.width, canvas.height);
  } catch {
    return null;
  }
}

/**
 * Whether a chosen file is the stored picture. The server stores every upload re-encoded
 * (server/logo/reencode.ts), so bytes never match: pixels do for a PNG (lossless). A JPEG
 * is re-encoded with loss, so the same JPEG chosen again can be saved again (harmless).
 */
async function sameAsStored(file: File, url: string | null | undefined): Promise<boolean> {
  if (!url) return false;
  const res = await fetch(url).catch(() => null);
  if (!res?.ok) return false;
  const [mine, theirs] = await Promise.all([pixelsOf(file), pixelsOf(await res.blob())]);
  if (!mine || !theirs || mine.width !== theirs.width || mine.height !== theirs.height) return false;
  return mine.data.every((v, i) => v === theirs.data[i]);
}

interface Chosen {
  file: File;
  preview: string;
  /** The stored logo's pixels: nothing to save. */
  same: boolean;
}

export function CompanyLogoBlock() {
  const data = useLazyLoadQuery<CompanyLogoBlockQuery>(query, {});
  if (!data.companyLogoRules.canManage || !data.viewer?.company) return null;
  return <LogoEditor data={data} />;
}

function LogoEditor({ data }: { data: CompanyLogoBlockQuery["response"] }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const rules = data.companyLogoRules;
  const company = data.viewer!.company!;
  const stored = company.logo;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState(false);
  const { alert, show, clear } = useTimedAlert();
  const [error, setError] = useState<string[] | null>(null);
  const size = useMemo(() => `${Math.round(rules.maxBytes / 1024)} KB`, [rules.maxBytes]);

  // The chosen file's preview URL lives as long as the choice.
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);

  const reset = useCallback(() => {
    setChosen(null);
    if (input.current) input.current.value = "";
  }, []);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    clear();
    setError(null);
    const file = e.target.files?.[0];
    if (!file) return reset();
    // The quick checks of the chooser; the server decides by the file's content.
    if (!rules.extensions.some((ext) => file.name.toLowerCase().endsWith(ext))) {
      reset();
      return setError([t("logo.invalidExtension")]);
    }
    if (file.size > rules.maxBytes) {
      reset();
      return setError([t("logo.tooLarge", { size })]);
    }
    setChosen({ file, preview: URL.createObjectURL(file), same: await sameAsStored(file, stored?.url) });
  };

  const fail = (e: unknown) => {
    setError(errorLines(e));
    reset();
    // The stored logo again, as the server has it (into the store: the block and the top bar follow).
    fetchQuery<CompanyLogoBlockQuery>(environment, query, {}, { fetchPolicy: "network-only" }).subscribe({});
  };

  const save = async () => {
    if (!chosen || chosen.same) return;
    setBusy(true);
    setError(null);
    try {
      await commitWithFiles<CompanyLogoBlockUploadMutation>(environment, uploadMutation, { file: null }, { file: chosen.file });
      reset();
      show({ variant: "success", lines: [t("logo.saved")] });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await commitWithFiles<CompanyLogoBlockDeleteMutation>(environment, deleteMutation, {});
      reset();
      show({ variant: "success", lines: [t("logo.deleted")] });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const previewUrl = chosen?.preview ?? stored?.url ?? null;
  return (
    <section className={styles.block} aria-labelledby={`${inputId}-title`} data-testid="company-logo-block">
      <h2 className={styles.heading} id={`${inputId}-title`}>
        {t("logo.title")}
      </h2>
      <p className={styles.description}>{t("logo.description")}</p>
      {error && <AlertBanner alert={{ variant: "critical", lines: error }} onDismiss={() => setError(null)} />}
      <AlertBanner alert={alert} onDismiss={clear} />
      <div>
        <p className={styles.previewLabel}>{chosen ? t("logo.newPreview") : t("logo.preview")}</p>
        <div className={styles.preview} style={{ width: rules.previewWidth, height: rules.previewHeight }} data-testid="logo-preview">
          {previewUrl ? <img src={previewUrl} alt={t("logo.alt", { company: company.name })} /> : <span className={styles.empty}>{t("logo.noLogo")}</span>}
        </div>
      </div>
      <div className={styles.chooser}>
        <label htmlFor={inputId}>{t("logo.choose")}</label>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={[...rules.extensions, "image/png", "image/jpeg"].join(",")}
          aria-describedby={helpId}
          disabled={busy}
          onChange={(e) => void choose(e)}
          data-testid="logo-file"
        />
      </div>
      <p className={styles.help} id={helpId}>
        {t("logo.help", { size, width: rules.previewWidth, height: rules.previewHeight })}
      </p>
      {chosen?.same && <p className={styles.help}>{t("logo.sameFile")}</p>}
      <div className={styles.actions}>
        <Button variant="primary" disabled={!chosen || chosen.same || busy} onClick={() => void save()} data-testid="logo-save">
          {busy && chosen ? t("logo.saving") : t("logo.save")}
        </Button>
        <Button variant="danger" disabled={!stored || busy} onClick={() => void remove()} data-testid="logo-delete">
          {t("logo.delete")}
        </Button>
      </div>
    </section>
  );
}
