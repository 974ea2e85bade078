import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AppointmentView, type VehicleDetail, type WorkOrderDetail } from '@px/contracts';
import { GetAppointmentQuery } from '@px/appointments';
import { type CustomerCard, GetCustomerCardQuery } from '@px/customers';
import { NotFoundError, type Principal, ValidationError } from '@px/platform';
import { GetWorkshopProfileQuery, type WorkshopProfile } from '@px/system';
import { GetVehicleQuery } from '@px/vehicles';
import { GetWorkOrderActorQuery, GetWorkOrderQuery, type WorkOrderActor } from '@px/work-orders';
import {
  APPOINTMENT_NOT_RECEIVABLE,
  APPOINTMENT_OTHER_VEHICLE,
  CUSTOMER_NOT_FOUND,
  ORDER_CLOSED,
  ORDER_NOT_FOUND,
  ORDER_OTHER_VEHICLE,
  VEHICLE_NOT_CUSTOMERS,
  VEHICLE_NOT_FOUND,
} from '../domain/reception-refusals';

/** Everything a reception points to, as the owning modules answer it. */
export interface ReceptionParties {
  customer: CustomerCard;
  vehicle: VehicleDetail;
  appointment: AppointmentView | null;
  /** The open order the reception links instead of opening one. */
  order: WorkOrderDetail | null;
  workshop: WorkshopProfile | null;
  /** The receiver, as the work-orders module sees them (the order is opened in their name). */
  actor: WorkOrderActor;
}

const CLOSED_ORDER_STATUSES: ReadonlySet<string> = new Set(['completed', 'cancelled']);

/**
 * Reads what a reception names through the other modules' queries and checks it belongs together:
 * the vehicle is the customer's, the booking is this car's and still to be received, the linked
 * order is this car's and still open.
 */
@Injectable()
export class ReceptionPartiesReader {
  constructor(private readonly queries: QueryBus) {}

  async resolve(
    input: {
      customer_id: string;
      vehicle_id: string;
      appointment_id?: string | null;
      work_order_id?: string | null;
    },
    principal: Principal,
  ): Promise<ReceptionParties> {
    const actor = await this.queries.execute(new GetWorkOrderActorQuery(principal));
    const [customer, vehicle, appointment, order, workshop] = await Promise.all([
      this.queries.execute(new GetCustomerCardQuery(input.customer_id)),
      this.queries.execute(new GetVehicleQuery(input.vehicle_id)),
      input.appointment_id
        ? this.queries.execute(new GetAppointmentQuery(input.appointment_id)).catch(() => null)
        : null,
      input.work_order_id
        ? this.queries.execute(new GetWorkOrderQuery(input.work_order_id, actor))
        : null,
      this.queries.execute(new GetWorkshopProfileQuery()),
    ]);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (!vehicle) throw new NotFoundError(VEHICLE_NOT_FOUND);
    if (input.appointment_id && !appointment) {
      throw new NotFoundError('La cita indicada no existe.');
    }
    if (input.work_order_id && !order) throw new NotFoundError(ORDER_NOT_FOUND);
    const problems = [];
    if (vehicle.customer_id !== customer.id) {
      problems.push({
        field: 'vehicle_id',
        code: 'vehicle_not_owned',
        message: VEHICLE_NOT_CUSTOMERS,
      });
    }
    if (appointment && appointment.vehicle_id && appointment.vehicle_id !== vehicle.id) {
      problems.push({
        field: 'appointment_id',
        code: 'appointment_vehicle',
        message: APPOINTMENT_OTHER_VEHICLE,
      });
    }
    if (appointment && !['scheduled', 'confirmed', 'checked_in'].includes(appointment.status)) {
      problems.push({
        field: 'appointment_id',
        code: 'appointment_status',
        message: APPOINTMENT_NOT_RECEIVABLE,
      });
    }
    if (order && order.vehicle_id !== vehicle.id) {
      problems.push({
        field: 'work_order_id',
        code: 'order_vehicle',
        message: ORDER_OTHER_VEHICLE,
      });
    }
    if (order && CLOSED_ORDER_STATUSES.has(order.status)) {
      problems.push({ field: 'work_order_id', code: 'order_closed', message: ORDER_CLOSED });
    }
    if (problems.length) throw new ValidationError(problems);
    return { customer, vehicle, appointment, order, workshop, actor };
  }
}
