-- Wins now mark the bet they settle `done`, and a rollback of a `done` bet is refused (decision 0307).
-- Bets that wins settled before then are still `open`: mark them too, so that no late rollback can refund
-- a stake whose win was paid.
UPDATE "provider_transactions" AS "bet" SET "state" = 'done'
WHERE "bet"."kind" = 'bet' AND "bet"."state" = 'open'
  AND EXISTS (
    SELECT 1 FROM "provider_transactions" AS "win"
    WHERE "win"."kind" = 'win' AND "win"."provider_id" = "bet"."provider_id"
      AND "win"."reference_transaction_uuid" = "bet"."transaction_uuid"
  );
