CREATE TABLE "bee_facts" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"difficulty_level" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"content_en" text NOT NULL,
	"content_es" text NOT NULL,
	"fun_fact_en" text,
	"fun_fact_es" text
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"age" integer NOT NULL,
	"language" text NOT NULL,
	"device_info" jsonb NOT NULL,
	"utm_params" jsonb NOT NULL,
	"referral_source" text NOT NULL,
	"user_agent" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bee_facts_difficulty_idx" ON "bee_facts" USING btree ("difficulty_level");