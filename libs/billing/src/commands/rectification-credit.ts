import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';

/**
 * Recomputes what the issued rectifying invoices of `originalId` take off it (`credited_cents`),
 * after one of them is issued or cancelled, so every balance reads total − credited − paid:
 * - by differences (`I`), each one's negated total (a credit lowers what is owed, an increase
 *   raises it);
 * - by substitution (`S`), the original is closed at what had been paid (nothing more is owed on
 *   it) and its latest substitute is credited with that payment, so the customer never pays twice.
 * Recomputed from the rows rather than adjusted, so issuing and cancelling are symmetric. The
 * original is locked by the caller's transaction first (its row lock: `lockInvoice`).
 */
export async function refreshRectificationCredit(
  em: EntityManager,
  originalId: string,
): Promise<void> {
  await runSql(
    em,
    `with rectifying as (
       select id, total_cents, rectification_kind as kind, issued_at
         from invoice
        where rectified_invoice_id = $1 and status = 'issued'
     ), substitute as (
       select id from rectifying where kind = 'S' order by issued_at desc, id desc limit 1
     ), original as (
       update invoice o
          set credited_cents = case
                when exists (select 1 from substitute) then o.total_cents - o.paid_cents
                else coalesce((select sum(-total_cents) from rectifying where kind = 'I'), 0)
              end,
              updated_at = now()
        where o.id = $1
        returning o.paid_cents
     )
     update invoice s
        set credited_cents = (select paid_cents from original), updated_at = now()
      where s.id in (select id from substitute)`,
    [originalId],
    'run',
  );
}
