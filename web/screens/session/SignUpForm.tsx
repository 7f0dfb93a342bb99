// Sub-form "signup": administrator, company and settings, and the terms step.
// Choosing a country enables "View terms" and resets the accepted flag; leaving the
// company name runs the server's similar-name check and shows its warning.
import { CheckCircleFillIcon, GearIcon, LawIcon, OrganizationIcon, PersonIcon } from "@primer/octicons-react";
import { Button, Spinner } from "@primer/react";
import { clsx } from "clsx";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { SelectField } from "../../components/fields/SelectField";
import { TextField } from "../../components/fields/TextField";
import { hasErrors, requiredErrors, type FieldErrors } from "../../components/fields/validation";
import { distributorStore, useDistributor } from "../../session/distributor";
import { brandFor } from "../../theme/brands";
import { compareCompanyNames, fetchCountries, fetchLanguages, signUpCall, type Country, type LanguageOption } from "./api";
import styles from "./Login.module.css";
import type { SignUpDraft } from "./signUpDraft";

type TextKey = Exclude<keyof SignUpDraft, "accepted" | "eulaId">;

const requiredFields: TextKey[] = ["email", "name", "lastName", "companyName", "countryId", "province", "city", "postalCode", "languageId", "sector"];

export const NEED_COUNTRY = "You must select a Country to see Terms and Conditions";

export interface SignUpFormProps {
  draft: SignUpDraft;
  onDraftChange: (draft: SignUpDraft) => void;
  /** Opens the terms form for the chosen country. */
  onViewTerms: (country: Country) => void;
  onDone: (message: string) => void;
  onBack: () => void;
}

let cachedCountries: Country[] | null = null;

export function SignUpForm({ draft, onDraftChange, onViewTerms, onDone, onBack }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const distributor = useDistributor();
  const [countries, setCountries] = useState<Country[] | null>(cachedCountries);
  const [languages, setLanguages] = useState<LanguageOption[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors<TextKey | "terms">>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [nameWarning, setNameWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!cachedCountries) {
      fetchCountries()
        .then((list) => {
          cachedCountries = [...(list ?? [])].sort((a, b) => a.name.localeCompare(b.name));
          setCountries(cachedCountries);
        })
        .catch((err) => setAlert({ variant: "critical", lines: errorLines(err) }));
    }
    fetchLanguages(distributor.id, brandFor(distributor.themeFileName).key)
      .then((list) => {
        setLanguages(list);
        if (!draft.languageId) {
          const current = list.find((l) => l.code.slice(0, 2) === i18n.language.slice(0, 2)) ?? list[0];
          if (current) onDraftChange({ ...draft, languageId: String(current.id) });
        }
      })
      .catch((err) => setAlert({ variant: "critical", lines: errorLines(err) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [distributor.id]);

  const set = (field: TextKey) => (value: string) => {
    const next = { ...draft, [field]: value };
    // Choosing a country resets the accepted flag: the terms depend on the region.
    if (field === "countryId" && value !== draft.countryId) {
      next.accepted = false;
      next.eulaId = null;
    }
    onDraftChange(next);
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === "countryId" ? { terms: undefined } : {}) }));
  };

  const country = countries?.find((c) => String(c.id) === draft.countryId) ?? null;

  const checkCompanyName = async () => {
    const name = draft.companyName.trim();
    if (!name) {
      setNameWarning(null);
      return;
    }
    try {
      const answer = await compareCompanyNames(name, distributor.id);
      setNameWarning(answer?.similar ? (answer.message ?? t("signup.similarCompany")) : null);
    } catch (err) {
      setNameWarning(errorLines(err).join(" "));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<TextKey | "terms"> = requiredErrors(draft, requiredFields);
    if (!draft.accepted) found.terms = "signup.mustAcceptTerms";
    setErrors(found);
    if (hasErrors(found)) {
      setAlert({ variant: "critical", lines: ["signup.fixErrors"] });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const answer = await signUpCall({
        adminEmail: draft.email.trim(),
        adminName: draft.name.trim(),
        adminLastName: draft.lastName.trim(),
        companyName: draft.companyName.trim(),
        countryId: country?.id ?? 0,
        city: draft.city.trim(),
        address: draft.address.trim(),
        phone: draft.phone.trim(),
        province: draft.province.trim(),
        contact: draft.contact.trim(),
        postalCode: draft.postalCode.trim(),
        distributorId: distributorStore.id(),
        sectorName: draft.sector.trim(),
        languageId: Number(draft.languageId),
        eulaId: draft.eulaId,
      });
      onDone(answer || t("signup.done"));
    } catch (err) {
      setAlert({ variant: "critical", lines: errorLines(err) });
    } finally {
      setBusy(false);
    }
  };

  if (!countries || !languages) {
    return (
      <div style={{ display: "grid", placeItems: "center", minHeight: 240 }}>
        {alert ? <AlertBanner alert={alert} /> : <Spinner srText={t("Loading...")} />}
      </div>
    );
  }

  const text = (field: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      onChange={set(field)}
      error={errors[field]}
      required={requiredFields.includes(field)}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("signup.title")}>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          <PersonIcon /> {t("signup.administrator")}
        </legend>
        {text("email", t("signup.email"), { type: "email", filter: "none", autoComplete: "email", autoFocus: true })}
        <div className={styles.grid}>
          {text("name", t("signup.name"), { autoComplete: "given-name" })}
          {text("lastName", t("signup.lastName"), { autoComplete: "family-name" })}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          <OrganizationIcon /> {t("signup.company")}
        </legend>
        {text("companyName", t("signup.companyName"), { autoComplete: "organization", onBlur: checkCompanyName })}
        {nameWarning && <AlertBanner alert={{ variant: "warning", lines: [nameWarning] }} onDismiss={() => setNameWarning(null)} />}
        <div className={styles.grid}>
          <SelectField
            label={t("signup.country")}
            name="country"
            value={draft.countryId}
            onChange={set("countryId")}
            options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
            placeholder={t("signup.chooseCountry")}
            error={errors.countryId}
            required
          />
          {text("province", t("signup.province"))}
          {text("city", t("signup.city"), { autoComplete: "address-level2" })}
          {text("postalCode", t("signup.postalCode"), { autoComplete: "postal-code" })}
          {text("address", t("signup.address"), { autoComplete: "street-address" })}
          {text("phone", t("signup.phone"), { type: "tel", filter: "phone", autoComplete: "tel" })}
          {text("contact", t("signup.contact"))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          <GearIcon /> {t("signup.settings")}
        </legend>
        <div className={styles.grid}>
          <SelectField
            label={t("signup.language")}
            name="language"
            value={draft.languageId}
            onChange={set("languageId")}
            options={languages.map((l) => ({ value: String(l.id), label: l.description }))}
            error={errors.languageId}
            required
          />
          {text("sector", t("signup.sector"), { caption: t("signup.sectorHint") })}
        </div>
      </fieldset>

      <div className={clsx(styles.termsBox, draft.accepted && styles.termsBoxAccepted)} data-testid="terms-box">
        <div>
          <div className={styles.termsStatus}>
            {draft.accepted ? <CheckCircleFillIcon fill="var(--fgColor-success)" /> : <LawIcon />}
            <strong>{draft.accepted ? t("signup.termsAccepted") : t("signup.termsNotAccepted")}</strong>
          </div>
          {!country && <div style={{ fontSize: 12, color: "var(--fgColor-muted)", marginTop: 4 }}>{t(NEED_COUNTRY)}</div>}
          {errors.terms && <div className={styles.termsError}>{t(errors.terms)}</div>}
        </div>
        <Button type="button" disabled={!country} onClick={() => country && onViewTerms(country)}>
          {t("signup.viewTerms")}
        </Button>
      </div>

      <div className={styles.actionsSpread}>
        <Button type="button" variant="invisible" onClick={onBack}>
          {t("signup.haveAccount")}
        </Button>
        <Button type="submit" variant="primary" size="large" loading={busy}>
          {t("signup.submit")}
        </Button>
      </div>
    </form>
  );
}
