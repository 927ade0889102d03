-- An issued invoice is a fixed document: the billing details it prints are kept with it when it is issued.
ALTER TABLE shop_invoices ADD COLUMN billed_to jsonb;
UPDATE shop_invoices i SET billed_to = jsonb_build_object(
  'name', trim(c.first_name || ' ' || c.last_name),
  'companyName', c.company_name,
  'vatNumber', c.vat_number,
  'address', (
    SELECT jsonb_build_array(a.street || ' ' || a.house_number, a.postal_code || ' ' || a.city, a.country)
    FROM addresses a WHERE a.account_id = i.account_id ORDER BY a.is_default DESC, a.created_at LIMIT 1
  )
)
FROM customers c WHERE c.account_id = i.account_id AND i.billed_to IS NULL;
