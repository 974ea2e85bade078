import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ConflictError, NotFoundError, SqlClient, ValidationError } from '@px/platform';
import { KIOSK_PIN_INCORRECT, kioskPinBucket, kioskPinInputErrors } from '../domain/kiosk-pin';
import { decoyKioskPinHash, verifyKioskPin } from '../kiosk-pin-hashing';
import { type KioskTerminal, KioskPinThrottle } from '../kiosk-pin-throttle';

/** The worker a kiosk PIN belongs to. */
export interface KioskWorker {
  id: string;
  full_name: string;
}

/**
 * Whose PIN it is, at a kiosk: the active employee with that PIN. Not 4–6 digits: a 400 (no
 * attempt counted). A terminal paused by wrong PINs: a 429. Anything else that is no active
 * employee's PIN is the same 404 "PIN incorrecto." and counts towards the terminal's pause.
 */
export class IdentifyKioskWorkerQuery extends Query<KioskWorker> {
  constructor(
    readonly pin: unknown,
    readonly terminal: KioskTerminal,
  ) {
    super();
  }
}

interface Candidate {
  id: string;
  full_name: string;
  kiosk_pin_hash: string;
}

@QueryHandler(IdentifyKioskWorkerQuery)
export class IdentifyKioskWorkerHandler implements IQueryHandler<
  IdentifyKioskWorkerQuery,
  KioskWorker
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly throttle: KioskPinThrottle,
  ) {}

  async execute({ pin, terminal }: IdentifyKioskWorkerQuery): Promise<KioskWorker> {
    const errors = kioskPinInputErrors(pin);
    if (errors.length) throw new ValidationError(errors);
    const typed = pin as string;
    await this.throttle.claim(terminal);
    // The bucket's hashes (PINs set before buckets have none: always verified).
    const candidates = await this.sql.query<Candidate>(
      `select id, trim(first_name || ' ' || last_name) as full_name, kiosk_pin_hash
         from employee
        where active and kiosk_pin_hash is not null
          and (kiosk_pin_bucket = $1 or kiosk_pin_bucket is null)`,
      [kioskPinBucket(typed)],
    );
    // Every candidate is verified (not up to the first match), and an empty bucket a decoy: a
    // wrong PIN takes about as long to refuse whichever bucket it falls in.
    const checks = candidates.length
      ? await Promise.all(
          candidates.map((candidate) => verifyKioskPin(candidate.kiosk_pin_hash, typed)),
        )
      : [await verifyKioskPin(await decoyKioskPinHash(), typed)].map(() => false);
    const matches = candidates.filter((_, index) => checks[index]);
    if (!matches.length) throw new NotFoundError(KIOSK_PIN_INCORRECT);
    await this.throttle.refund(terminal);
    if (matches.length > 1) {
      // Two employees' PINs set before PINs had to be unique: neither can be told apart here.
      throw new ConflictError(
        'Ese PIN no identifica a un solo empleado: pide a un responsable que te asigne otro.',
        { code: 'kiosk_pin_ambiguous' },
      );
    }
    const [worker] = matches;
    return { id: worker!.id, full_name: worker!.full_name };
  }
}
