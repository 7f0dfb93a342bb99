-- CreateTable
CREATE TABLE "result_hook_pending" (
    "kind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMPTZ(3),

    CONSTRAINT "result_hook_pending_pkey" PRIMARY KEY ("kind","readingId")
);

-- CreateIndex
CREATE INDEX "result_hook_pending_createdAt_idx" ON "result_hook_pending"("createdAt");

