-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserKind" AS ENUM ('SYSTEM', 'DISTRIBUTOR', 'COMPANY');

-- CreateEnum
CREATE TYPE "ReadingState" AS ENUM ('LIVE', 'PROVISIONAL', 'HISTORICAL', 'SAVED');

-- CreateEnum
CREATE TYPE "ReadingKind" AS ENUM ('BI', 'PRO', 'CHE_STERILIZER', 'CHE_WASHER');

-- CreateEnum
CREATE TYPE "TranslatableKind" AS ENUM ('GENERAL_OBJECT', 'MENU_GROUP', 'MENU_ITEM', 'MODULE', 'SCREEN', 'OBJECT', 'MESSAGE', 'SPECIAL_OBJECT');

-- CreateEnum
CREATE TYPE "MenuKind" AS ENUM ('SYSTEM', 'DISTRIBUTOR', 'APP');

-- CreateTable
CREATE TABLE "region" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "region_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "country" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "regionId" INTEGER NOT NULL,

    CONSTRAINT "country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "language" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "language_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "regional_format" (
    "id" SERIAL NOT NULL,
    "languageCode" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "dateFormat" TEXT NOT NULL,
    "timeFormat" TEXT NOT NULL,

    CONSTRAINT "regional_format_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "distributor" (
    "id" SERIAL NOT NULL,
    "encryptedId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "themeFileName" TEXT NOT NULL,
    "ownDistributor" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "distributor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "countryId" INTEGER NOT NULL,
    "province" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "address" TEXT,
    "phone" TEXT,
    "contact" TEXT,
    "postalCode" TEXT NOT NULL,
    "languageId" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sector" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_type" (
    "id" INTEGER NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "user_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_user" (
    "id" SERIAL NOT NULL,
    "kind" "UserKind" NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "userTypeId" INTEGER,
    "distributorId" INTEGER,
    "companyId" INTEGER,
    "sectorId" INTEGER,
    "languageId" INTEGER,
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "permittedLanguage" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "creationUserId" INTEGER,
    "creationDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editUserId" INTEGER,
    "editDate" TIMESTAMPTZ(3),
    "lastLoginAt" TIMESTAMPTZ(3),

    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_recovery" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "password_recovery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "eula" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "regionId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "eula_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "eula_acceptance" (
    "id" SERIAL NOT NULL,
    "eulaId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER,
    "acceptedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "eula_acceptance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incubator_model" (
    "id" SERIAL NOT NULL,
    "modelId" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "uuid" TEXT,
    "vid" TEXT,
    "pid" TEXT,
    "portBI" INTEGER NOT NULL,
    "portProtein" INTEGER NOT NULL,

    CONSTRAINT "incubator_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "distributor_incubator" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "incubatorModelId" INTEGER NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "distributor_incubator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incubator" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "distributorIncubatorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "serialNumber" TEXT NOT NULL,
    "lot" TEXT,
    "discovererUserId" INTEGER,
    "discovererSectorId" INTEGER,
    "workSectorId" INTEGER,
    "connectedAt" TIMESTAMPTZ(3),
    "connectionStatus" INTEGER NOT NULL DEFAULT 2,
    "temperatureStatus" INTEGER NOT NULL DEFAULT 0,
    "lastSeenAt" TIMESTAMPTZ(3),
    "desktopMigrationId" INTEGER,

    CONSTRAINT "incubator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "program" (
    "id" SERIAL NOT NULL,
    "incubatorModelId" INTEGER,
    "programIndex" INTEGER NOT NULL,
    "time" DECIMAL(8,4) NOT NULL,
    "temperature" DECIMAL(5,2) NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "program_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_model" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "compatibleTrazanto" BOOLEAN NOT NULL DEFAULT false,
    "programId" INTEGER,

    CONSTRAINT "product_model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "productModelId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gtin" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,

    CONSTRAINT "gtin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sterilizer" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "serial" TEXT NOT NULL,
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sterilizer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "washer" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "serial" TEXT NOT NULL,
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "washer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disinfector" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "serial" TEXT NOT NULL,
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "disinfector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "instrument" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "instrument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "instrument_measure" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "instrumentId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "surface" DECIMAL(10,3) NOT NULL,
    "bothSides" BOOLEAN NOT NULL DEFAULT false,
    "fileName" TEXT,
    "creationDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "instrument_measure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_bi" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "state" "ReadingState" NOT NULL,
    "disinfection" BOOLEAN NOT NULL DEFAULT false,
    "readNumber" INTEGER NOT NULL,
    "positionNumber" INTEGER NOT NULL,
    "incubatorId" INTEGER,
    "programId" INTEGER,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "resultAt" TIMESTAMPTZ(3),
    "result" INTEGER,
    "visualResult" INTEGER,
    "fluorescence" DECIMAL(10,3),
    "averageTemperature" DECIMAL(5,2),
    "ticketNumber" TEXT,
    "productId" INTEGER,
    "lot" TEXT,
    "conditionSCIB" INTEGER,
    "processId" INTEGER,
    "valueD" DECIMAL(10,3),
    "valueDUnit" INTEGER,
    "cycle" TEXT,
    "sterilizerId" INTEGER,
    "disinfectorId" INTEGER,
    "programNumber" TEXT,
    "terms" TEXT,
    "loadNumber" TEXT,
    "bookNumber" TEXT,
    "pageNumber" TEXT,
    "roomId" TEXT,
    "roomVolume" DECIMAL(10,3),
    "peroxideConcentration" DECIMAL(10,3),
    "notes" TEXT,
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "editUserId" INTEGER,
    "editedAt" TIMESTAMPTZ(3),
    "agentKey" TEXT,
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_bi_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_pro" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "state" "ReadingState" NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "readNumber" INTEGER NOT NULL,
    "positionNumber" INTEGER NOT NULL,
    "incubatorId" INTEGER,
    "programId" INTEGER,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "resultAt" TIMESTAMPTZ(3),
    "result" INTEGER,
    "visualResult" INTEGER,
    "quantitativeResult" DECIMAL(12,4),
    "density" DECIMAL(12,4),
    "protein" DECIMAL(12,4),
    "alertResult" DECIMAL(8,3),
    "actionResult" DECIMAL(8,3),
    "averageTemperature" DECIMAL(5,2),
    "ticketNumber" TEXT,
    "productId" INTEGER,
    "lot" TEXT,
    "bookNumber" TEXT,
    "pageNumber" TEXT,
    "cycle" TEXT,
    "programNumber" TEXT,
    "washerId" INTEGER,
    "tool" TEXT,
    "modeId" INTEGER,
    "instrumentMeasureId" INTEGER,
    "toolMeasureId" INTEGER,
    "length" DECIMAL(10,3),
    "diameter" DECIMAL(10,3),
    "notes" TEXT,
    "ignoreFromIQAS" BOOLEAN NOT NULL DEFAULT false,
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "editUserId" INTEGER,
    "editedAt" TIMESTAMPTZ(3),
    "agentKey" TEXT,
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_pro_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_che_sterilizer" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "state" "ReadingState" NOT NULL,
    "readNumber" INTEGER NOT NULL,
    "testedAt" TIMESTAMPTZ(3) NOT NULL,
    "result" INTEGER,
    "visualResult" INTEGER,
    "manufactureDate" DATE,
    "expirationDate" DATE,
    "productId" INTEGER,
    "lot" TEXT,
    "cycle" TEXT,
    "temperature" DECIMAL(6,2),
    "sterilizerId" INTEGER,
    "exposureTime" DECIMAL(8,2),
    "programNumber" TEXT,
    "packageNumber" TEXT,
    "concentration" DECIMAL(10,3),
    "relativeDampness" DECIMAL(6,2),
    "bookNumber" TEXT,
    "pageNumber" TEXT,
    "notes" TEXT,
    "imageId" INTEGER,
    "creationUserId" INTEGER,
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "editUserId" INTEGER,
    "editedAt" TIMESTAMPTZ(3),
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_che_sterilizer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_che_washer" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "state" "ReadingState" NOT NULL,
    "readNumber" INTEGER NOT NULL,
    "testedAt" TIMESTAMPTZ(3) NOT NULL,
    "result" INTEGER,
    "visualResult" INTEGER,
    "manufactureDate" DATE,
    "expirationDate" DATE,
    "productId" INTEGER,
    "lot" TEXT,
    "cycle" TEXT,
    "temperature" DECIMAL(6,2),
    "washerId" INTEGER,
    "location" TEXT,
    "washingTime" DECIMAL(8,2),
    "detergentConcentration" DECIMAL(8,3),
    "detergentType" INTEGER,
    "programNumber" TEXT,
    "waterPressure" DECIMAL(8,3),
    "waterHardness" DECIMAL(8,3),
    "bookNumber" TEXT,
    "pageNumber" TEXT,
    "notes" TEXT,
    "imageId" INTEGER,
    "creationUserId" INTEGER,
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "editUserId" INTEGER,
    "editedAt" TIMESTAMPTZ(3),
    "desktopMigrationId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_che_washer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_image" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_image_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading_audit" (
    "id" BIGSERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "userId" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "field" TEXT,
    "oldValue" TEXT,
    "newValue" TEXT,

    CONSTRAINT "reading_audit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "isCloud" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "license_product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_period" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "trial" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "license_period_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_product_period" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "licenseProductId" INTEGER NOT NULL,
    "licensePeriodId" INTEGER NOT NULL,

    CONSTRAINT "license_product_period_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_code" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "distributorId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "licenseProductId" INTEGER NOT NULL,
    "licensePeriodId" INTEGER NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "status" INTEGER NOT NULL DEFAULT 0,
    "startDate" TIMESTAMPTZ(3),
    "endDate" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "license_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "invoiceNumber" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "license_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_detail" (
    "id" SERIAL NOT NULL,
    "licenseId" INTEGER NOT NULL,
    "licenseCodeId" INTEGER,
    "licenseProductId" INTEGER NOT NULL,
    "licensePeriodId" INTEGER NOT NULL,
    "startDate" TIMESTAMPTZ(3) NOT NULL,
    "endDate" TIMESTAMPTZ(3) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "observations" TEXT,

    CONSTRAINT "license_detail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_parameter" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "fieldType" INTEGER NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "app_parameter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sys_parameter" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER,
    "type" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "defaultValue" TEXT NOT NULL,
    "fieldType" INTEGER NOT NULL,

    CONSTRAINT "sys_parameter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "translation" (
    "id" SERIAL NOT NULL,
    "kind" "TranslatableKind" NOT NULL,
    "itemId" INTEGER NOT NULL,
    "languageId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "translation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "general_object" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "general_object_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_group" (
    "id" SERIAL NOT NULL,
    "menu" "MenuKind" NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "url" TEXT,
    "image" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "menu_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_item" (
    "id" SERIAL NOT NULL,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "image" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "screenId" INTEGER,

    CONSTRAINT "menu_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_item_grant" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "userTypeId" INTEGER NOT NULL,

    CONSTRAINT "menu_item_grant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "module" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "module_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screen" (
    "id" INTEGER NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "route" TEXT,

    CONSTRAINT "screen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ui_object" (
    "id" INTEGER NOT NULL,
    "screenId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "multiLanguage" BOOLEAN NOT NULL DEFAULT true,
    "securable" BOOLEAN NOT NULL DEFAULT true,
    "securityMode" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ui_object_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message" (
    "id" SERIAL NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "special_object" (
    "id" SERIAL NOT NULL,
    "moduleId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "special_object_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_template" (
    "id" SERIAL NOT NULL,
    "mailName" TEXT NOT NULL,
    "languageId" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "subjectParams" TEXT NOT NULL DEFAULT '',
    "bodyParams" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "mail_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),
    "error" TEXT,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "privacy_policy" (
    "id" SERIAL NOT NULL,
    "languageId" INTEGER,
    "text" TEXT NOT NULL,

    CONSTRAINT "privacy_policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_notification" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "detail" TEXT NOT NULL,
    "url" TEXT,
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "viewedAt" TIMESTAMPTZ(3),

    CONSTRAINT "app_notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sys_notification" (
    "id" SERIAL NOT NULL,
    "distributorId" INTEGER,
    "type" INTEGER NOT NULL,
    "detail" TEXT NOT NULL,
    "url" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sys_notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sys_notification_view" (
    "id" SERIAL NOT NULL,
    "notificationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "viewedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sys_notification_view_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "panel" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "controller" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "panel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "panel_user" (
    "id" SERIAL NOT NULL,
    "panelId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "inactive" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "panel_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_log" (
    "id" BIGSERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "action" TEXT NOT NULL,
    "detail" TEXT NOT NULL,

    CONSTRAINT "app_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sys_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "level" TEXT NOT NULL,
    "userId" INTEGER,
    "detail" TEXT NOT NULL,

    CONSTRAINT "sys_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "indicator_type" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "indicator_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_subscription" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "licenseProductId" INTEGER NOT NULL,
    "indicatorTypeId" INTEGER NOT NULL,
    "subscribed" BOOLEAN NOT NULL DEFAULT false,
    "url" TEXT,
    "secret" TEXT NOT NULL,

    CONSTRAINT "webhook_subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_delivery" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "readingKind" "ReadingKind" NOT NULL,
    "readingId" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL,
    "responseCode" INTEGER,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "desktop_migration" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "sectorId" INTEGER NOT NULL,
    "userId" INTEGER,
    "dbId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusEnum" INTEGER NOT NULL,
    "totalImportedResults" INTEGER NOT NULL DEFAULT 0,
    "migrationDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "desktop_migration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "score_rpe" (
    "id" SERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "minutesFrom" DECIMAL(8,2) NOT NULL,
    "minutesTo" DECIMAL(8,2) NOT NULL,
    "score" DECIMAL(8,2) NOT NULL,
    "scoreType" INTEGER NOT NULL,

    CONSTRAINT "score_rpe_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "setting_value" (
    "id" SERIAL NOT NULL,
    "processBI" INTEGER NOT NULL,
    "valueDFrom" DECIMAL(10,3) NOT NULL,
    "valueDTo" DECIMAL(10,3) NOT NULL,
    "zone" INTEGER NOT NULL,

    CONSTRAINT "setting_value_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_file" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "logo" BYTEA NOT NULL,
    "mimeType" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "region_name_key" ON "region"("name");

-- CreateIndex
CREATE UNIQUE INDEX "country_code_key" ON "country"("code");

-- CreateIndex
CREATE INDEX "country_regionId_idx" ON "country"("regionId");

-- CreateIndex
CREATE UNIQUE INDEX "language_code_key" ON "language"("code");

-- CreateIndex
CREATE UNIQUE INDEX "regional_format_languageCode_description_key" ON "regional_format"("languageCode", "description");

-- CreateIndex
CREATE UNIQUE INDEX "distributor_encryptedId_key" ON "distributor"("encryptedId");

-- CreateIndex
CREATE UNIQUE INDEX "distributor_domain_key" ON "distributor"("domain");

-- CreateIndex
CREATE INDEX "company_distributorId_name_idx" ON "company"("distributorId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "sector_companyId_name_key" ON "sector"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"("email");

-- CreateIndex
CREATE INDEX "app_user_companyId_sectorId_idx" ON "app_user"("companyId", "sectorId");

-- CreateIndex
CREATE INDEX "app_user_distributorId_idx" ON "app_user"("distributorId");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "password_recovery_tokenHash_key" ON "password_recovery"("tokenHash");

-- CreateIndex
CREATE INDEX "password_recovery_userId_idx" ON "password_recovery"("userId");

-- CreateIndex
CREATE INDEX "eula_distributorId_regionId_createdAt_idx" ON "eula"("distributorId", "regionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "eula_acceptance_eulaId_companyId_key" ON "eula_acceptance"("eulaId", "companyId");

-- CreateIndex
CREATE UNIQUE INDEX "incubator_model_modelId_key" ON "incubator_model"("modelId");

-- CreateIndex
CREATE UNIQUE INDEX "distributor_incubator_distributorId_incubatorModelId_key" ON "distributor_incubator"("distributorId", "incubatorModelId");

-- CreateIndex
CREATE INDEX "incubator_companyId_workSectorId_idx" ON "incubator"("companyId", "workSectorId");

-- CreateIndex
CREATE UNIQUE INDEX "incubator_companyId_serialNumber_key" ON "incubator"("companyId", "serialNumber");

-- CreateIndex
CREATE UNIQUE INDEX "product_model_name_key" ON "product_model"("name");

-- CreateIndex
CREATE INDEX "product_distributorId_productModelId_idx" ON "product"("distributorId", "productModelId");

-- CreateIndex
CREATE UNIQUE INDEX "gtin_distributorId_code_key" ON "gtin"("distributorId", "code");

-- CreateIndex
CREATE INDEX "sterilizer_companyId_sectorId_idx" ON "sterilizer"("companyId", "sectorId");

-- CreateIndex
CREATE INDEX "washer_companyId_sectorId_idx" ON "washer"("companyId", "sectorId");

-- CreateIndex
CREATE INDEX "disinfector_companyId_sectorId_idx" ON "disinfector"("companyId", "sectorId");

-- CreateIndex
CREATE UNIQUE INDEX "instrument_companyId_code_key" ON "instrument"("companyId", "code");

-- CreateIndex
CREATE INDEX "instrument_measure_companyId_instrumentId_idx" ON "instrument_measure"("companyId", "instrumentId");

-- CreateIndex
CREATE UNIQUE INDEX "reading_bi_agentKey_key" ON "reading_bi"("agentKey");

-- CreateIndex
CREATE INDEX "reading_bi_companyId_state_disinfection_startedAt_idx" ON "reading_bi"("companyId", "state", "disinfection", "startedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_bi_sectorId_state_startedAt_idx" ON "reading_bi"("sectorId", "state", "startedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_bi_companyId_state_resultAt_idx" ON "reading_bi"("companyId", "state", "resultAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reading_bi_companyId_readNumber_key" ON "reading_bi"("companyId", "readNumber");

-- CreateIndex
CREATE UNIQUE INDEX "reading_pro_agentKey_key" ON "reading_pro"("agentKey");

-- CreateIndex
CREATE INDEX "reading_pro_companyId_state_startedAt_idx" ON "reading_pro"("companyId", "state", "startedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_pro_sectorId_state_startedAt_idx" ON "reading_pro"("sectorId", "state", "startedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_pro_washerId_resultAt_idx" ON "reading_pro"("washerId", "resultAt");

-- CreateIndex
CREATE UNIQUE INDEX "reading_pro_companyId_readNumber_key" ON "reading_pro"("companyId", "readNumber");

-- CreateIndex
CREATE INDEX "reading_che_sterilizer_companyId_state_testedAt_idx" ON "reading_che_sterilizer"("companyId", "state", "testedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_che_sterilizer_sectorId_state_testedAt_idx" ON "reading_che_sterilizer"("sectorId", "state", "testedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reading_che_sterilizer_companyId_readNumber_key" ON "reading_che_sterilizer"("companyId", "readNumber");

-- CreateIndex
CREATE INDEX "reading_che_washer_companyId_state_testedAt_idx" ON "reading_che_washer"("companyId", "state", "testedAt" DESC);

-- CreateIndex
CREATE INDEX "reading_che_washer_sectorId_state_testedAt_idx" ON "reading_che_washer"("sectorId", "state", "testedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reading_che_washer_companyId_readNumber_key" ON "reading_che_washer"("companyId", "readNumber");

-- CreateIndex
CREATE INDEX "reading_audit_readingKind_readingId_at_idx" ON "reading_audit"("readingKind", "readingId", "at");

-- CreateIndex
CREATE INDEX "reading_audit_companyId_at_idx" ON "reading_audit"("companyId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "license_product_name_key" ON "license_product"("name");

-- CreateIndex
CREATE UNIQUE INDEX "license_period_name_key" ON "license_period"("name");

-- CreateIndex
CREATE UNIQUE INDEX "license_product_period_distributorId_licenseProductId_licen_key" ON "license_product_period"("distributorId", "licenseProductId", "licensePeriodId");

-- CreateIndex
CREATE UNIQUE INDEX "license_code_code_key" ON "license_code"("code");

-- CreateIndex
CREATE INDEX "license_code_distributorId_idx" ON "license_code"("distributorId");

-- CreateIndex
CREATE INDEX "license_companyId_idx" ON "license"("companyId");

-- CreateIndex
CREATE INDEX "license_detail_licenseId_idx" ON "license_detail"("licenseId");

-- CreateIndex
CREATE INDEX "license_detail_licenseProductId_status_endDate_idx" ON "license_detail"("licenseProductId", "status", "endDate");

-- CreateIndex
CREATE UNIQUE INDEX "app_parameter_companyId_type_key" ON "app_parameter"("companyId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "sys_parameter_distributorId_type_key" ON "sys_parameter"("distributorId", "type");

-- CreateIndex
CREATE INDEX "translation_languageId_kind_idx" ON "translation"("languageId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "translation_kind_itemId_languageId_key" ON "translation"("kind", "itemId", "languageId");

-- CreateIndex
CREATE UNIQUE INDEX "general_object_name_key" ON "general_object"("name");

-- CreateIndex
CREATE UNIQUE INDEX "menu_group_menu_name_key" ON "menu_group"("menu", "name");

-- CreateIndex
CREATE UNIQUE INDEX "menu_item_groupId_name_key" ON "menu_item"("groupId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "menu_item_grant_itemId_userTypeId_key" ON "menu_item_grant"("itemId", "userTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "module_name_key" ON "module"("name");

-- CreateIndex
CREATE UNIQUE INDEX "screen_name_key" ON "screen"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ui_object_screenId_name_key" ON "ui_object"("screenId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "message_name_key" ON "message"("name");

-- CreateIndex
CREATE UNIQUE INDEX "special_object_name_key" ON "special_object"("name");

-- CreateIndex
CREATE UNIQUE INDEX "mail_template_mailName_languageId_key" ON "mail_template"("mailName", "languageId");

-- CreateIndex
CREATE INDEX "mail_outbox_to_createdAt_idx" ON "mail_outbox"("to", "createdAt");

-- CreateIndex
CREATE INDEX "app_notification_userId_viewed_createdAt_idx" ON "app_notification"("userId", "viewed", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "sys_notification_view_notificationId_userId_key" ON "sys_notification_view"("notificationId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "panel_name_key" ON "panel"("name");

-- CreateIndex
CREATE INDEX "panel_user_userId_inactive_idx" ON "panel_user"("userId", "inactive");

-- CreateIndex
CREATE INDEX "app_log_companyId_at_idx" ON "app_log"("companyId", "at" DESC);

-- CreateIndex
CREATE INDEX "sys_log_at_idx" ON "sys_log"("at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "webhook_subscription_companyId_licenseProductId_indicatorTy_key" ON "webhook_subscription"("companyId", "licenseProductId", "indicatorTypeId");

-- CreateIndex
CREATE INDEX "webhook_delivery_status_nextAttemptAt_idx" ON "webhook_delivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "desktop_migration_companyId_dbId_key" ON "desktop_migration"("companyId", "dbId");

-- CreateIndex
CREATE INDEX "score_rpe_programId_idx" ON "score_rpe"("programId");

-- CreateIndex
CREATE UNIQUE INDEX "company_file_companyId_key" ON "company_file"("companyId");

-- AddForeignKey
ALTER TABLE "country" ADD CONSTRAINT "country_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sector" ADD CONSTRAINT "sector_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_userTypeId_fkey" FOREIGN KEY ("userTypeId") REFERENCES "user_type"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_recovery" ADD CONSTRAINT "password_recovery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eula" ADD CONSTRAINT "eula_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eula" ADD CONSTRAINT "eula_regionId_fkey" FOREIGN KEY ("regionId") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eula_acceptance" ADD CONSTRAINT "eula_acceptance_eulaId_fkey" FOREIGN KEY ("eulaId") REFERENCES "eula"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eula_acceptance" ADD CONSTRAINT "eula_acceptance_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "eula_acceptance" ADD CONSTRAINT "eula_acceptance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "distributor_incubator" ADD CONSTRAINT "distributor_incubator_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "distributor_incubator" ADD CONSTRAINT "distributor_incubator_incubatorModelId_fkey" FOREIGN KEY ("incubatorModelId") REFERENCES "incubator_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incubator" ADD CONSTRAINT "incubator_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incubator" ADD CONSTRAINT "incubator_distributorIncubatorId_fkey" FOREIGN KEY ("distributorIncubatorId") REFERENCES "distributor_incubator"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incubator" ADD CONSTRAINT "incubator_discovererUserId_fkey" FOREIGN KEY ("discovererUserId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incubator" ADD CONSTRAINT "incubator_discovererSectorId_fkey" FOREIGN KEY ("discovererSectorId") REFERENCES "sector"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incubator" ADD CONSTRAINT "incubator_workSectorId_fkey" FOREIGN KEY ("workSectorId") REFERENCES "sector"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "program" ADD CONSTRAINT "program_incubatorModelId_fkey" FOREIGN KEY ("incubatorModelId") REFERENCES "incubator_model"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_model" ADD CONSTRAINT "product_model_programId_fkey" FOREIGN KEY ("programId") REFERENCES "program"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_productModelId_fkey" FOREIGN KEY ("productModelId") REFERENCES "product_model"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gtin" ADD CONSTRAINT "gtin_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gtin" ADD CONSTRAINT "gtin_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sterilizer" ADD CONSTRAINT "sterilizer_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sterilizer" ADD CONSTRAINT "sterilizer_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "washer" ADD CONSTRAINT "washer_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "washer" ADD CONSTRAINT "washer_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disinfector" ADD CONSTRAINT "disinfector_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disinfector" ADD CONSTRAINT "disinfector_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "instrument" ADD CONSTRAINT "instrument_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "instrument_measure" ADD CONSTRAINT "instrument_measure_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "instrument_measure" ADD CONSTRAINT "instrument_measure_instrumentId_fkey" FOREIGN KEY ("instrumentId") REFERENCES "instrument"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_incubatorId_fkey" FOREIGN KEY ("incubatorId") REFERENCES "incubator"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_programId_fkey" FOREIGN KEY ("programId") REFERENCES "program"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_sterilizerId_fkey" FOREIGN KEY ("sterilizerId") REFERENCES "sterilizer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_bi" ADD CONSTRAINT "reading_bi_disinfectorId_fkey" FOREIGN KEY ("disinfectorId") REFERENCES "disinfector"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_incubatorId_fkey" FOREIGN KEY ("incubatorId") REFERENCES "incubator"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_programId_fkey" FOREIGN KEY ("programId") REFERENCES "program"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_washerId_fkey" FOREIGN KEY ("washerId") REFERENCES "washer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_pro" ADD CONSTRAINT "reading_pro_instrumentMeasureId_fkey" FOREIGN KEY ("instrumentMeasureId") REFERENCES "instrument_measure"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_sterilizer" ADD CONSTRAINT "reading_che_sterilizer_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_sterilizer" ADD CONSTRAINT "reading_che_sterilizer_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_sterilizer" ADD CONSTRAINT "reading_che_sterilizer_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_sterilizer" ADD CONSTRAINT "reading_che_sterilizer_sterilizerId_fkey" FOREIGN KEY ("sterilizerId") REFERENCES "sterilizer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_sterilizer" ADD CONSTRAINT "reading_che_sterilizer_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "reading_image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_washer" ADD CONSTRAINT "reading_che_washer_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_washer" ADD CONSTRAINT "reading_che_washer_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_washer" ADD CONSTRAINT "reading_che_washer_productId_fkey" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_washer" ADD CONSTRAINT "reading_che_washer_washerId_fkey" FOREIGN KEY ("washerId") REFERENCES "washer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_che_washer" ADD CONSTRAINT "reading_che_washer_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "reading_image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_image" ADD CONSTRAINT "reading_image_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_audit" ADD CONSTRAINT "reading_audit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_audit" ADD CONSTRAINT "reading_audit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_product_period" ADD CONSTRAINT "license_product_period_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_product_period" ADD CONSTRAINT "license_product_period_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "license_product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_product_period" ADD CONSTRAINT "license_product_period_licensePeriodId_fkey" FOREIGN KEY ("licensePeriodId") REFERENCES "license_period"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_code" ADD CONSTRAINT "license_code_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_code" ADD CONSTRAINT "license_code_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_code" ADD CONSTRAINT "license_code_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "license_product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_code" ADD CONSTRAINT "license_code_licensePeriodId_fkey" FOREIGN KEY ("licensePeriodId") REFERENCES "license_period"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license" ADD CONSTRAINT "license_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_detail" ADD CONSTRAINT "license_detail_licenseId_fkey" FOREIGN KEY ("licenseId") REFERENCES "license"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_detail" ADD CONSTRAINT "license_detail_licenseCodeId_fkey" FOREIGN KEY ("licenseCodeId") REFERENCES "license_code"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_detail" ADD CONSTRAINT "license_detail_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "license_product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_detail" ADD CONSTRAINT "license_detail_licensePeriodId_fkey" FOREIGN KEY ("licensePeriodId") REFERENCES "license_period"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_parameter" ADD CONSTRAINT "app_parameter_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sys_parameter" ADD CONSTRAINT "sys_parameter_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "translation" ADD CONSTRAINT "translation_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "menu_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "screen"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item_grant" ADD CONSTRAINT "menu_item_grant_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "menu_item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screen" ADD CONSTRAINT "screen_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "module"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ui_object" ADD CONSTRAINT "ui_object_screenId_fkey" FOREIGN KEY ("screenId") REFERENCES "screen"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "module"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "special_object" ADD CONSTRAINT "special_object_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "module"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_template" ADD CONSTRAINT "mail_template_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "privacy_policy" ADD CONSTRAINT "privacy_policy_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES "language"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_notification" ADD CONSTRAINT "app_notification_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_notification" ADD CONSTRAINT "app_notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sys_notification" ADD CONSTRAINT "sys_notification_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "distributor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sys_notification_view" ADD CONSTRAINT "sys_notification_view_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "sys_notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sys_notification_view" ADD CONSTRAINT "sys_notification_view_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "panel_user" ADD CONSTRAINT "panel_user_panelId_fkey" FOREIGN KEY ("panelId") REFERENCES "panel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "panel_user" ADD CONSTRAINT "panel_user_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_log" ADD CONSTRAINT "app_log_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_log" ADD CONSTRAINT "app_log_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "license_product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_indicatorTypeId_fkey" FOREIGN KEY ("indicatorTypeId") REFERENCES "indicator_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "webhook_subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desktop_migration" ADD CONSTRAINT "desktop_migration_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desktop_migration" ADD CONSTRAINT "desktop_migration_sectorId_fkey" FOREIGN KEY ("sectorId") REFERENCES "sector"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desktop_migration" ADD CONSTRAINT "desktop_migration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "score_rpe" ADD CONSTRAINT "score_rpe_programId_fkey" FOREIGN KEY ("programId") REFERENCES "program"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_file" ADD CONSTRAINT "company_file_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;




-- The reading audit trail is append-only (21 CFR Part 11): refuse any change or removal.
CREATE FUNCTION reading_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reading_audit is append-only';
END;
$$;
CREATE TRIGGER reading_audit_no_update BEFORE UPDATE OR DELETE ON "reading_audit"
  FOR EACH ROW EXECUTE FUNCTION reading_audit_append_only();
CREATE TRIGGER reading_audit_no_truncate BEFORE TRUNCATE ON "reading_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION reading_audit_append_only();
