import {
  type ArgumentMetadata,
  type Type,
  ValidationPipe,
  type ValidationError as ClassValidatorError,
} from '@nestjs/common';
import { type ApiFieldError } from '@px/contracts';
import { ValidationError } from './domain-error';

/**
 * Spanish texts for class-validator constraints. `{field}` is the property path and `{0}`, `{1}`
 * the constraint arguments. Unknown constraints fall back to a generic sentence.
 */
const MESSAGES: Record<string, string> = {
  whitelistValidation: 'El campo «{field}» no está permitido.',
  isDefined: 'El campo «{field}» es obligatorio.',
  isNotEmpty: 'El campo «{field}» es obligatorio.',
  isString: 'El campo «{field}» debe ser un texto.',
  isInt: 'El campo «{field}» debe ser un número entero.',
  isNumber: 'El campo «{field}» debe ser un número.',
  isBoolean: 'El campo «{field}» debe ser verdadero o falso.',
  isEmail: 'El campo «{field}» debe ser un correo electrónico válido.',
  isUUID: 'El campo «{field}» debe ser un identificador válido.',
  isDateString: 'El campo «{field}» debe ser una fecha válida (AAAA-MM-DD).',
  isISO8601: 'El campo «{field}» debe ser una fecha válida (AAAA-MM-DD).',
  isDate: 'El campo «{field}» debe ser una fecha válida.',
  isEnum: 'El campo «{field}» debe ser uno de: {0}.',
  isIn: 'El campo «{field}» debe ser uno de: {0}.',
  isArray: 'El campo «{field}» debe ser una lista.',
  arrayMinSize: 'El campo «{field}» debe tener al menos {0} elementos.',
  arrayMaxSize: 'El campo «{field}» no puede tener más de {0} elementos.',
  isObject: 'El campo «{field}» debe ser un objeto.',
  nestedValidation: 'El campo «{field}» no es válido.',
  min: 'El campo «{field}» debe ser como mínimo {0}.',
  max: 'El campo «{field}» debe ser como máximo {0}.',
  minLength: 'El campo «{field}» debe tener al menos {0} caracteres.',
  maxLength: 'El campo «{field}» no puede superar los {0} caracteres.',
  length: 'El campo «{field}» debe tener entre {0} y {1} caracteres.',
  matches: 'El campo «{field}» no tiene un formato válido.',
  isUrl: 'El campo «{field}» debe ser una dirección web válida.',
  isPositive: 'El campo «{field}» debe ser mayor que cero.',
  isHexColor: 'El campo «{field}» debe ser un color hexadecimal.',
  isSpanishTaxId:
    'El campo «{field}» no es un NIF, NIE o CIF válido: revisa los dígitos y la letra de control.',
  isPhone: 'El campo «{field}» no es un teléfono válido (9 cifras, o con prefijo internacional).',
  isVin: 'El campo «{field}» no es un número de bastidor válido: 17 caracteres sin I, O ni Q.',
};

function render(code: string, field: string, args: unknown[]): string {
  const template = MESSAGES[code] ?? 'El campo «{field}» no es válido.';
  return template.replace('{field}', field).replace(/\{(\d)\}/g, (_, index: string) => {
    const value = args[Number(index)];
    return Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'object' && value
        ? Object.values(value).join(', ')
        : String(value);
  });
}

/** Flattens nested class-validator errors into `{field, message, code}` entries with dotted paths. */
export function toFieldErrors(errors: ClassValidatorError[], parentPath = ''): ApiFieldError[] {
  const result: ApiFieldError[] = [];
  for (const error of errors) {
    const field = parentPath ? `${parentPath}.${error.property}` : error.property;
    for (const code of Object.keys(error.constraints ?? {})) {
      const args =
        (error.contexts?.[code]?.args as unknown[] | undefined) ?? extractArgs(error, code);
      result.push({ field, code, message: render(code, field, args) });
    }
    if (error.children?.length) result.push(...toFieldErrors(error.children, field));
  }
  return result;
}

/** class-validator keeps constraint arguments only inside its English message; recover the numbers. */
function extractArgs(error: ClassValidatorError, code: string): unknown[] {
  const english = error.constraints?.[code] ?? '';
  if (code === 'isEnum' || code === 'isIn') {
    const list = /following values: (.*)$/.exec(english)?.[1];
    return list ? [list] : [];
  }
  return english.match(/-?\d+(\.\d+)?/g) ?? [];
}

/** Past this many distinct query strings per DTO, the pipe starts remembering again from empty. */
const MAX_REMEMBERED_QUERIES = 500;

type QueryValue = string | number | boolean | Date | null | undefined;

function copyOf(value: QueryValue | QueryValue[]): QueryValue | QueryValue[] {
  if (Array.isArray(value)) return value.map((item) => copyOf(item) as QueryValue);
  return value instanceof Date ? new Date(value.getTime()) : value;
}

/** A copy of a validated query's own fields, when every one is a value or a list of values. */
function flatFields(dto: object): Record<string, QueryValue | QueryValue[]> | null {
  const fields: Record<string, QueryValue | QueryValue[]> = {};
  for (const [name, value] of Object.entries(dto)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (
      items.some((item) => item !== null && typeof item === 'object' && !(item instanceof Date))
    ) {
      return null;
    }
    fields[name] = copyOf(value as QueryValue | QueryValue[]);
  }
  return fields;
}

/**
 * The global pipe. Query strings repeat (every open screen polls with the same one) and their
 * DTOs' rules are pure functions of the text, so a query that passed once is answered with a fresh
 * copy of its validated DTO instead of running class-transformer and class-validator again; a
 * refused one is validated every time, and bodies and params always are.
 */
export class PxValidationPipe extends ValidationPipe {
  private readonly passedQueries = new WeakMap<
    object,
    Map<string, Record<string, QueryValue | QueryValue[]>>
  >();

  /** A copy of the DTO of a query that passed before; undefined when it must be validated. */
  knownQuery<Q extends object>(value: unknown, metatype: Type<Q>): Q | undefined {
    const known = this.passedQueries.get(metatype)?.get(JSON.stringify(value ?? null));
    if (!known) return undefined;
    const dto = Object.create(metatype.prototype as object) as Record<string, unknown>;
    for (const [name, field] of Object.entries(known)) dto[name] = copyOf(field);
    return dto as Q;
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'query' || !metatype || !this.toValidate(metadata)) {
      return super.transform(value, metadata);
    }
    const known = this.knownQuery(value, metatype);
    if (known) return known;
    const dto: unknown = await super.transform(value, metadata);
    const fields = dto !== null && typeof dto === 'object' ? flatFields(dto) : null;
    if (fields) {
      const key = JSON.stringify(value ?? null);
      let passed = this.passedQueries.get(metatype);
      if (!passed) this.passedQueries.set(metatype, (passed = new Map()));
      if (passed.size >= MAX_REMEMBERED_QUERIES) passed.clear();
      passed.set(key, fields);
    }
    return dto;
  }
}

export function createValidationPipe(): PxValidationPipe {
  return new PxValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationError(toFieldErrors(errors)),
  });
}
