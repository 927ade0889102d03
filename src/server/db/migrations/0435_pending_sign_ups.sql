-- A sign-up waits here until its address is confirmed from the mailed link (kind 'sign-up' in
-- confirmation_tokens); only then is the account created. The password is kept only as its hash.
CREATE TABLE pending_sign_ups (
  token_hash text PRIMARY KEY REFERENCES confirmation_tokens(token_hash) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  user_type text NOT NULL,
  company_name text,
  return_to text
);
