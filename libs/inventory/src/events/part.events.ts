import { type PartUnit } from '@px/contracts';
import { DomainEvent } from '@px/platform';

export interface PartEventPayload {
  id: string;
  reference: string;
  name: string;
  changed?: string[];
}

/** Facts of the catalogue: a part was added or its fields changed (never its stock). */
abstract class PartEvent<P extends object = PartEventPayload> extends DomainEvent<P> {
  readonly aggregateType = 'part';
}

export class PartCreated extends PartEvent {
  static readonly TYPE = 'PartCreated';
  readonly type = PartCreated.TYPE;
}

export class PartUpdated extends PartEvent {
  static readonly TYPE = 'PartUpdated';
  readonly type = PartUpdated.TYPE;
}

/** The catalogue CSV was imported (every row at once). */
export class PartsImported extends PartEvent<{ created: number; updated: number }> {
  static readonly TYPE = 'PartsImported';
  readonly type = PartsImported.TYPE;
}

export interface StockChangePayload {
  part_id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  on_hand: number;
  reserved: number;
  available: number;
  min_stock: number;
}

/** A part's stock moved: a movement was posted or a reservation changed. */
export class StockChanged extends PartEvent<StockChangePayload & { reason: string | null }> {
  static readonly TYPE = 'StockChanged';
  readonly type = StockChanged.TYPE;
}

/**
 * Available stock fell to or below the part's minimum (inventory_low_stock): recorded once when it
 * crosses, not on every movement, until it is replenished above the minimum.
 */
export class StockFellBelowMinimum extends PartEvent<StockChangePayload> {
  static readonly TYPE = 'StockFellBelowMinimum';
  readonly type = StockFellBelowMinimum.TYPE;
}
