import { Migration } from '@mikro-orm/migrations';

/**
 * The workshop's certificate for VERI*FACTU (mutual TLS with the AEAT): one row at most
 * (`singleton`), replaced whole on each upload. The .p12/.pfx and its password are stored sealed
 * with AES-256-GCM under CERT_ENCRYPTION_KEY (version, IV, tag, ciphertext), never in clear; the
 * certificate's public facts sit beside them for the page and the expiry warning.
 * `expiry_warned_days`: the last threshold (30, 7, 1, 0 days) warned for this certificate.
 */
export class Migration20261127080000_billing_certificate extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_certificate (
        id uuid primary key,
        singleton boolean not null default true unique check (singleton),
        pfx_sealed bytea not null,
        password_sealed bytea not null,
        holder varchar(300) not null,
        tax_id varchar(20),
        issuer varchar(300) not null,
        serial_number varchar(100) not null,
        valid_from timestamptz not null,
        valid_to timestamptz not null,
        uploaded_at timestamptz not null,
        uploaded_by uuid,
        expiry_warned_days int,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists billing_certificate;');
  }
}
