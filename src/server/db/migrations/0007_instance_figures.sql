CREATE TABLE "instance_figures" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
