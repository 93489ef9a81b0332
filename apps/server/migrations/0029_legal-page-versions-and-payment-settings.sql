-- Existing legal pages become version 1, published (decision 0719).
INSERT INTO "page_versions" ("page_id", "locale", "version", "title", "content", "note", "created_at", "published_at")
SELECT "page_id", "locale", 1, "title", "content", 'The text before versions were kept.', now(), now() FROM "page_texts";--> statement-breakpoint
UPDATE "page_texts" SET "version_id" = v."id" FROM "page_versions" v
WHERE v."page_id" = "page_texts"."page_id" AND v."locale" = "page_texts"."locale" AND v."version" = 1;
--> statement-breakpoint
-- Every payment method in every registration currency starts with today's figures (decision 0717):
-- enabled, the method's own place, and the spec's limits read in the currency's own units (gateway
-- deposits 20 to 2500, bank withdrawals 100 to 2500; card and crypto take none). `units` is one major
-- unit in minor units. A row an operator saved already is kept.
INSERT INTO "payment_method_settings" ("type", "slug", "currency", "enabled", "position", "min_amount", "max_amount")
SELECT m."type", m."slug", c."currency", true, m."position",
  CASE
    WHEN m."type" = 1 AND m."kind" = 'gateway' THEN 20 * c."units"
    WHEN m."type" = 2 AND m."kind" = 'bank' THEN 100 * c."units"
  END,
  CASE
    WHEN m."type" = 1 AND m."kind" = 'gateway' THEN 2500 * c."units"
    WHEN m."type" = 2 AND m."kind" = 'bank' THEN 2500 * c."units"
  END
FROM "payment_methods" m
CROSS JOIN (VALUES
  ('USD', 100),
  ('EUR', 100),
  ('GBP', 100),
  ('AED', 100),
  ('AUD', 100),
  ('BRL', 100),
  ('CAD', 100),
  ('CHF', 100),
  ('CNY', 100),
  ('GEL', 100),
  ('INR', 100),
  ('JPY', 1),
  ('NOK', 100),
  ('NZD', 100),
  ('PLN', 100),
  ('SEK', 100),
  ('SGD', 100),
  ('TRY', 100)
) AS c("currency", "units")
ON CONFLICT ("type", "slug", "currency") DO NOTHING;
