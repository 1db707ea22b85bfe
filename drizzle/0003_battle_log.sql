CREATE TABLE "battle_log" (
	"code" text NOT NULL,
	"idx" integer NOT NULL,
	"entry" json NOT NULL,
	CONSTRAINT "battle_log_code_idx_pk" PRIMARY KEY("code","idx")
);
--> statement-breakpoint
-- Battle logs stored inside game documents move to their rows (battleLogRows.ts MOVE_LOGS_OUT).
INSERT INTO "battle_log" ("code", "idx", "entry")
  SELECT d."code", e.ordinality::int - 1, e.value
  FROM "documents" d, json_array_elements(d."doc" -> 'battleLog') WITH ORDINALITY e
  WHERE d."kind" = 'game' AND json_typeof(d."doc" -> 'battleLog') = 'array'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "documents" SET "doc" = ("doc"::jsonb - 'battleLog')::json
  WHERE "kind" = 'game' AND "doc"::jsonb ? 'battleLog';
