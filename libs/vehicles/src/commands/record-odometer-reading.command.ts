import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandTransaction, ValidationError } from '@px/platform';
import {
  ODOMETER_REASON_REQUIRED,
  READ_AT_IN_FUTURE,
  becomesCurrentReading,
  isFutureReading,
  odometerProblem,
} from '../domain/odometer';
import { OdometerReading } from '../domain/vehicle.entity';
import { OdometerRecorded } from '../events/vehicle.events';
import { loadLiveVehicle } from './live-vehicle';

export interface NewOdometerReading {
  km: number;
  /** When the figure was read; now when absent. Never in the future. */
  read_at?: string | null;
  is_correction?: boolean;
  reason?: string | null;
  /** manual (typed at the desk) unless another module records it. */
  source?: string;
}

/**
 * Records a reading and moves the vehicle's current km to it. The rule is checked against the
 * latest reading inside the transaction, with the vehicle row locked, so two desks typing at once
 * cannot both slip a lower figure past it. Returns the reading's id.
 */
export class RecordOdometerReadingCommand extends Command<string> {
  constructor(
    readonly vehicleId: string,
    readonly input: NewOdometerReading,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(RecordOdometerReadingCommand)
export class RecordOdometerReadingHandler implements ICommandHandler<
  RecordOdometerReadingCommand,
  string
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ vehicleId, input, actorId }: RecordOdometerReadingCommand): Promise<string> {
    const readAt = input.read_at ? new Date(input.read_at) : new Date();
    if (isFutureReading(readAt, new Date())) {
      throw new ValidationError([{ field: 'read_at', code: 'future', message: READ_AT_IN_FUTURE }]);
    }
    const isCorrection = input.is_correction ?? false;
    const reason = input.reason?.trim() || null;
    return this.commands.run(async (em: EntityManager, events) => {
      const vehicle = await loadLiveVehicle(em, vehicleId, LockMode.PESSIMISTIC_WRITE);
      const problem = odometerProblem({
        km: input.km,
        previousKm: vehicle.odometerKm,
        isCorrection,
        reason,
      });
      if (problem) {
        const field = problem === ODOMETER_REASON_REQUIRED ? 'reason' : 'km';
        throw new ValidationError([{ field, code: 'odometer', message: problem }]);
      }
      const reading = em.create(OdometerReading, {
        vehicleId,
        km: input.km,
        readAt,
        source: input.source ?? 'manual',
        isCorrection,
        reason: isCorrection ? reason : null,
        recordedBy: actorId,
      });
      if (becomesCurrentReading({ readAt, isCorrection }, vehicle.odometerReadAt)) {
        vehicle.odometerKm = input.km;
        vehicle.odometerReadAt = readAt;
      }
      events.record(
        new OdometerRecorded(
          vehicleId,
          {
            reading_id: reading.id,
            km: input.km,
            read_at: readAt.toISOString(),
            is_correction: isCorrection,
            reason: reading.reason,
            source: reading.source,
          },
          actorId,
        ),
      );
      return reading.id;
    });
  }
}
