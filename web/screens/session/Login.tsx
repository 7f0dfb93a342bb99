// /login, /login/:mode, /login/:mode/:email — one screen with five sub-forms
// (spec 000 sections 2 and 4): login, forgotPassword, resetPassword, signup, eulaForm.
import { Banner } from "@primer/react";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ApiError, errorLines } from "../../api/errors";
import type { Alert } from "../../components/AlertBanner";
import { PublicPage } from "../../components/PublicPage";
import { decodeClaims } from "../../session/claims";
import { distributorStore, useDistributor } from "../../session/distributor";
import { session } from "../../session/session";
import { loadUserContext } from "../../session/userContext";
import { brandFor } from "../../theme/brands";
import { mustChangePasswordText, signInCall, type Country } from "./api";
import { LanguagePicker } from "./LanguagePicker";
import { LoginForm } from "./LoginForm";
import styles from "./Login.module.css";
import type { PendingSignIn } from "./ResetPasswordForm";
import { emptyDraft, type SignUpDraft } from "./signUpDraft";

// The other sub-forms are chunks of their own, loaded when shown: the sign-in form is the first
// screen (bench/first-screen.ts), and the sign-up form's fields bring Primer's FormControl.
const named = <P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) => lazy(async () => ({ default: (await load())[name] }));
const ForgotPasswordForm = named(() => import("./ForgotPasswordForm"), "ForgotPasswordForm");
const ResetPasswordForm = named(() => import("./ResetPasswordForm"), "ResetPasswordForm");
const SignUpForm = named(() => import("./SignUpForm"), "SignUpForm");
const EulaForm = named(() => import("./EulaForm"), "EulaForm");

export type LoginSubForm = "login" | "forgotPassword" | "resetPassword" | "signup" | "eulaForm";

/** How long the must-change-password notice shows before the reset form. */
export const MUST_CHANGE_NOTICE_MS = 7000;

function initialForm(mode: string | null | undefined): LoginSubForm {
  if (mode === "1") return "forgotPassword";
  if (mode === "2") return "signup";
  return "login";
}

export function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams<{ mode?: string; email?: string }>();
  const [search] = useSearchParams();
  const distributor = useDistributor();
  const brand = brandFor(distributor.themeFileName);

  const [form, setForm] = useState<LoginSubForm>(() => initialForm(params.mode ?? search.get("mode")));
  const [email, setEmail] = useState(() => params.email ?? search.get("email") ?? "");
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const [draft, setDraft] = useState<SignUpDraft>(emptyDraft);
  const [termsCountry, setTermsCountry] = useState<Country | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  const backToLogin = (message?: string) => {
    setAlert(message ? { variant: "success", lines: [message] } : null);
    setPending(null);
    setNotice(null);
    setForm("login");
  };

  const signIn = async (address: string, password: string) => {
    setBusy(true);
    setAlert(null);
    try {
      const token = await signInCall(address, password, distributorStore.id());
      const claims = decodeClaims(token);
      if (!claims) throw new ApiError({ status: 500, lines: ["login.badToken"] });
      if (claims.MustChangePassword) {
        // The notice text comes from the server; the reset form follows after 7 seconds.
        const text = await mustChangePasswordText(token).catch(() => null);
        setPending({ token, claims });
        setNotice(text || t("login.mustChangePassword"));
        noticeTimer.current = setTimeout(() => {
          setNotice(null);
          setForm("resetPassword");
        }, MUST_CHANGE_NOTICE_MS);
        return;
      }
      await loadUserContext(claims, token);
      session.setToken(token);
      navigate("/", { replace: true });
    } catch (err) {
      setAlert({ variant: "critical", lines: errorLines(err) });
      throw err;
    } finally {
      setBusy(false);
    }
  };

  const titles: Record<LoginSubForm, [string, string]> = {
    login: [t("login.title"), t("login.subtitle", { product: brand.productName })],
    forgotPassword: [t("forgot.title"), t("forgot.subtitle")],
    resetPassword: [t("reset.title"), t("reset.subtitle")],
    signup: [t("signup.title"), t("signup.subtitle", { product: brand.productName })],
    eulaForm: [t("eula.title"), termsCountry ? t("eula.subtitle", { country: termsCountry.name }) : ""],
  };
  const [title, subtitle] = titles[form];
  const width = form === "signup" ? "wide" : form === "eulaForm" ? "medium" : "narrow";

  return (
    <PublicPage title={title} subtitle={subtitle} width={width} testId={`login-${form}`} footer={<LanguagePicker />}>
      {form === "login" && notice && (
        <div className={styles.notice} data-testid="must-change-notice">
          <Banner variant="warning" title={t("login.mustChangeTitle")} description={notice} />
          <NoticeCountdown ms={MUST_CHANGE_NOTICE_MS} />
        </div>
      )}
      {form === "login" && !notice && (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          onSubmit={signIn}
          onForgotPassword={() => {
            setAlert(null);
            setForm("forgotPassword");
          }}
          onSignUp={() => {
            setAlert(null);
            setForm("signup");
          }}
          alert={alert}
          onAlertDismiss={() => setAlert(null)}
          busy={busy}
        />
      )}
      <Suspense fallback={null}>
        {form === "forgotPassword" && <ForgotPasswordForm email={email} onEmailChange={setEmail} onSent={backToLogin} onBack={() => backToLogin()} />}
        {form === "resetPassword" && pending && <ResetPasswordForm pending={pending} onDone={backToLogin} onCancel={() => backToLogin()} />}
        {form === "resetPassword" && !pending && <ResetWithoutSignIn onBack={() => backToLogin()} />}
        {form === "signup" && (
          <SignUpForm
            draft={draft}
            onDraftChange={setDraft}
            onViewTerms={(country) => {
              setTermsCountry(country);
              setForm("eulaForm");
            }}
            onDone={(message) => {
              setDraft(emptyDraft);
              setEmail(draft.email);
              backToLogin(message);
            }}
            onBack={() => backToLogin()}
          />
        )}
        {form === "eulaForm" && termsCountry && (
          <EulaForm
            country={termsCountry}
            onConfirm={(eulaId) => {
              setDraft((d) => ({ ...d, accepted: true, eulaId }));
              setForm("signup");
            }}
            onCancel={() => {
              setDraft((d) => ({ ...d, accepted: false, eulaId: null }));
              setForm("signup");
            }}
          />
        )}
      </Suspense>
    </PublicPage>
  );
}

/** The time left before the reset form replaces the notice, named after the notice. */
function NoticeCountdown({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setProgress(Math.min(100, ((Date.now() - started) / ms) * 100)), 100);
    return () => clearInterval(timer);
  }, [ms]);
  return (
    <div className={styles.countdown} role="progressbar" aria-label={t("login.mustChangeTitle")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
      <div className={styles.countdownBar} style={{ width: `${progress}%` }} />
    </div>
  );
}

/** Reset needs the sign-in that asked for it; without one, send the user back. */
function ResetWithoutSignIn({ onBack }: { onBack: () => void }) {
  useEffect(onBack, [onBack]);
  return null;
}
