ALTER TABLE "attempts" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_student_idempotency_key" ON "attempts" USING btree ("student_id","idempotency_key");