-- AlterTable
ALTER TABLE "load_release" ADD COLUMN     "signedHash" TEXT;

