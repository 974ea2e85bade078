/** Upper-cases what is typed (tax id, country code); leaves other values alone. */
export const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
