-- A blocked order keeps a stable reason code (pages translate it) instead of an English sentence.
UPDATE shop_orders SET blocked_reason = 'paymentVerificationFailed' WHERE blocked_reason = 'Payment verification failed';
UPDATE shop_orders SET blocked_reason = 'accountBlocked' WHERE blocked_reason = 'Account blocked';
