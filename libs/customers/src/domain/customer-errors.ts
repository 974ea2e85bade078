/** The 404 of a customer that does not exist, was deleted or was merged into another. */
export const CUSTOMER_NOT_FOUND = 'El cliente no existe.';

/** Why a tax id cannot be used: the live customer that already has it (duplicates are the shop's bane). */
export function duplicateNifMessage(nif: string, existingName: string): string {
  return `Ya existe un cliente con el NIF ${nif}: ${existingName}.`;
}
