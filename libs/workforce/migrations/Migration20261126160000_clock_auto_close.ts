import { Migration } from '@mikro-orm/migrations';

/**
 * Forgotten clock-outs (DOMAIN "closed by a job and flagged for review, never silently invented"):
 * the nightly job closes an attendance entry left open past the worker's scheduled day plus a
 * margin, and a manager then confirms the closing or corrects it.
 *
 * - `auto_closed_at`: when the job closed the entry (its clock_out is the scheduled end, not this);
 * - `review` ('confirmed' or 'corrected'), `reviewed_at`, `reviewed_by` (the manager's user): set
 *   once, on an auto-closed entry only; until then the entry is pending review.
 *
 * px_clock_record_guard (Migration20261126100000_time_clock) is replaced so that the database keeps
 * these paths apart, whatever the application does:
 * - the closing path (clock_out set while it was null): a punch closes with a source other than
 *   `auto` and without the flag; the job closes with source `auto`, `auto_closed` and
 *   `auto_closed_at`, and nothing else; neither may touch the review;
 * - the review path: an auto-closed entry not yet reviewed gets its review, author and time, and
 *   nothing else changes; `corrected` only in a transaction that wrote a correction of the entry;
 * - the correction path is unchanged (clock_in, clock_out and updated_at only).
 */
export class Migration20261126160000_clock_auto_close extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table clock_entry
        add column auto_closed_at timestamptz null,
        add column review varchar(10) null check (review in ('confirmed', 'corrected')),
        add column reviewed_at timestamptz null,
        add column reviewed_by uuid null,
        add constraint clock_entry_review_complete
          check ((review is null) = (reviewed_at is null) and (review is null) = (reviewed_by is null)),
        add constraint clock_entry_review_of_auto check (review is null or auto_closed);`);
    // Entries the system closed before this column existed: closed when they were last updated.
    this.addSql(`
      alter table clock_entry disable trigger clock_entry_guard;
      update clock_entry set auto_closed_at = updated_at where auto_closed and auto_closed_at is null;
      alter table clock_entry enable trigger clock_entry_guard;`);
    // The open entries the nightly job scans, whatever their number of closed ones.
    this.addSql(
      `create index clock_entry_open_idx on clock_entry (clock_in) where clock_out is null;`,
    );

    this.addSql(`
      create or replace function px_clock_record_guard() returns trigger language plpgsql as $$
      declare
        correction_id text;
        closing_columns text[] := array['clock_out', 'clock_out_source', 'clock_out_ip',
                                        'clock_out_user_agent', 'auto_closed', 'auto_closed_at',
                                        'updated_at'];
        review_columns text[] := array['review', 'reviewed_at', 'reviewed_by', 'updated_at'];
      begin
        if tg_op in ('DELETE', 'TRUNCATE') then
          raise exception 'Los registros de jornada se conservan: no se pueden borrar (%).', tg_table_name
            using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_break' then
          if old.end_at is null and new.end_at is not null
             and to_jsonb(new) - array['end_at', 'end_source', 'end_ip', 'end_user_agent']
               = to_jsonb(old) - array['end_at', 'end_source', 'end_ip', 'end_user_agent'] then
            return new;
          end if;
          raise exception 'Una pausa registrada solo puede cerrarse.' using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_entry' then
          -- Closing: by a punch (never flagged, never 'auto') or by the nightly job (exactly flagged).
          if old.clock_out is null and new.clock_out is not null
             and to_jsonb(new) - closing_columns = to_jsonb(old) - closing_columns then
            if not new.auto_closed and new.auto_closed_at is null
               and new.clock_out_source is distinct from 'auto' then
              return new;
            end if;
            if new.auto_closed and new.auto_closed_at is not null and new.clock_out_source = 'auto'
               and new.clock_out_ip is null and new.clock_out_user_agent is null then
              return new;
            end if;
            raise exception 'Solo el cierre automático marca un fichaje como cerrado por el sistema.'
              using errcode = 'PXC01';
          end if;
          -- Reviewing a forgotten clock-out closed by the system: once, and nothing else changes.
          if old.auto_closed and old.review is null and new.review is not null
             and new.reviewed_at is not null and new.reviewed_by is not null
             and to_jsonb(new) - review_columns = to_jsonb(old) - review_columns then
            if new.review = 'confirmed' or exists (
                 select 1 from clock_correction c
                  where c.clock_entry_id = new.id and c.created_at = now()) then
              return new;
            end if;
            raise exception 'Un fichaje solo se marca como corregido junto a su corrección.'
              using errcode = 'PXC01';
          end if;
          correction_id := nullif(current_setting('px.clock_correction', true), '');
          if correction_id is not null
             and to_jsonb(new) - array['clock_in', 'clock_out', 'updated_at']
               = to_jsonb(old) - array['clock_in', 'clock_out', 'updated_at']
             and exists (
               select 1 from clock_correction c
                where c.id::text = correction_id
                  and c.clock_entry_id = new.id
                  and c.created_at = now()
                  and (c.after ->> 'clock_in')::timestamptz = new.clock_in
                  and (c.after ->> 'clock_out')::timestamptz is not distinct from new.clock_out) then
            return new;
          end if;
          raise exception 'Un fichaje solo se modifica mediante una corrección registrada.'
            using errcode = 'PXC01';
        end if;
        raise exception 'Las correcciones de fichajes no se modifican.' using errcode = 'PXC01';
      end;
      $$;`);
  }

  /** Back to Migration20261126100000_time_clock's guard, then without the columns. */
  override async down(): Promise<void> {
    this.addSql(`
      create or replace function px_clock_record_guard() returns trigger language plpgsql as $$
      declare
        correction_id text;
        closing_columns text[] := array['clock_out', 'clock_out_source', 'clock_out_ip',
                                        'clock_out_user_agent', 'auto_closed', 'updated_at'];
      begin
        if tg_op in ('DELETE', 'TRUNCATE') then
          raise exception 'Los registros de jornada se conservan: no se pueden borrar (%).', tg_table_name
            using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_break' then
          if old.end_at is null and new.end_at is not null
             and to_jsonb(new) - array['end_at', 'end_source', 'end_ip', 'end_user_agent']
               = to_jsonb(old) - array['end_at', 'end_source', 'end_ip', 'end_user_agent'] then
            return new;
          end if;
          raise exception 'Una pausa registrada solo puede cerrarse.' using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_entry' then
          if old.clock_out is null and new.clock_out is not null
             and to_jsonb(new) - closing_columns = to_jsonb(old) - closing_columns then
            return new;
          end if;
          correction_id := nullif(current_setting('px.clock_correction', true), '');
          if correction_id is not null
             and to_jsonb(new) - array['clock_in', 'clock_out', 'updated_at']
               = to_jsonb(old) - array['clock_in', 'clock_out', 'updated_at']
             and exists (
               select 1 from clock_correction c
                where c.id::text = correction_id
                  and c.clock_entry_id = new.id
                  and c.created_at = now()
                  and (c.after ->> 'clock_in')::timestamptz = new.clock_in
                  and (c.after ->> 'clock_out')::timestamptz is not distinct from new.clock_out) then
            return new;
          end if;
          raise exception 'Un fichaje solo se modifica mediante una corrección registrada.'
            using errcode = 'PXC01';
        end if;
        raise exception 'Las correcciones de fichajes no se modifican.' using errcode = 'PXC01';
      end;
      $$;`);
    this.addSql('drop index if exists clock_entry_open_idx;');
    this.addSql(`
      alter table clock_entry
        drop constraint if exists clock_entry_review_of_auto,
        drop constraint if exists clock_entry_review_complete,
        drop column if exists reviewed_by,
        drop column if exists reviewed_at,
        drop column if exists review,
        drop column if exists auto_closed_at;`);
  }
}
