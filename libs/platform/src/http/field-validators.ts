import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  IsArray,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { isValidSpanishTaxId, isValidVin, normalizePhone } from '@px/contracts';

/**
 * class-validator decorators for the Spanish business identifiers, on the shared rules of
 * @px/contracts (the SPA's forms check the same). Their messages are in validation.ts.
 */
export const IsSpanishTaxId = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isSpanishTaxId',
      validator: { validate: (value) => typeof value === 'string' && isValidSpanishTaxId(value) },
    },
    options,
  );

export const IsPhone = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isPhone',
      validator: {
        validate: (value) => typeof value === 'string' && normalizePhone(value) !== null,
      },
    },
    options,
  );

export const IsVin = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isVin',
      validator: { validate: (value) => typeof value === 'string' && isValidVin(value) },
    },
    options,
  );

/**
 * Role names as forms send them (audiences, recipients): a list of at most 20 short strings.
 * Whether each role exists is the command's check (a 400 naming the unknown ones).
 */
export const IsRoleNameList = (): PropertyDecorator =>
  applyDecorators(
    IsArray(),
    ArrayMaxSize(20),
    IsString({ each: true }),
    MaxLength(50, { each: true }),
  );
