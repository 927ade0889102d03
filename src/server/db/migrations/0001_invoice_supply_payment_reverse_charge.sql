ALTER TABLE "shop_invoices" ADD COLUMN "supplied_on" date;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "shop_invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Invoice lines state their unit price (unitCents) instead of the line's amount (grossCents): a line whose
-- amount does not divide by its quantity was priced as one amount and stays so, as one unit.
UPDATE "shop_invoices" SET "lines" = (
  SELECT jsonb_agg(
    CASE WHEN (line->>'grossCents')::int % (line->>'quantity')::int = 0
      THEN (line - 'grossCents') || jsonb_build_object('unitCents', (line->>'grossCents')::int / (line->>'quantity')::int)
      ELSE (line - 'grossCents') || jsonb_build_object('quantity', 1, 'unitCents', (line->>'grossCents')::int)
    END ORDER BY position)
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS element(line, position)
) WHERE "lines" IS NOT NULL AND jsonb_array_length("lines") > 0 AND "lines"->0 ? 'grossCents';
