CREATE TABLE "idempotent_requests" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_owner_key_pk" PRIMARY KEY("owner","key")
);
