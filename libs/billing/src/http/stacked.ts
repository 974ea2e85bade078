import { applyDecorators } from '@nestjs/common';

/**
 * Decorators combined as if written stacked above a property, top to bottom. TypeScript applies a
 * stack bottom-up, and class-validator reports a field's failed rules in the order they were
 * applied: combining them in the same order keeps the details of a 400 as they were.
 */
export const stacked = (...decorators: PropertyDecorator[]): PropertyDecorator =>
  applyDecorators(...[...decorators].reverse());
