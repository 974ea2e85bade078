/**
 * An import's header line against the columns a module knows: each position's column (null for
 * an unknown one) and the Spanish problems every import reports the same way (unknown and
 * repeated columns). Names are compared trimmed and in lower case. The module adds its own
 * required-column rules.
 */
export function readCsvHeader<Column extends string>(
  cells: readonly string[],
  known: readonly Column[],
): { names: string[]; columns: (Column | null)[]; problems: string[] } {
  const names = cells.map((name) => name.trim().toLowerCase());
  const knownNames = known as readonly string[];
  const problems: string[] = [];
  const unknown = names.filter((name) => name !== '' && !knownNames.includes(name));
  if (unknown.length) {
    problems.push(
      `Columnas desconocidas: ${unknown.join(', ')}. Las columnas válidas son: ${known.join(', ')}.`,
    );
  }
  const repeated = [...new Set(names.filter((name, i) => name && names.indexOf(name) !== i))];
  if (repeated.length) problems.push(`Columnas repetidas: ${repeated.join(', ')}.`);
  return {
    names,
    columns: names.map((name) => (knownNames.includes(name) ? (name as Column) : null)),
    problems,
  };
}
