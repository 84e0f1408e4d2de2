CREATE TABLE "voice_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"guest_id" text,
	"enabled" boolean NOT NULL,
	"voice_id" text NOT NULL,
	"volume" real NOT NULL,
	"stability" real NOT NULL,
	"similarity_boost" real NOT NULL,
	"style" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_settings_user_id" UNIQUE("user_id"),
	CONSTRAINT "voice_settings_guest_id" UNIQUE("guest_id"),
	CONSTRAINT "voice_settings_one_owner" CHECK (("voice_settings"."user_id" is null) <> ("voice_settings"."guest_id" is null))
);
--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;