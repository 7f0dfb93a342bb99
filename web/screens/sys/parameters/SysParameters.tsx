// /sysparameter — system parameters by distributor (spec 002 sections 2.11, 3, 4, 8). Provider
// staff choose the provider-wide set ("Provider defaults") or a distributor's copy in the
// select, which sets ?distributorId= in the address (the route loads that set); a
// distributor's administrator is offered its own copy only. A row per parameter with Save and
// Default, and Reset all; success shows the server's text for 3 s.
//
// The distributor back office's /distparameter is this screen for the viewer's own copy
// (`backOffice`): the back office's title, no set to choose, no Reset all (spec 002 section
// 2.12: each parameter with Save and Reset-to-default).
import { Button, Select } from "@primer/react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { SysParametersQuery } from "../../../__generated__/SysParametersQuery.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import { useTimedAlert } from "../../../components/useTimedAlert";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { SysParameterRow } from "./SysParameterRow";
import { ownerFromAddress, OWNER_PARAM } from "./owner";
import { useSysParameterActions } from "./useSysParameterActions";
import styles from "./SysParameters.module.css";

const PROVIDER = "provider";

export const sysParametersQuery = graphql`
  query SysParametersQuery($distributorId: Int) {
    sysParameterOwners {
      distributorId
      name
    }
    sysParameters(distributorId: $distributorId) {
      id
      ...SysParameterRow_parameter
    }
  }
`;

export interface SysParametersProps extends ScreenProps<SysParametersQuery> {
  /** /distparameter: the viewer's own copy as the back office shows it. */
  backOffice?: boolean;
}

export function SysParameters({ queryRef, backOffice = false }: SysParametersProps) {
  const { t } = useTranslation();
  const page = backOffice
    ? { eyebrow: t("backoffice.eyebrow"), title: t("backoffice.parameters.title"), description: t("backoffice.parameters.description"), testId: "screen-distparameter" }
    : { eyebrow: t("sys.eyebrow"), title: t("sysParameters.title"), description: t("sysParameters.description"), testId: "screen-sysparameter" };
  return (
    <Page {...page}>
      <Suspense fallback={<TableLoading />}>
        <ParameterSet queryRef={queryRef} backOffice={backOffice} />
      </Suspense>
    </Page>
  );
}

function ParameterSet({ queryRef, backOffice }: SysParametersProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SysParametersQuery>(sysParametersQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const success = useTimedAlert();
  const actions = useSysParameterActions(success);
  const [confirmReset, setConfirmReset] = useState(false);
  const owners = data.sysParameterOwners;
  const key = (id: number | null | undefined) => (id == null ? PROVIDER : String(id));
  const asked = ownerFromAddress(params).distributorId;
  const owner = owners.find((o) => (o.distributorId ?? null) === asked) ?? owners[0];
  const ownerId = owner?.distributorId ?? null;

  return (
    <div className={styles.root}>
      {!backOffice && (
        <div className={styles.toolbar}>
          <div className={styles.owner}>
            <FieldFrame label={t("sysParameters.owner")}>
              <Select block name="owner" value={key(ownerId)} disabled={actions.busy} onChange={(e) => setParams(e.target.value === PROVIDER ? {} : { [OWNER_PARAM]: e.target.value })}>
                {owners.map((o) => (
                  <Select.Option key={key(o.distributorId)} value={key(o.distributorId)}>
                    {o.name}
                  </Select.Option>
                ))}
              </Select>
            </FieldFrame>
          </div>
          <Button variant="danger" onClick={() => setConfirmReset(true)} disabled={actions.busy || data.sysParameters.length === 0} data-testid="sysparameters-reset-all">
            {t("sysParameters.resetAllButton")}
          </Button>
        </div>
      )}

      <div className={styles.alerts} aria-live="polite">
        <AlertBanner alert={success.alert} onDismiss={success.clear} />
      </div>

      <section className={styles.block} aria-label={owner?.name} data-testid="sysparameters-list">
        {data.sysParameters.length === 0 && <p className={styles.empty}>{t("sysParameters.empty")}</p>}
        {data.sysParameters.map((p) => (
          <SysParameterRow key={p.id} parameterRef={p} busy={actions.busy} pending={actions.pending?.id === p.id ? actions.pending.kind : null} onSave={actions.save} onReset={actions.reset} />
        ))}
      </section>

      {confirmReset && (
        <ConfirmDialog
          title={t("sysParameters.resetAllButton")}
          question={t("sysParameters.resetAllQuestion", { owner: owner?.name ?? "" })}
          confirmLabel={t("sysParameters.resetAllButton")}
          danger
          testId="sysparameters-reset-all-confirm"
          onConfirm={() => actions.resetAll(ownerId)}
          onDone={() => setConfirmReset(false)}
          onClose={() => setConfirmReset(false)}
        />
      )}
    </div>
  );
}
