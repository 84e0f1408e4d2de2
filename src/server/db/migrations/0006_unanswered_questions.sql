CREATE TABLE "unanswered_questions" (
	"question" text NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unanswered_questions_question_language_pk" PRIMARY KEY("question","language")
);
--> statement-breakpoint
CREATE INDEX "unanswered_questions_count_idx" ON "unanswered_questions" USING btree ("count");