CREATE TABLE "voice_sockets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "profile_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_sockets" ADD CONSTRAINT "voice_sockets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_sockets_user_idx" ON "voice_sockets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voice_sockets_address_idx" ON "voice_sockets" USING btree ("address");--> statement-breakpoint
-- Accounts made by an identity provider before this check have no age or consents yet: they finish their profile.
UPDATE "user" SET "profile_pending" = true WHERE "id" NOT IN (SELECT "id" FROM "profiles" WHERE "age" IS NOT NULL);
