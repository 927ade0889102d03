-- A legally complete invoice: the seller and the lines (quantity, VAT rate, amount) are kept with it when it is issued.
ALTER TABLE shop_invoices ADD COLUMN supplier jsonb;
ALTER TABLE shop_invoices ADD COLUMN lines jsonb;
