-- AlterTable
ALTER TABLE "desktop_migration" ADD COLUMN     "readNumbers" JSONB;

-- CreateTable
CREATE TABLE "read_number_counter" (
    "companyId" INTEGER NOT NULL,
    "kind" "ReadingKind" NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "read_number_counter_pkey" PRIMARY KEY ("companyId","kind")
);

-- AddForeignKey
ALTER TABLE "read_number_counter" ADD CONSTRAINT "read_number_counter_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Counters start at each company's highest number (later readings are numbered from them).
INSERT INTO "read_number_counter" ("companyId", "kind", "last")
SELECT "companyId", 'BI'::"ReadingKind", MAX("readNumber") FROM "reading_bi" GROUP BY "companyId"
UNION ALL SELECT "companyId", 'PRO'::"ReadingKind", MAX("readNumber") FROM "reading_pro" GROUP BY "companyId"
UNION ALL SELECT "companyId", 'CHE_STERILIZER'::"ReadingKind", MAX("readNumber") FROM "reading_che_sterilizer" GROUP BY "companyId"
UNION ALL SELECT "companyId", 'CHE_WASHER'::"ReadingKind", MAX("readNumber") FROM "reading_che_washer" GROUP BY "companyId";
