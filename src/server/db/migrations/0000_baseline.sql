CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"idp_type" text DEFAULT 'local' NOT NULL,
	"idp_sub" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text DEFAULT 'consumer' NOT NULL,
	"channel_id" text NOT NULL,
	"account_deleted" boolean DEFAULT false NOT NULL,
	"tokens_valid_after" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_name" text,
	"vat_number" text,
	"business_status" text,
	"payment_method" text,
	"ftp_callback_url" text,
	"ftp_callback_format" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"hide_order_prints" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"channel_id" text NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_config" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp (3) with time zone NOT NULL,
	"next_attempt_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"email" text NOT NULL,
	"channel_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp (3) with time zone,
	"last_error" text,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text NOT NULL,
	"channel_id" text NOT NULL,
	"account_id" uuid,
	"confirmed_at" timestamp (3) with time zone,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY("email","channel_id")
);
--> statement-breakpoint
CREATE TABLE "pending_sign_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"company_name" text,
	"return_to" text
);
--> statement-breakpoint
CREATE TABLE "editor_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"imported_photo_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"claim_token" uuid,
	"singleton_key" text,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "jobs_state_check" CHECK (state IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photo_activation" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"job_id" bigint,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_activation_status_check" CHECK (status IN ('ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'))
);
--> statement-breakpoint
CREATE TABLE "photo_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photos" jsonb NOT NULL,
	"album_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"blob_key" text,
	"size" bigint,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "photo_downloads_state_check" CHECK (state IN ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"account_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"photo_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_hashes_pkey" PRIMARY KEY("account_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"declared_size" bigint,
	"state" text DEFAULT 'receiving' NOT NULL,
	"duplicate" boolean DEFAULT false NOT NULL,
	"photo_id" uuid,
	"content_type" text,
	"sha256" text,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "photo_uploads_state_check" CHECK (state IN ('receiving', 'pending', 'rejected', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shop_gallery_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"billed_to" jsonb,
	"supplier" jsonb,
	"lines" jsonb,
	CONSTRAINT "shop_invoices_kind_check" CHECK (kind IN ('group', 'historical'))
);
--> statement-breakpoint
CREATE TABLE "shop_order_products" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"payment_changed_at" timestamp (3) with time zone,
	"voucher_code" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_pdf" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"source" text DEFAULT 'Albelli' NOT NULL,
	"state" text NOT NULL,
	"delivery_type" text DEFAULT 'Home' NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"blocked_reason" text,
	"delivery_earliest" date,
	"delivery_latest" date,
	"carrier" text,
	"tracking_number" text,
	"delivered_on" date,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shop_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"article_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_voucher_offers" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"experience" text,
	"valid_until" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_widget_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_widgets" (
	"product_code" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"channel_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"album_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"added_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"photo_date_taken" timestamp(3),
	CONSTRAINT "album_photos_pkey" PRIMARY KEY("album_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "album_shares" (
	"album_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_shares_pkey" PRIMARY KEY("album_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"cover_photo_id" uuid,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_photos_count_check" CHECK (photos_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "photo_month_counts" (
	"account_id" uuid NOT NULL,
	"taken_month" integer NOT NULL,
	"photos_count" integer NOT NULL,
	CONSTRAINT "photo_month_counts_pkey" PRIMARY KEY("account_id","taken_month"),
	CONSTRAINT "photo_month_counts_photos_count_check" CHECK (photos_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "photo_totals" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"photos_count" integer NOT NULL,
	CONSTRAINT "photo_totals_photos_count_check" CHECK (photos_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"upload_id" text DEFAULT '' NOT NULL,
	"local_file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"mime" text NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"visible_width" integer,
	"visible_height" integer,
	"date_taken" timestamp(3),
	"taken_month" integer GENERATED ALWAYS AS (COALESCE((EXTRACT(YEAR FROM date_taken) * 100 + EXTRACT(MONTH FROM date_taken))::integer, 0)) STORED NOT NULL,
	"upload_end" timestamp(3) with time zone,
	"created" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"blob_key" text NOT NULL,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trashed_at" timestamp(3) with time zone,
	"exif" jsonb,
	CONSTRAINT "photos_status_check" CHECK (status IN ('pending', 'active', 'trashed')),
	CONSTRAINT "photos_trashed_at_check" CHECK ((status = 'trashed') = (trashed_at IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "temp_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"photo_ids" uuid[] NOT NULL,
	"created" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trashed_album_photos" (
	"album_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"added_at" timestamp(3) with time zone NOT NULL,
	"photo_date_taken" timestamp(3),
	CONSTRAINT "trashed_album_photos_pkey" PRIMARY KEY("album_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"blob_key" text,
	"size" bigint,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "data_exports_state_check" CHECK (state IN ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_tokens" ADD CONSTRAINT "confirmation_tokens_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD CONSTRAINT "pending_sign_ups_token_hash_fkey" FOREIGN KEY ("token_hash") REFERENCES "public"."confirmation_tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_uploads" ADD CONSTRAINT "editor_uploads_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_uploads" ADD CONSTRAINT "editor_uploads_imported_photo_id_fkey" FOREIGN KEY ("imported_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_activation" ADD CONSTRAINT "photo_activation_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_downloads" ADD CONSTRAINT "photo_downloads_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_gallery_entries" ADD CONSTRAINT "shop_gallery_entries_widget_code_fkey" FOREIGN KEY ("widget_code") REFERENCES "public"."shop_widgets"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_gallery_entries" ADD CONSTRAINT "shop_gallery_entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD CONSTRAINT "shop_invoices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_products" ADD CONSTRAINT "shop_order_products_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_projects" ADD CONSTRAINT "shop_projects_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_widget_shares" ADD CONSTRAINT "shop_widget_shares_product_code_fkey" FOREIGN KEY ("product_code") REFERENCES "public"."shop_widgets"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_widget_shares" ADD CONSTRAINT "shop_widget_shares_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_widgets" ADD CONSTRAINT "shop_widgets_product_code_fkey" FOREIGN KEY ("product_code") REFERENCES "public"."shop_order_products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_widgets" ADD CONSTRAINT "shop_widgets_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_shares" ADD CONSTRAINT "album_shares_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_photo_id_fkey" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_month_counts" ADD CONSTRAINT "photo_month_counts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_totals" ADD CONSTRAINT "photo_totals_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_selections" ADD CONSTRAINT "temp_selections_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_album_photos" ADD CONSTRAINT "trashed_album_photos_album_id_fkey" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_album_photos" ADD CONSTRAINT "trashed_album_photos_photo_id_fkey" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_live" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "addresses_account" ON "addresses" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_key" ON "feature_flags" USING btree ("channel_id","flag");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account" ON "refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "confirmation_tokens_account" ON "confirmation_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE status IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "editor_uploads_account" ON "editor_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_ready" ON "jobs" USING btree ("run_after","id") WHERE state = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_leased" ON "jobs" USING btree ("locked_until") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("finished_at") WHERE state IN ('done', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton" ON "jobs" USING btree ("singleton_key") WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "photo_downloads_account" ON "photo_downloads" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "photo_downloads_expiry" ON "photo_downloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "photo_hashes_photo" ON "photo_hashes" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_account" ON "photo_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_open" ON "photo_uploads" USING btree ("created_at") WHERE state IN ('receiving', 'pending');--> statement-breakpoint
CREATE INDEX "shop_gallery_entries_widget" ON "shop_gallery_entries" USING btree ("widget_code","created_at");--> statement-breakpoint
CREATE INDEX "shop_invoices_account" ON "shop_invoices" USING btree ("account_id","kind","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_order_products_order" ON "shop_order_products" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "shop_orders_account" ON "shop_orders" USING btree ("account_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shop_projects_account" ON "shop_projects" USING btree ("account_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shop_widgets_account" ON "shop_widgets" USING btree ("account_id","created_at" DESC NULLS FIRST,"product_code");--> statement-breakpoint
CREATE INDEX "album_photos_by_taken" ON "album_photos" USING btree ("album_id","photo_date_taken","photo_id");--> statement-breakpoint
CREATE INDEX "album_photos_by_added" ON "album_photos" USING btree ("album_id","added_at","photo_id");--> statement-breakpoint
CREATE INDEX "album_photos_photo" ON "album_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "album_shares_by_participant" ON "album_shares" USING btree ("account_id","created","album_id");--> statement-breakpoint
CREATE INDEX "albums_by_owner" ON "albums" USING btree ("owner_id","created","id");--> statement-breakpoint
CREATE INDEX "photos_by_created" ON "photos" USING btree ("account_id","created","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "photos_by_taken" ON "photos" USING btree ("account_id","date_taken","id") WHERE status = 'active' AND date_taken IS NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_by_month" ON "photos" USING btree ("account_id","taken_month","created","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "photos_pending" ON "photos" USING btree ("created") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "photos_trashed" ON "photos" USING btree ("account_id","trashed_at","id") WHERE status = 'trashed';--> statement-breakpoint
CREATE INDEX "photos_trash_expiry" ON "photos" USING btree ("trashed_at") WHERE status = 'trashed';--> statement-breakpoint
CREATE INDEX "temp_selections_account" ON "temp_selections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "temp_selections_expiry" ON "temp_selections" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "trashed_album_photos_photo" ON "trashed_album_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "data_exports_account" ON "data_exports" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_exports_expiry" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending" ON "data_exports" USING btree ("account_id") WHERE state = 'pending';