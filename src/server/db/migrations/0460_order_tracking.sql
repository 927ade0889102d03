-- A sent order's parcel: its carrier and tracking number; and the day it was delivered.
ALTER TABLE shop_orders ADD COLUMN carrier text;
ALTER TABLE shop_orders ADD COLUMN tracking_number text;
ALTER TABLE shop_orders ADD COLUMN delivered_on date;
-- Demo orders seeded before this migration get the parcels new demo data is seeded with (src/server/seed/shop.ts).
UPDATE shop_orders SET carrier = 'royal-mail', tracking_number = 'RM123456785GB' WHERE code = 'PP-10008';
UPDATE shop_orders SET carrier = 'dpd', tracking_number = '05342010009001', delivered_on = (now() - interval '13 days')::date WHERE code = 'PP-10009';
UPDATE shop_orders SET carrier = 'dpd', tracking_number = '05342010011001', delivered_on = (now() - interval '53 days')::date WHERE code = 'PP-10011';
UPDATE shop_orders SET carrier = 'dhl', tracking_number = 'JD014600006281220002', delivered_on = (now() - interval '21 days')::date WHERE code = 'PP-20002';
UPDATE shop_orders SET carrier = 'dhl', tracking_number = 'JD014600006281220003', delivered_on = (now() - interval '66 days')::date WHERE code = 'PP-20003';
