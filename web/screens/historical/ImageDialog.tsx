// The picture of a chemical reading (spec 001 "Historical browser": "Chemical rows have an
// image action showing a picture with the read number"): GET /api/{option}/GetImage?imageId=
// answers { contentType, base64 }, shown as a data URL in a modal titled with the read number.
import { Button, Spinner } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiGet } from "../../api/http";
import { errorLines } from "../../api/errors";
import { RecordDialog } from "../../components/dialog/RecordDialog";
import type { HistoricalOptionName } from "./options";
import styles from "./Historical.module.css";

interface ImageAnswer {
  imageId: number;
  contentType: string;
  base64: string;
}

export interface ImageDialogProps {
  option: HistoricalOptionName;
  imageId: number;
  readNumber: number;
  onClose: () => void;
}

export function ImageDialog({ option, imageId, readNumber, onClose }: ImageDialogProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiGet<ImageAnswer>(`/api/${option}/GetImage`, { query: { imageId }, signal: controller.signal })
      .then((answer) => setSource(`data:${answer.contentType};base64,${answer.base64}`))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setErrors(errorLines(failure));
      });
    return () => controller.abort();
  }, [option, imageId]);

  const title = t("historical.image.title", { readNumber });
  return (
    <RecordDialog
      title={title}
      onClose={onClose}
      errors={errors}
      testId="historical-image"
      footer={() => (
        <Button variant="primary" onClick={onClose}>
          {t("common.close")}
        </Button>
      )}
    >
      <div className={styles.imageFrame}>
        {source ? <img src={source} alt={title} className={styles.image} data-testid="historical-image-picture" /> : !errors && <Spinner size="medium" srText={t("Loading...")} />}
      </div>
    </RecordDialog>
  );
}
