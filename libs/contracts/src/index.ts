export * from './api';
export * from './realtime';
export * from './identity';
export * from './rules/spanish-tax-id';
export * from './rules/license-plate';
export * from './rules/vin';
export * from './rules/phone';
export * from './customers';
