import { Migration } from '@mikro-orm/migrations';

/**
 * What rectifying invoices take off an issued invoice (`credited_cents`): by differences, the
 * negated total of each (a credit lowers what is owed, an increase raises it); by substitution,
 * the whole of what was still owed (the substitute is owed instead), and the substitute is credited
 * with what had been paid on the original. Balance = total − credited − paid. Like `paid_cents`,
 * a cache that may move on an issued invoice: the immutability trigger lets it through.
 */
export class Migration20261127090000_invoice_credits extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table invoice add column credited_cents bigint not null default 0;');
    this.addSql(`
      create or replace function invoice_is_immutable() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.status <> 'draft' then
            raise exception 'invoice % is issued: it cannot be deleted', old.number;
          end if;
          return old;
        end if;
        if old.status = 'draft' then
          return new;
        end if;
        if new.status = 'cancelled' and old.status = 'issued'
           and (to_jsonb(new) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents', 'credited_cents'])
             = (to_jsonb(old) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents', 'credited_cents']) then
          return new;
        end if;
        if new.status = old.status
           and (to_jsonb(new) - array['paid_cents', 'credited_cents', 'updated_at', 'version'])
             = (to_jsonb(old) - array['paid_cents', 'credited_cents', 'updated_at', 'version']) then
          return new;
        end if;
        raise exception 'invoice % is issued: it cannot be changed', old.number;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function invoice_is_immutable() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.status <> 'draft' then
            raise exception 'invoice % is issued: it cannot be deleted', old.number;
          end if;
          return old;
        end if;
        if old.status = 'draft' then
          return new;
        end if;
        if new.status = 'cancelled' and old.status = 'issued'
           and (to_jsonb(new) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents'])
             = (to_jsonb(old) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents']) then
          return new;
        end if;
        if new.status = old.status
           and (to_jsonb(new) - array['paid_cents', 'updated_at', 'version'])
             = (to_jsonb(old) - array['paid_cents', 'updated_at', 'version']) then
          return new;
        end if;
        raise exception 'invoice % is issued: it cannot be changed', old.number;
      end $$;`);
    this.addSql('alter table invoice drop column credited_cents;');
  }
}
