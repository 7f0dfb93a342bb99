-- CreateTable
CREATE TABLE "incident" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "machineKind" TEXT NOT NULL,
    "machineId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'OPEN',
    "openedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastNegativeAt" TIMESTAMPTZ(3),
    "cause" TEXT,
    "actions" TEXT,
    "notes" TEXT,
    "closedAt" TIMESTAMPTZ(3),
    "closedById" INTEGER,
    "signatureMeaning" TEXT,

    CONSTRAINT "incident_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incident_event" (
    "id" SERIAL NOT NULL,
    "incidentId" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "action" TEXT NOT NULL,
    "detail" TEXT,
    "data" JSONB,

    CONSTRAINT "incident_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incident_load" (
    "id" SERIAL NOT NULL,
    "incidentId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "note" TEXT,
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMPTZ(3),

    CONSTRAINT "incident_load_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "incident_companyId_status_openedAt_idx" ON "incident"("companyId", "status", "openedAt" DESC);

-- CreateIndex
CREATE INDEX "incident_machineKind_machineId_status_idx" ON "incident"("machineKind", "machineId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "incident_readingKind_readingId_key" ON "incident"("readingKind", "readingId");

-- CreateIndex
CREATE INDEX "incident_event_incidentId_at_idx" ON "incident_event"("incidentId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "incident_load_incidentId_readingKind_readingId_key" ON "incident_load"("incidentId", "readingKind", "readingId");

-- AddForeignKey
ALTER TABLE "incident" ADD CONSTRAINT "incident_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident" ADD CONSTRAINT "incident_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident" ADD CONSTRAINT "incident_closedById_fkey" FOREIGN KEY ("closedById") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident_event" ADD CONSTRAINT "incident_event_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "incident"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident_event" ADD CONSTRAINT "incident_event_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident_load" ADD CONSTRAINT "incident_load_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "incident"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incident_load" ADD CONSTRAINT "incident_load_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Only the states the workflow knows.
ALTER TABLE "incident" ADD CONSTRAINT "incident_status_check" CHECK ("status" IN ('OPEN', 'CLOSED'));
ALTER TABLE "incident" ADD CONSTRAINT "incident_machineKind_check" CHECK ("machineKind" IN ('sterilizer', 'washer', 'disinfector'));
ALTER TABLE "incident_load" ADD CONSTRAINT "incident_load_status_check" CHECK ("status" IN ('PENDING', 'RECALLED', 'LOCATED', 'NOT_NEEDED'));

-- The incident's timeline is append-only, as the reading audit trail: refuse any change or removal.
CREATE FUNCTION incident_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'incident_event is append-only';
END $$;
CREATE TRIGGER incident_event_no_change BEFORE UPDATE OR DELETE ON "incident_event"
  FOR EACH ROW EXECUTE FUNCTION incident_event_append_only();
CREATE TRIGGER incident_event_no_truncate BEFORE TRUNCATE ON "incident_event"
  FOR EACH STATEMENT EXECUTE FUNCTION incident_event_append_only();
