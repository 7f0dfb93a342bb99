-- AlterTable
ALTER TABLE "session" ADD COLUMN     "signedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "record_signature" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "recordKind" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "signerName" TEXT NOT NULL,
    "meaning" TEXT NOT NULL,
    "signedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "signedHash" TEXT NOT NULL,

    CONSTRAINT "record_signature_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "record_signature_recordKind_recordId_idx" ON "record_signature"("recordKind", "recordId");

-- CreateIndex
CREATE INDEX "record_signature_companyId_signedAt_idx" ON "record_signature"("companyId", "signedAt");


-- A signature is a record: refuse any change or removal (like the reading audit trail).
CREATE FUNCTION record_signature_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_signature is append-only';
END $$;
CREATE TRIGGER record_signature_no_change BEFORE UPDATE OR DELETE ON "record_signature"
  FOR EACH ROW EXECUTE FUNCTION record_signature_append_only();
CREATE TRIGGER record_signature_no_truncate BEFORE TRUNCATE ON "record_signature"
  FOR EACH STATEMENT EXECUTE FUNCTION record_signature_append_only();

-- A signature is an audit record of its company: linked into the company's hash chain like the
-- other four (docs/audit.md), in the signing transaction.
CREATE TRIGGER record_signature_chain AFTER INSERT ON "record_signature" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_append_rows();
