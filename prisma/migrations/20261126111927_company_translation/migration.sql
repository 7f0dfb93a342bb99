-- CreateTable
CREATE TABLE "company_translation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "kind" "TranslatableKind" NOT NULL,
    "itemId" INTEGER NOT NULL,
    "languageId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "userId" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_translation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "company_translation_companyId_kind_itemId_languageId_key" ON "company_translation"("companyId", "kind", "itemId", "languageId");

-- AddForeignKey
ALTER TABLE "company_translation" ADD CONSTRAINT "company_translation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_translation" ADD CONSTRAINT "company_translation_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

