// The pricing moved to '@/shared/pricing' so quotes price lines with the very same code.
export * from '@/shared/pricing/totals';
