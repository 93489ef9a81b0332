-- The payment methods the cashier offers at first (spec: deposit methods with their py_id, the bank
-- withdrawals with their payment_id). The operator changes names, order and `enabled` afterwards; crypto
-- is listed but off until the crypto cashier exists.
INSERT INTO "payment_methods" ("type", "slug", "name", "kind", "payment_id", "py_id", "enabled", "position") VALUES
  (1, 'crypto', 'Cryptocurrency', 'crypto', NULL, NULL, false, 10),
  (1, 'card', 'Credit card', 'card', NULL, NULL, true, 20),
  (1, 'payz', 'Payz', 'gateway', 2922, 1200, true, 30),
  (1, 'revolut', 'Revolut', 'gateway', 2922, 1110, true, 40),
  (1, 'neosurf', 'Neosurf', 'gateway', 2922, 1140, true, 50),
  (1, 'interac', 'Interac', 'gateway', 2922, 1130, true, 60),
  (1, 'bank-transfer', 'Bank transfer', 'gateway', 2922, 1110, true, 70),
  (2, 'crypto', 'Cryptocurrency', 'crypto', NULL, NULL, false, 10),
  (2, 'sepa', 'SEPA transfer', 'bank', 59, NULL, true, 20),
  (2, 'wire', 'Wire transfer', 'bank', 58, NULL, true, 30)
ON CONFLICT ("type", "slug") DO NOTHING;
