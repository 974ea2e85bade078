import { Query } from '@nestjs/cqrs';
import { type CustomerImportRowError } from '@px/contracts';

/** A vehicle row of the customers CSV import: its line and vehicle columns as written. */
export interface ImportedVehicleRow {
  line: number;
  values: Record<string, string>;
  /** Set when committing: the customer the row's vehicle belongs to. */
  customerId?: string;
}

/**
 * Checks the vehicle rows of an import: plate, VIN and the other columns, duplicates inside the
 * file and against live vehicles. Declared here, answered by the vehicles lib; returns every row
 * error.
 */
export class CheckImportedVehiclesQuery extends Query<CustomerImportRowError[]> {
  constructor(readonly rows: ImportedVehicleRow[]) {
    super();
  }
}
