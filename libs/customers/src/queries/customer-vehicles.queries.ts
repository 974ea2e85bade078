import { Command, Query } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type CustomerHistoryEntry, type CustomerImportRowError } from '@px/contracts';

/**
 * Questions customers asks about vehicles. Declared here, answered by the vehicles lib (which
 * depends on customers, never the reverse), so customers never reads the vehicle table.
 */
export interface CustomerVehicleFootprint {
  /** Live vehicles the customer owns now. */
  owned: number;
  /** Vehicles the customer owned before (their history names this customer). */
  formerlyOwned: number;
}

/** What ties a customer to vehicles (customers refuses to delete a customer with either). */
export class CountCustomerVehiclesQuery extends Query<CustomerVehicleFootprint> {
  constructor(readonly customerId: string) {
    super();
  }
}

export interface PlateMatch {
  customer_id: string;
  license_plate: string;
}

/** Owners of the live vehicles whose plate contains `normalizedPlate`, exact matches first. */
export class FindOwnersByPlateQuery extends Query<PlateMatch[]> {
  constructor(
    readonly normalizedPlate: string,
    readonly limit: number,
  ) {
    super();
  }
}

/** The facts of the vehicles a customer owns or owned, while they owned them, newest first. */
export interface CustomerVehicleHistory {
  entries: CustomerHistoryEntry[];
  total: number;
}

/** The first `take` entries of a customer's vehicle history (customers merges them with its own). */
export class ListCustomerVehicleHistoryQuery extends Query<CustomerVehicleHistory> {
  constructor(
    readonly customerId: string,
    readonly take: number,
  ) {
    super();
  }
}

/**
 * Moves every vehicle of `fromCustomerId`, and its ownership history, to `toCustomerId` inside the
 * merge's own transaction (`em`): a merge is all-or-nothing across both modules. Answered by
 * vehicles; returns the ids of the vehicles moved.
 */
export class MoveCustomerVehiclesCommand extends Command<string[]> {
  constructor(
    readonly em: EntityManager,
    readonly fromCustomerId: string,
    readonly toCustomerId: string,
  ) {
    super();
  }
}

/** A vehicle row of the customers CSV import: its line and vehicle columns as written. */
export interface ImportedVehicleRow {
  line: number;
  values: Record<string, string>;
  /** Set when committing: the customer the row's vehicle belongs to. */
  customerId?: string;
}

/**
 * Checks the vehicle rows of an import: plate, VIN and the other columns, duplicates inside the
 * file and against live vehicles. Answered by vehicles; returns every row error.
 */
export class CheckImportedVehiclesQuery extends Query<CustomerImportRowError[]> {
  constructor(readonly rows: ImportedVehicleRow[]) {
    super();
  }
}

/**
 * Creates the import's vehicles (with ownership and first reading) inside the import's
 * transaction (`em`). Answered by vehicles; returns how many it created.
 */
export class CreateImportedVehiclesCommand extends Command<number> {
  constructor(
    readonly em: EntityManager,
    readonly rows: ImportedVehicleRow[],
    /** Who imported: recorded as the vehicles' creator and on their ownership and reading. */
    readonly actorId: string | null = null,
  ) {
    super();
  }
}

/** One row per vehicle of these customers (and none for a customer without vehicles). */
export interface ExportedVehicleRow {
  customer_id: string;
  values: Record<string, string>;
}

/** The export's vehicle columns for the given customers. Answered by vehicles. */
export class ListVehiclesForExportQuery extends Query<ExportedVehicleRow[]> {
  constructor(readonly customerIds: string[]) {
    super();
  }
}

/**
 * How many work orders a customer has (customers refuses to delete one with orders). Declared
 * here, answered by work orders (which depends on customers, never the reverse).
 */
export class CountCustomerWorkOrdersQuery extends Query<number> {
  constructor(readonly customerId: string) {
    super();
  }
}
