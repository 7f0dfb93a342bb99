-- CreateTable
CREATE TABLE "config_import_job" (
    "id" SERIAL NOT NULL,
    "status" TEXT NOT NULL,
    "userId" INTEGER,
    "counts" JSONB,
    "stepsTotal" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "config_import_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "config_import_job_startedAt_idx" ON "config_import_job"("startedAt" DESC);

