// What the reports count, read from the ledger's transfers between two instants (decision 0720), as SQL
// fragments that both the rollup (which stores them per hour) and the reads (which add the minutes since
// the last pass) use, so that both count the same way. The definitions are the dashboard's (decision
// 0710): posted transfers (`posted`, or the `post` of a hold) of kind deposit, withdrawal, bet, win and
// refund, each at its own time. A bet's, win's or refund's id (`bet:<provider>:<transaction_uuid>`, a
// refund with its bet's, `:bonus` for the bonus balance's part) finds the provider transaction that names
// the game; the player's account finds the player's country.
import { sql, type SQL } from 'drizzle-orm';

/** An instant as SQL. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** The UTC hour (and day) an instant falls in, whatever the session's time zone. */
export const hourOf = (column: SQL): SQL =>
  sql`(date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC')`;
export const dayOf = (column: SQL): SQL => sql`((${column} at time zone 'UTC')::date)`;

/** A UTC day as the number of days since 1970-01-01 (report_bettor_accounts.days). */
export const dayNumber = (day: SQL): SQL => sql`(${day} - date '1970-01-01')`;

/** An account's bet days as report_bettor_accounts keeps them: distinct day numbers, ascending. */
export const accountDays = (day: SQL): SQL =>
  sql`array_agg(distinct ${dayNumber(day)} order by ${dayNumber(day)})`;

const posted = sql`t.phase in ('posted', 'post')`;
const providerOf = sql`case when t.id ~ '^(bet|win|refund):[0-9]{1,9}:' then split_part(t.id, ':', 2)::int4 end`;
const transactionOf = sql`regexp_replace(substr(t.id, length(split_part(t.id, ':', 1)) + length(split_part(t.id, ':', 2)) + 3), ':bonus$', '')`;

/** The player's side of a play transfer: the account a bet debits, a win or refund credits. */
const playerAccountOf = sql`case when t.kind = 'bet' then t.debit_account_id else t.credit_account_id end`;

/** Play per hour, currency, gaming provider, game and country over [from, to). */
export function playHoursIn(from: SQL, to: SQL): SQL {
  return sql`
    select ${hourOf(sql`m.created_at`)} as hour, m.currency,
      coalesce(m.provider_id, 0) as game_provider_id, coalesce(p.game_code, '') as game_code,
      coalesce(u.country_id, 0) as country_id,
      coalesce(sum(m.amount) filter (where m.kind = 'bet'), 0) as bets,
      coalesce(sum(m.amount) filter (where m.kind = 'win'), 0) as wins,
      coalesce(sum(m.amount) filter (where m.kind = 'refund'), 0) as refunds,
      count(*) filter (where m.kind = 'bet' and m.id not like '%:bonus') as bet_count
    from (
      select t.id, t.created_at, t.currency, t.kind, t.amount, ${playerAccountOf} as account_id,
        ${providerOf} as provider_id, ${transactionOf} as transaction_uuid
      from ledger_transfers t
      where t.created_at >= ${from} and t.created_at < ${to}
        and t.kind in ('bet', 'win', 'refund') and ${posted}
    ) m
    left join provider_transactions p on p.provider_id = m.provider_id and p.transaction_uuid = m.transaction_uuid
    left join ledger_accounts a on a.id = m.account_id
    left join users u on u.id = a.player_id
    group by 1, 2, 3, 4, 5`;
}

/** The accounts that placed a bet, per UTC day and currency, over [from, to), with the player's country. */
export function bettorDaysIn(from: SQL, to: SQL): SQL {
  return sql`
    select b.day, b.currency, b.account_id, coalesce(u.country_id, 0) as country_id
    from (
      select distinct ${dayOf(sql`t.created_at`)} as day, t.currency, t.debit_account_id as account_id
      from ledger_transfers t
      where t.created_at >= ${from} and t.created_at < ${to} and t.kind = 'bet' and ${posted}
    ) b
    left join ledger_accounts a on a.id = b.account_id
    left join users u on u.id = a.player_id`;
}

/**
 * The payment method of a deposit or withdrawal: the one its metadata names, else the cashier clearing
 * account's reference (a method's own account) on the other side.
 */
const methodOf = sql`coalesce(nullif(t.metadata->>'method', ''), c.reference, '')`;

/** Deposits credited and withdrawals paid per hour, currency and method over [from, to). */
export function paymentHoursIn(from: SQL, to: SQL): SQL {
  return sql`
    select ${hourOf(sql`t.created_at`)} as hour, t.currency, ${methodOf} as method,
      coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0) as deposits,
      count(*) filter (where t.kind = 'deposit') as deposit_count,
      coalesce(sum(t.amount) filter (where t.kind = 'withdrawal'), 0) as withdrawals,
      count(*) filter (where t.kind = 'withdrawal') as withdrawal_count
    from ledger_transfers t
    left join ledger_accounts c on c.kind = 'cashier_clearing'
      and c.id = case when t.kind = 'deposit' then t.debit_account_id else t.credit_account_id end
    where t.created_at >= ${from} and t.created_at < ${to}
      and t.kind in ('deposit', 'withdrawal') and ${posted}
    group by 1, 2, 3`;
}

/** Each credited account's earliest deposit in [from, to), with its player. */
export function firstDepositsIn(from: SQL, to: SQL): SQL {
  return sql`
    select d.account_id, a.player_id, d.currency, d.first_at
    from (
      select t.credit_account_id as account_id, t.currency, min(t.created_at) as first_at
      from ledger_transfers t
      where t.created_at >= ${from} and t.created_at < ${to} and t.kind = 'deposit' and ${posted}
      group by t.credit_account_id, t.currency
    ) d
    left join ledger_accounts a on a.id = d.account_id`;
}
