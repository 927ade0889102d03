ALTER TABLE "photos" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_favourites_by_created" ON "photos" USING btree ("account_id","created","id") WHERE status = 'active' AND favourite;--> statement-breakpoint
CREATE INDEX "photos_favourites_by_taken" ON "photos" USING btree ("account_id","date_taken","id") WHERE status = 'active' AND favourite;