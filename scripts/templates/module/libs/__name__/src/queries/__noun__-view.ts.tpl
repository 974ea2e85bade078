/** A __noun_words__ as the API answers it (snake_case, like every answer). */
export interface __Noun__View {
  id: string;
  name: string;
  created_at: string;
}

/** The columns of a view, read by both queries of this lib. */
export const __NOUN___COLUMNS = 'id, name, created_at';

export interface __Noun__Row {
  id: string;
  name: string;
  created_at: Date;
}

export function to__Noun__View(row: __Noun__Row): __Noun__View {
  return { id: row.id, name: row.name, created_at: row.created_at.toISOString() };
}
