import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompleteAppointmentCommand } from '@px/appointments';
import { type DeliverReceiptInput } from '@px/contracts';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import { ALREADY_DELIVERED, DELIVERY_ODOMETER_LOWER } from '../domain/reception-refusals';
import {
  MAX_ODOMETER_KM,
  MAX_TEXT_LENGTH,
  pngOfDataUrl,
  signatureProblems,
} from '../domain/reception-rules';
import { CustomerReceiptDelivered } from '../events/customer-receipt.events';
import { ReceiptDocuments } from './receipt-documents';
import { lockReceipt, receiptEventPayload } from './receipt-record';

/**
 * "Entregar" (POST /api/customer-receipts/{id}/deliver): the car goes back to the customer, who
 * signs the delivery record (acta de entrega) with the km out. The record's PDF is issued and
 * kept with its SHA-256 in the same transaction; the vehicle's odometer follows the event.
 */
export class DeliverVehicleCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly input: DeliverReceiptInput,
    readonly actorId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(DeliverVehicleCommand)
export class DeliverVehicleHandler implements ICommandHandler<DeliverVehicleCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly commandBus: CommandBus,
    private readonly documents: ReceiptDocuments,
  ) {}

  async execute({ id, input, actorId, now }: DeliverVehicleCommand): Promise<void> {
    const problems = signatureProblems(input.signature);
    if (
      !Number.isInteger(input.odometer_km) ||
      input.odometer_km < 0 ||
      input.odometer_km > MAX_ODOMETER_KM
    ) {
      problems.push({
        field: 'odometer_km',
        code: 'odometer_range',
        message: 'Indica el kilometraje de salida.',
      });
    }
    if ((input.notes ?? '').length > MAX_TEXT_LENGTH) {
      problems.push({
        field: 'notes',
        code: 'maxLength',
        message: 'Las observaciones son demasiado largas.',
      });
    }
    if (problems.length) throw new ValidationError(problems);
    const signaturePng = pngOfDataUrl(input.signature.png)!;
    const notes = (input.notes ?? '').trim();
    const signerName = input.signature.signer_name.trim();

    await this.commands.run(async (em, events) => {
      const receipt = await lockReceipt(em, id);
      if (receipt.status === 'delivered') throw new ConflictError(ALREADY_DELIVERED);
      if (input.odometer_km < receipt.odometer_km) {
        throw new ValidationError([
          { field: 'odometer_km', code: 'odometer_lower', message: DELIVERY_ODOMETER_LOWER },
        ]);
      }
      await runSql(
        em,
        `update customer_receipt
            set status = 'delivered', ready_at = coalesce(ready_at, $2), delivered_at = $2,
                delivery_odometer_km = $3, delivery_signer_name = $4,
                delivery_signature_strokes = $5::jsonb, delivery_notes = $6, updated_at = $2,
                version = version + 1
          where id = $1`,
        [id, now, input.odometer_km, signerName, JSON.stringify(input.signature.strokes), notes],
        'run',
      );
      // The booking the car came for is over (same transaction: the command joins it).
      if (receipt.appointment_id) {
        await this.commandBus.execute(
          new CompleteAppointmentCommand(receipt.appointment_id, actorId),
        );
      }
      const record = await this.documents.delivery(em, id, signaturePng);
      await this.documents.store(em, id, 'delivery', record, signaturePng);
      events.record(
        new CustomerReceiptDelivered(
          id,
          receiptEventPayload(receipt, 'delivered', input.odometer_km),
          actorId,
          now,
        ),
      );
    });
  }
}
