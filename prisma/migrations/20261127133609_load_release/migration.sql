-- CreateTable
CREATE TABLE "load_release" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "readingId" INTEGER NOT NULL,
    "implant" BOOLEAN NOT NULL DEFAULT false,
    "releasedAt" TIMESTAMPTZ(3),
    "releasedById" INTEGER,
    "signatureMeaning" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "load_release_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "load_release_readingId_key" ON "load_release"("readingId");

-- CreateIndex
CREATE INDEX "load_release_companyId_idx" ON "load_release"("companyId");

-- AddForeignKey
ALTER TABLE "load_release" ADD CONSTRAINT "load_release_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "load_release" ADD CONSTRAINT "load_release_readingId_fkey" FOREIGN KEY ("readingId") REFERENCES "reading_bi"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "load_release" ADD CONSTRAINT "load_release_releasedById_fkey" FOREIGN KEY ("releasedById") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

