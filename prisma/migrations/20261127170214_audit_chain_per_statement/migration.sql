-- The audit chain's links are added once per statement rather than once per row: the head is
-- locked and moved once, the links of every row the statement wrote computed in their id order
-- and inserted together. A result of the agent writes several audit rows, and a batch of results
-- hundreds: per row, each paid a trigger call and an update of the head (bench/README.md,
-- "The audit chain's cost"). The links are the same as before (docs/audit.md).
DROP TRIGGER reading_audit_chain ON "reading_audit";
DROP TRIGGER license_event_chain ON "license_event";
DROP TRIGGER app_log_chain ON "app_log";
DROP TRIGGER incident_event_chain ON "incident_event";
DROP FUNCTION audit_chain_append();

CREATE FUNCTION audit_chain_append_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_of text := CASE WHEN TG_TABLE_NAME = 'incident_event' THEN '(SELECT i."companyId" FROM "incident" i WHERE i."id" = a."incidentId")' ELSE 'a."companyId"' END;
  company integer;
  head_seq bigint;
  head_hash bytea;
  link bytea;
  r record;
  seqs bigint[];
  ids bigint[];
  contents bytea[];
  prevs bytea[];
  hashes bytea[];
BEGIN
  -- Companies in order: two statements writing for the same companies lock their heads alike.
  FOR company IN EXECUTE format('SELECT DISTINCT %s FROM added a ORDER BY 1', company_of) LOOP
    INSERT INTO "audit_chain_head" ("companyId", "seq", "hash") VALUES (company, 0, '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea)
      ON CONFLICT ("companyId") DO NOTHING;
    SELECT "seq", "hash" INTO head_seq, head_hash FROM "audit_chain_head" WHERE "companyId" = company FOR UPDATE;
    seqs := '{}'; ids := '{}'; contents := '{}'; prevs := '{}'; hashes := '{}';
    FOR r IN EXECUTE format('SELECT a."id"::bigint AS id, audit_content_hash(a) AS content FROM added a WHERE %s = $1 ORDER BY a."id"', company_of) USING company LOOP
      head_seq := head_seq + 1;
      link := sha256(head_hash || r.content || convert_to(head_seq::text || ':' || TG_TABLE_NAME || ':' || r.id::text, 'UTF8'));
      seqs := seqs || head_seq; ids := ids || r.id; contents := contents || r.content; prevs := prevs || head_hash; hashes := hashes || link;
      head_hash := link;
    END LOOP;
    INSERT INTO "audit_chain" ("companyId", "seq", "source", "sourceId", "contentHash", "prevHash", "hash")
      SELECT company, s, TG_TABLE_NAME, i, c, p, h FROM unnest(seqs, ids, contents, prevs, hashes) AS x(s, i, c, p, h);
    UPDATE "audit_chain_head" SET "seq" = head_seq, "hash" = head_hash WHERE "companyId" = company;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER reading_audit_chain AFTER INSERT ON "reading_audit" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_rows();
CREATE TRIGGER license_event_chain AFTER INSERT ON "license_event" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_rows();
CREATE TRIGGER app_log_chain AFTER INSERT ON "app_log" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_rows();
CREATE TRIGGER incident_event_chain AFTER INSERT ON "incident_event" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_rows();
