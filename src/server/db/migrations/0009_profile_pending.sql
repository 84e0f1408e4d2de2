ALTER TABLE "user" ADD COLUMN "profile_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts made by an identity provider before this check have no age or consents yet: they finish their profile.
UPDATE "user" SET "profile_pending" = true WHERE "id" NOT IN (SELECT "id" FROM "profiles" WHERE "age" IS NOT NULL);
