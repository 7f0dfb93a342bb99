// The filter of /AppAudit: a user of the company, a period (the user's calendar days) and a
// record type, kept in the address (Back returns to the previous filter; a filtered trail can be
// shared). Applying it changes the address, and the route asks the server for that trail. The
// users come from the historical filter's choices (filterOptions), asked once: the form does
// not wait for them.
import { FilterIcon, XIcon } from "@primer/octicons-react";
import { Button, FormControl, Select, TextInput } from "@primer/react";
import { Suspense, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AuditFiltersUsersQuery } from "../../../__generated__/AuditFiltersUsersQuery.graphql";
import { RECORD_TYPES, type AuditChoice } from "./address";
import styles from "./Audit.module.css";

const usersQuery = graphql`
  query AuditFiltersUsersQuery {
    filterOptions {
      users {
        id
        name
      }
    }
  }
`;

const USER_SELECT = "audit-filter-user";

export function AuditFilters({ choice }: { choice: AuditChoice }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(choice);
  const [dateError, setDateError] = useState(false);
  const addressed = JSON.stringify(choice);
  // Back and Forward change the filter: the fields follow.
  useEffect(() => setValue(JSON.parse(addressed) as AuditChoice), [addressed]);
  const set = (patch: Partial<AuditChoice>) => {
    setValue((v) => ({ ...v, ...patch }));
    setDateError(false);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (value.from && value.to && value.from > value.to) {
      setDateError(true);
      return;
    }
    setParams(new URLSearchParams(Object.entries(value).filter(([, v]) => v !== "")));
  };
  const clear = () => {
    setDateError(false);
    setParams(new URLSearchParams());
  };

  return (
    <form className={styles.filters} aria-label={t("audit.filter.title")} onSubmit={apply} noValidate data-testid="audit-filters">
      {/* The select is drawn by a child that waits for the users: the id ties the label to it. */}
      <FormControl id={USER_SELECT} className={styles.filterField}>
        <FormControl.Label htmlFor={USER_SELECT}>{t("audit.filter.user")}</FormControl.Label>
        <Suspense fallback={<UserSelect value="" users={[]} onChange={() => undefined} disabled />}>
          <Users value={value.user} onChange={(user) => set({ user })} />
        </Suspense>
      </FormControl>
      <FormControl className={styles.filterField}>
        <FormControl.Label>{t("audit.filter.from")}</FormControl.Label>
        <TextInput type="date" block value={value.from} onChange={(e) => set({ from: e.target.value })} data-testid="audit-from" />
      </FormControl>
      <FormControl className={styles.filterField}>
        <FormControl.Label>{t("audit.filter.to")}</FormControl.Label>
        <TextInput type="date" block value={value.to} validationStatus={dateError ? "error" : undefined} onChange={(e) => set({ to: e.target.value })} data-testid="audit-to" />
        {dateError && <FormControl.Validation variant="error">{t("audit.filter.dateOrder")}</FormControl.Validation>}
      </FormControl>
      <FormControl className={styles.filterField}>
        <FormControl.Label>{t("audit.filter.type")}</FormControl.Label>
        <Select block value={value.type} onChange={(e) => set({ type: e.target.value as AuditChoice["type"] })} data-testid="audit-type">
          <Select.Option value="">{t("audit.filter.anyType")}</Select.Option>
          {RECORD_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`audit.type.${type}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <div className={styles.filterButtons}>
        <Button type="submit" variant="primary" leadingVisual={FilterIcon} data-testid="audit-apply">
          {t("audit.filter.apply")}
        </Button>
        <Button type="button" leadingVisual={XIcon} onClick={clear} data-testid="audit-clear">
          {t("audit.filter.clear")}
        </Button>
      </div>
    </form>
  );
}

function Users({ value, onChange }: { value: string; onChange: (user: string) => void }) {
  const data = useLazyLoadQuery<AuditFiltersUsersQuery>(usersQuery, {}, { fetchPolicy: "store-or-network" });
  return <UserSelect value={value} users={data.filterOptions.users} onChange={onChange} />;
}

function UserSelect({ value, users, onChange, disabled }: { value: string; users: readonly { id: number; name: string }[]; onChange: (user: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select id={USER_SELECT} block value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid="audit-user">
      <Select.Option value="">{t("audit.filter.anyUser")}</Select.Option>
      {users.map((u) => (
        <Select.Option key={u.id} value={String(u.id)}>
          {u.name}
        </Select.Option>
      ))}
    </Select>
  );
}
