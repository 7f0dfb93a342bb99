-- AlterTable
ALTER TABLE "webhook_delivery" ADD COLUMN     "event" TEXT NOT NULL DEFAULT 'reading.result',
ADD COLUMN     "lastAttemptAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "reading_alert" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_alert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reading_alert_companyId_createdAt_idx" ON "reading_alert"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reading_alert_readingKind_readingId_key" ON "reading_alert"("readingKind", "readingId");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_delivery_subscriptionId_event_readingKind_readingId_key" ON "webhook_delivery"("subscriptionId", "event", "readingKind", "readingId");

-- AddForeignKey
ALTER TABLE "reading_alert" ADD CONSTRAINT "reading_alert_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

