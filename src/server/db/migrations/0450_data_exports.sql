-- Personal data exports: one zip per request, offered for DATA_EXPORT_AVAILABLE_DAYS, then purged.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- The channel it was asked on: the ready mail's brand and language.
  channel_id text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed')),
  blob_key text,
  size bigint,
  error text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  ready_at timestamptz(3),
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX data_exports_account ON data_exports (account_id, created_at DESC);
CREATE INDEX data_exports_expiry ON data_exports (expires_at);
-- One export at a time: a second pending export of an account conflicts here, whatever the race.
CREATE UNIQUE INDEX data_exports_one_pending ON data_exports (account_id) WHERE state = 'pending';
