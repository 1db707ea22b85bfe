ALTER TABLE "documents" ALTER COLUMN "doc" SET DATA TYPE json USING "doc"::json;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "due_at" double precision;--> statement-breakpoint
CREATE INDEX "documents_due_at" ON "documents" USING btree ("due_at");--> statement-breakpoint
-- Games stored before this migration wake once; the scheduler then keeps due_at up to date.
UPDATE "documents" SET "due_at" = 0 WHERE "kind" = 'game';