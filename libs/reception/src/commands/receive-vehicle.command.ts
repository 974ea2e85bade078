import { randomUUID } from 'node:crypto';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type NewReceptionInput,
  formatWorkOrderNumber,
  localDate,
  localInstant,
} from '@px/contracts';
import { CommandTransaction, type Principal, ValidationError, runSql } from '@px/platform';
import { CheckInAppointmentCommand } from '@px/appointments';
import { CreateWorkOrderCommand, UpdateWorkOrderCommand } from '@px/work-orders';
import {
  damageProblems,
  expectedDeliveryProblem,
  fuelLevelProblem,
  orderTitleOf,
  pngOfDataUrl,
  receptionOdometerProblem,
  signatureProblems,
} from '../domain/reception-rules';
import { CustomerReceiptCreated } from '../events/customer-receipt.events';
import { ReceptionPartiesReader } from './reception-parties';
import { drawReceiptNumber } from './receipt-number';
import { type IssuedReceipt, ReceiptDocuments } from './receipt-documents';

/** The order's promised time on the expected day: the usual end of a workshop's day (19:00). */
const PROMISED_AT_MINUTES = 19 * 60;

/**
 * The car received on the tablet (POST /api/customer-receipts): in one transaction, the receipt
 * with its number, the work order (opened, or the open one linked, with the estimate decision the
 * order needs before work starts) and the signed resguardo de depósito with its SHA-256. If any
 * step fails, none of it exists (the work-order command joins this transaction).
 */
export class ReceiveVehicleCommand extends Command<string> {
  constructor(
    readonly input: NewReceptionInput,
    readonly principal: Principal,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(ReceiveVehicleCommand)
export class ReceiveVehicleHandler implements ICommandHandler<ReceiveVehicleCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly commandBus: CommandBus,
    private readonly parties: ReceptionPartiesReader,
    private readonly documents: ReceiptDocuments,
  ) {}

  async execute({ input, principal, now }: ReceiveVehicleCommand): Promise<string> {
    const parties = await this.parties.resolve(input, principal);
    const problems = [
      receptionOdometerProblem({
        km: input.odometer_km,
        lastKm: parties.vehicle.odometer_km,
        confirmedLower: input.odometer_confirmed_lower === true,
      }),
      fuelLevelProblem(input.fuel_level),
      expectedDeliveryProblem(input.expected_delivery_date, localDate(now)),
      ...damageProblems(input.damages),
      ...signatureProblems(input.signature),
    ].filter((problem) => problem !== null);
    if (!input.complaint.trim() && !input.requested_work.trim()) {
      problems.push({
        field: 'complaint',
        code: 'required',
        message: 'Escribe el motivo de la visita o el trabajo solicitado.',
      });
    }
    if (problems.length) throw new ValidationError(problems);
    const signaturePng = pngOfDataUrl(input.signature.png)!;

    return this.commands.run(async (em, events) => {
      const number = await drawReceiptNumber(em, now);
      // The booking is received with the car (unless the desk already pressed "Recibir").
      const booking = parties.appointment;
      if (booking && (booking.status === 'scheduled' || booking.status === 'confirmed')) {
        await this.commandBus.execute(new CheckInAppointmentCommand(booking.id, principal.userId));
      }
      const orderFields = {
        complaint: input.complaint.trim(),
        requested_work: input.requested_work.trim(),
        odometer_in_km: input.odometer_km,
        promised_at: localInstant(input.expected_delivery_date, PROMISED_AT_MINUTES).toISOString(),
        ...(input.estimate === 'renounced'
          ? {
              estimate_decision: 'renounced' as const,
              estimate_channel: 'signed_document' as const,
            }
          : {}),
      };
      let orderId: string;
      let orderNumber: string;
      if (parties.order) {
        await this.commandBus.execute(
          new UpdateWorkOrderCommand(parties.order.id, null, orderFields, parties.actor),
        );
        orderId = parties.order.id;
        orderNumber = parties.order.number;
      } else {
        const created = await this.commandBus.execute(
          new CreateWorkOrderCommand(
            {
              ...orderFields,
              title: orderTitleOf(input.requested_work, input.complaint),
              customer_id: parties.customer.id,
              vehicle_id: parties.vehicle.id,
              assigned_employee_id: parties.actor.canAssign
                ? (parties.appointment?.employee_id ?? null)
                : null,
            },
            parties.actor,
          ),
        );
        orderId = created.id;
        orderNumber = formatWorkOrderNumber(created.written!.order.number);
      }

      const receipt: IssuedReceipt = {
        id: randomUUID(),
        number,
        input,
        parties,
        workOrderId: orderId,
        workOrderNumber: orderNumber,
        receivedAt: now,
        signaturePng,
      };
      const deposit = await this.documents.deposit(receipt);
      const vehicleLabel = [parties.vehicle.make, parties.vehicle.model].filter(Boolean).join(' ');
      await runSql(
        em,
        `insert into customer_receipt
           (id, number, appointment_id, customer_id, customer_name, customer_email, vehicle_id,
            license_plate, vehicle_label, work_order_id, work_order_number, received_at,
            odometer_km, fuel_level, body_type, damages, belongings, complaint, requested_work,
            estimate, expected_delivery_date, signer_name, signature_strokes, signed_at,
            created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17,
                 $18, $19, $20, $21, $22, $23::jsonb, $12, $24, $12, $12)`,
        [
          receipt.id,
          number,
          parties.appointment?.id ?? null,
          parties.customer.id,
          parties.customer.full_name,
          parties.customer.email,
          parties.vehicle.id,
          parties.vehicle.license_plate,
          vehicleLabel,
          orderId,
          orderNumber,
          now,
          input.odometer_km,
          input.fuel_level,
          input.body_type,
          JSON.stringify(input.damages),
          input.belongings.trim(),
          input.complaint.trim(),
          input.requested_work.trim(),
          input.estimate,
          input.expected_delivery_date,
          input.signature.signer_name.trim(),
          JSON.stringify(input.signature.strokes),
          principal.userId,
        ],
        'run',
      );
      await this.documents.store(em, receipt.id, 'deposit', deposit, signaturePng);
      events.record(
        new CustomerReceiptCreated(
          receipt.id,
          {
            id: receipt.id,
            number,
            status: 'received',
            appointment_id: parties.appointment?.id ?? null,
            customer_id: parties.customer.id,
            vehicle_id: parties.vehicle.id,
            work_order_id: orderId,
            odometer_km: input.odometer_km,
          },
          principal.userId,
          now,
        ),
      );
      return receipt.id;
    });
  }
}
