// The cells an invoice's and a quote's line tables share, written once so both documents print a
// line's figures the same way.

/** A quantity or a percentage as printed in Spain: with a decimal comma. */
export const decimal = (value: number): string => String(value).replace('.', ',');

/** The discount cell: "12,5 %", or a dash when the line has none. */
export const discountCell = (percent: number): string => (percent ? `${decimal(percent)} %` : '—');

/** The VAT rate cell: "21 %". */
export const vatCell = (percent: number): string => `${percent} %`;

/** The lines in the order the office put them (stored positions, not insertion order). */
export const byPosition = <Line extends { position: number }>(lines: readonly Line[]): Line[] =>
  [...lines].sort((a, b) => a.position - b.position);
