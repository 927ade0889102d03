CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  idp_type text NOT NULL DEFAULT 'local',
  idp_sub uuid NOT NULL DEFAULT gen_random_uuid(),
  user_type text NOT NULL DEFAULT 'consumer',
  channel_id text NOT NULL,
  account_deleted boolean NOT NULL DEFAULT false,
  tokens_valid_after timestamptz(3) NOT NULL DEFAULT now(),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_email_live ON accounts (email);

CREATE TABLE customers (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  company_name text,
  vat_number text,
  business_status text,
  payment_method text,
  ftp_callback_url text,
  ftp_callback_format text,
  newsletter boolean NOT NULL DEFAULT false,
  hide_order_prints boolean NOT NULL DEFAULT false,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  phone text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX addresses_account ON addresses (account_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  used_at timestamptz(3),
  revoked_at timestamptz(3),
  expires_at timestamptz(3) NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account ON refresh_tokens (account_id);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends timestamptz(3) NOT NULL
);

CREATE TABLE feature_flags (
  channel_id text NOT NULL,
  flag text NOT NULL,
  enabled boolean NOT NULL
);
CREATE UNIQUE INDEX feature_flags_key ON feature_flags (channel_id, flag);

CREATE TABLE public_config (
  channel_id text PRIMARY KEY,
  config jsonb NOT NULL
);
