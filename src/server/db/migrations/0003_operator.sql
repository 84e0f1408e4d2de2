CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"actor_label" text,
	"environment" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"force_redeploy" boolean DEFAULT false NOT NULL,
	"success" boolean NOT NULL,
	"healthy_services" integer NOT NULL,
	"total_services" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deployments_time_idx" ON "deployments" USING btree ("created_at");