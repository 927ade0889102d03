-- Mail outbox: rows are written in the caller's transaction and delivered by the mail sender.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz(3) NOT NULL DEFAULT now(),
  claimed_until timestamptz(3),
  last_error text,
  sent_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

-- Confirmation tokens of e-mail change, account deletion and newsletter opt-in: only the hash is stored.
CREATE TABLE confirmation_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL,
  account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
  email text NOT NULL,
  channel_id text NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX confirmation_tokens_account ON confirmation_tokens (account_id);

-- Newsletter subscriptions of the e-mail gateway, per address and channel (double opt-in).
CREATE TABLE newsletter_subscriptions (
  email text NOT NULL,
  channel_id text NOT NULL,
  account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  confirmed_at timestamptz(3),
  requested_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (email, channel_id)
);
