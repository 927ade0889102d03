-- What an order costs: shipping per order (product prices are on shop_order_products.price_cents).
ALTER TABLE shop_orders ADD COLUMN shipping_cents integer NOT NULL DEFAULT 0;
