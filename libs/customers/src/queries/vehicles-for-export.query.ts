import { Query } from '@nestjs/cqrs';

/** One row per vehicle of these customers (and none for a customer without vehicles). */
export interface ExportedVehicleRow {
  customer_id: string;
  values: Record<string, string>;
}

/** The export's vehicle columns for the given customers. Declared here, answered by the vehicles lib. */
export class ListVehiclesForExportQuery extends Query<ExportedVehicleRow[]> {
  constructor(readonly customerIds: string[]) {
    super();
  }
}
