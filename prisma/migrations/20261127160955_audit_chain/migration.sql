-- CreateTable
CREATE TABLE "audit_chain" (
    "companyId" INTEGER NOT NULL,
    "seq" BIGINT NOT NULL,
    "source" TEXT NOT NULL,
    "sourceId" BIGINT NOT NULL,
    "contentHash" BYTEA NOT NULL,
    "prevHash" BYTEA NOT NULL,
    "hash" BYTEA NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_chain_pkey" PRIMARY KEY ("companyId","seq")
);

-- CreateTable
CREATE TABLE "audit_chain_head" (
    "companyId" INTEGER NOT NULL,
    "seq" BIGINT NOT NULL,
    "hash" BYTEA NOT NULL,

    CONSTRAINT "audit_chain_head_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "audit_seal" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "seq" BIGINT NOT NULL,
    "hash" BYTEA NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "jws" TEXT NOT NULL,

    CONSTRAINT "audit_seal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "audit_chain_source_sourceId_key" ON "audit_chain"("source", "sourceId");

-- CreateIndex
CREATE INDEX "audit_seal_companyId_seq_idx" ON "audit_seal"("companyId", "seq");


-- ── The audit hash chain (docs/audit.md) ─────────────────────────────────────────────────────
-- A row's content hash: its canonical JSON (jsonb orders the keys; nulls are left out, so a new
-- nullable column does not change old rows' hashes), timestamps in UTC whatever the session's
-- time zone.
CREATE FUNCTION audit_content_hash(r anyelement) RETURNS bytea LANGUAGE sql STABLE SET "TimeZone" TO 'UTC' AS $$
  SELECT sha256(convert_to(jsonb_strip_nulls(to_jsonb(r))::text, 'UTF8'))
$$;

-- Appends one link to a company's chain: the head row is locked, so a company's links are
-- written one at a time in the order their transactions reach this point, and a rolled-back
-- change leaves neither its row nor its link.
CREATE FUNCTION audit_chain_link(company integer, src text, src_id bigint, content bytea) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash bytea;
  link bytea;
BEGIN
  INSERT INTO "audit_chain_head" ("companyId", "seq", "hash") VALUES (company, 0, '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea)
    ON CONFLICT ("companyId") DO NOTHING;
  SELECT "seq", "hash" INTO head_seq, head_hash FROM "audit_chain_head" WHERE "companyId" = company FOR UPDATE;
  head_seq := head_seq + 1;
  link := sha256(head_hash || content || convert_to(head_seq::text || ':' || src || ':' || src_id::text, 'UTF8'));
  INSERT INTO "audit_chain" ("companyId", "seq", "source", "sourceId", "contentHash", "prevHash", "hash") VALUES (company, head_seq, src, src_id, content, head_hash, link);
  UPDATE "audit_chain_head" SET "seq" = head_seq, "hash" = link WHERE "companyId" = company;
END $$;

CREATE FUNCTION audit_chain_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company integer;
BEGIN
  IF TG_TABLE_NAME = 'incident_event' THEN
    SELECT "companyId" INTO company FROM "incident" WHERE "id" = NEW."incidentId";
  ELSE
    company := NEW."companyId";
  END IF;
  PERFORM audit_chain_link(company, TG_TABLE_NAME::text, NEW."id"::bigint, audit_content_hash(NEW));
  RETURN NULL;
END $$;

-- The records already kept are chained first, in the order they were written.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT * FROM (
      SELECT a."companyId" AS company, 'reading_audit' AS src, a."id"::bigint AS src_id, a."at", audit_content_hash(a) AS content FROM "reading_audit" a
      UNION ALL SELECT l."companyId", 'license_event', l."id"::bigint, l."at", audit_content_hash(l) FROM "license_event" l
      UNION ALL SELECT g."companyId", 'app_log', g."id"::bigint, g."at", audit_content_hash(g) FROM "app_log" g
      UNION ALL SELECT i."companyId", 'incident_event', e."id"::bigint, e."at", audit_content_hash(e) FROM "incident_event" e JOIN "incident" i ON i."id" = e."incidentId"
    ) rows ORDER BY "at", src, src_id
  LOOP
    PERFORM audit_chain_link(r.company, r.src, r.src_id, r.content);
  END LOOP;
END $$;

CREATE TRIGGER reading_audit_chain AFTER INSERT ON "reading_audit" FOR EACH ROW EXECUTE FUNCTION audit_chain_append();
CREATE TRIGGER license_event_chain AFTER INSERT ON "license_event" FOR EACH ROW EXECUTE FUNCTION audit_chain_append();
CREATE TRIGGER app_log_chain AFTER INSERT ON "app_log" FOR EACH ROW EXECUTE FUNCTION audit_chain_append();
CREATE TRIGGER incident_event_chain AFTER INSERT ON "incident_event" FOR EACH ROW EXECUTE FUNCTION audit_chain_append();

-- The chain and its seals are append-only too (an application bug cannot rewrite them; a
-- database administrator who can is caught by the seals, signed with a key the database does
-- not hold).
CREATE FUNCTION audit_chain_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER audit_chain_no_change BEFORE UPDATE OR DELETE ON "audit_chain" FOR EACH ROW EXECUTE FUNCTION audit_chain_append_only();
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON "audit_chain" FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_only();
CREATE TRIGGER audit_seal_no_change BEFORE UPDATE OR DELETE ON "audit_seal" FOR EACH ROW EXECUTE FUNCTION audit_chain_append_only();
CREATE TRIGGER audit_seal_no_truncate BEFORE TRUNCATE ON "audit_seal" FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_only();
