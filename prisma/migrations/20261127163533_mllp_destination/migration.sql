-- CreateTable
CREATE TABLE "mllp_destination" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "receivingApplication" TEXT,
    "receivingFacility" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mllp_destination_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mllp_delivery" (
    "id" SERIAL NOT NULL,
    "destinationId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "controlId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL,
    "ackCode" TEXT,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "lastAttemptAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "mllp_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "mllp_destination_companyId_key" ON "mllp_destination"("companyId");

-- CreateIndex
CREATE INDEX "mllp_delivery_status_nextAttemptAt_idx" ON "mllp_delivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "mllp_delivery_destinationId_readingKind_readingId_key" ON "mllp_delivery"("destinationId", "readingKind", "readingId");

-- AddForeignKey
ALTER TABLE "mllp_destination" ADD CONSTRAINT "mllp_destination_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mllp_delivery" ADD CONSTRAINT "mllp_delivery_destinationId_fkey" FOREIGN KEY ("destinationId") REFERENCES "mllp_destination"("id") ON DELETE CASCADE ON UPDATE CASCADE;

