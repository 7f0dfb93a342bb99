-- CreateTable
CREATE TABLE "intake_token" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" "ReadingKind" NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "readingId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "intake_token_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "intake_token_tokenHash_key" ON "intake_token"("tokenHash");

-- CreateIndex
CREATE INDEX "intake_token_companyId_idx" ON "intake_token"("companyId");

