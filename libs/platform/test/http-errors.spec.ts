import {
  IsEmail,
  IsInt,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
  validateSync,
} from 'class-validator';
import { Type, plainToInstance } from 'class-transformer';
import { isRetryableStatus } from '@px/contracts';
import { buildApiError } from '../src/http/api-error';
import { toFieldErrors } from '../src/http/validation';
import { isDatabaseUnavailableError } from '../src/database/database-errors';

describe('buildApiError', () => {
  it('fills the whole ApiError shape with Spanish defaults', () => {
    const error = buildApiError({ statusCode: 403, requestId: 'req-1' });
    expect(error).toEqual({
      success: false,
      error: 'FORBIDDEN',
      message: 'No tienes permisos para realizar esta acción.',
      statusCode: 403,
      timestamp: expect.any(String),
      requestId: 'req-1',
      details: null,
      retryable: false,
    });
  });

  it.each([408, 429, 500, 502, 503, 504])('marks %d retryable', (status) => {
    expect(buildApiError({ statusCode: status, requestId: 'r' }).retryable).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 413, 415])('marks %d not retryable', (status) => {
    expect(buildApiError({ statusCode: status, requestId: 'r' }).retryable).toBe(false);
  });

  it('treats an error without status as retryable (SPEC §8)', () => {
    expect(isRetryableStatus(undefined)).toBe(true);
  });
});

class Line {
  @IsInt()
  @Min(1)
  quantity!: number;
}

class Order {
  @IsString()
  @MaxLength(5)
  title!: string;

  @IsEmail()
  email!: string;

  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

describe('toFieldErrors', () => {
  it('turns nested class-validator errors into dotted Spanish field errors', () => {
    const order = plainToInstance(Order, {
      title: 'demasiado',
      email: 'x',
      lines: [{ quantity: 1 }, { quantity: 0 }],
    });
    const errors = toFieldErrors(validateSync(order));
    expect(errors).toEqual([
      {
        field: 'title',
        code: 'maxLength',
        message: 'El campo «title» no puede superar los 5 caracteres.',
      },
      {
        field: 'email',
        code: 'isEmail',
        message: 'El campo «email» debe ser un correo electrónico válido.',
      },
      {
        field: 'lines.1.quantity',
        code: 'min',
        message: 'El campo «lines.1.quantity» debe ser como mínimo 1.',
      },
    ]);
  });
});

describe('isDatabaseUnavailableError', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }],
    [{ name: 'ConnectionException' }],
    [{ name: 'DriverException', previous: { code: '08006' } }],
    [new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }],
    [{ name: 'DriverException', previous: { code: '25P03' } }],
  ])('recognises %p', (error) => expect(isDatabaseUnavailableError(error)).toBe(true));

  it.each([[{ code: '23505' }], [new Error('boom')], [null], ['text']])(
    'does not flag %p',
    (error) => expect(isDatabaseUnavailableError(error)).toBe(false),
  );
});
