-- Background jobs (thumbnails, archives, imports, clean-up), claimed with FOR UPDATE SKIP LOCKED.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  run_after timestamptz(3) NOT NULL DEFAULT now(),
  locked_until timestamptz(3),
  claim_token uuid,
  singleton_key text,
  last_error text,
  result jsonb,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  finished_at timestamptz(3)
);
CREATE INDEX jobs_ready ON jobs (run_after, id) WHERE state = 'queued';
CREATE INDEX jobs_leased ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state IN ('done', 'failed');
-- At most one open job per singleton key (periodic clean-ups).
CREATE UNIQUE INDEX jobs_singleton ON jobs (singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');
