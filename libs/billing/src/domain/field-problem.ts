/**
 * A Spanish field error as the API returns it in a 400's details: the same shape as `ApiFieldError`
 * of @px/contracts (field path, Spanish sentence, machine rule), declared here so the billing rules
 * stay free of other libs until the module is scaffolded.
 */
export interface FieldProblem {
  /** Dotted path of the offending field, e.g. `lines.0.quantity`. */
  field: string;
  /** Spanish sentence a user can act on. */
  message: string;
  /** Machine-readable rule that failed, e.g. `required`, `max`. */
  code: string;
}

/** A 409: the action is well formed but the document's state forbids it. */
export interface Refusal<Kind extends string = string> {
  kind: Kind;
  message: string;
}
