-- Who a session is (server/auth/principal.ts) is read from session, app_user and company.
-- Every instance remembers it for a few seconds (server/auth/principals.ts) and forgets it the
-- moment one of those rows changes, whoever changed it (a service, a script, another
-- instance): these triggers tell every listening connection which row changed.
CREATE OR REPLACE FUNCTION "notify_principal_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('principal_changed', TG_TABLE_NAME || ':' || OLD."id");
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "session_principal_changed" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_principal_changed"();
CREATE TRIGGER "app_user_principal_changed" AFTER UPDATE OR DELETE ON "app_user" FOR EACH ROW EXECUTE FUNCTION "notify_principal_changed"();
CREATE TRIGGER "company_principal_changed" AFTER UPDATE OR DELETE ON "company" FOR EACH ROW EXECUTE FUNCTION "notify_principal_changed"();
