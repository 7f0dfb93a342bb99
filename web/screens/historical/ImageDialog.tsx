// The picture of a chemical reading (spec 001 "Historical browser": "Chemical rows have an
// image action showing a picture with the read number"): the readingImage query answers
// { contentType, base64 }, shown as a data URL in a modal titled with the read number.
import { Spinner } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { ImageDialogQuery } from "../../__generated__/ImageDialogQuery.graphql";
import { errorLines } from "../../api/errors";
import { ViewDialog } from "../../components/dialog/ViewDialog";
import { query } from "../../relay/operations";
import styles from "./Historical.module.css";

export interface ImageDialogProps {
  imageId: number;
  readNumber: number;
  onClose: () => void;
}

export function ImageDialog({ imageId, readNumber, onClose }: ImageDialogProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [source, setSource] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    query<ImageDialogQuery>(
      environment,
      graphql`
        query ImageDialogQuery($imageId: Int!) {
          readingImage(imageId: $imageId) {
            contentType
            base64
          }
        }
      `,
      { imageId },
    )
      .then(({ readingImage: image }) => current && setSource(`data:${image.contentType};base64,${image.base64}`))
      .catch((failure: unknown) => current && setErrors(errorLines(failure)));
    return () => {
      current = false;
    };
  }, [environment, imageId]);

  const title = t("historical.image.title", { readNumber });
  return (
    <ViewDialog title={title} onClose={onClose} errors={errors} testId="historical-image">
      <div className={styles.imageFrame}>
        {source ? <img src={source} alt={title} className={styles.image} data-testid="historical-image-picture" /> : !errors && <Spinner size="medium" srText={t("Loading...")} />}
      </div>
    </ViewDialog>
  );
}
