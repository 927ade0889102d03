-- Shop side of the account area: orders, vouchers, invoices, saved projects, widgets, gallery.
CREATE TABLE shop_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  channel_id text NOT NULL,
  source text NOT NULL DEFAULT 'Albelli',
  state text NOT NULL,
  delivery_type text NOT NULL DEFAULT 'Home',
  delivery_address jsonb NOT NULL,
  blocked_reason text,
  delivery_earliest date,
  delivery_latest date,
  expires_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX shop_orders_account ON shop_orders (account_id, created_at DESC, id);

CREATE TABLE shop_order_products (
  code text PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
  position integer NOT NULL,
  article_id text NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  status text NOT NULL,
  payment_changed_at timestamptz(3),
  voucher_code text,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  has_pdf boolean NOT NULL DEFAULT false,
  price_cents integer NOT NULL DEFAULT 0
);
CREATE INDEX shop_order_products_order ON shop_order_products (order_id, position);

CREATE TABLE shop_voucher_offers (
  code text PRIMARY KEY,
  title text NOT NULL,
  discount_percent integer NOT NULL,
  experience text,
  valid_until timestamptz(3)
);

CREATE TABLE shop_invoices (
  id text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('group', 'historical')),
  order_code text NOT NULL,
  channel_id text NOT NULL,
  amount_cents integer NOT NULL,
  vat_cents integer NOT NULL,
  currency text NOT NULL,
  issued_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX shop_invoices_account ON shop_invoices (account_id, kind, issued_at DESC);

CREATE TABLE shop_projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  article_id text NOT NULL,
  channel_id text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX shop_projects_account ON shop_projects (account_id, updated_at DESC, id);

CREATE TABLE shop_widgets (
  product_code text PRIMARY KEY REFERENCES shop_order_products(code) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title text NOT NULL,
  channel_id text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX shop_widgets_account ON shop_widgets (account_id, created_at DESC, product_code);

CREATE TABLE shop_widget_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_code text NOT NULL REFERENCES shop_widgets(product_code) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  recipient_email text NOT NULL,
  sender_name text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE shop_gallery_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  widget_code text NOT NULL REFERENCES shop_widgets(product_code) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  channel_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX shop_gallery_entries_widget ON shop_gallery_entries (widget_code, created_at);
