-- Sign-in back-off: the earliest time the next attempt of a key (account, address, device) is heard.
ALTER TABLE rate_limits ADD COLUMN next_attempt_at timestamptz(3);
