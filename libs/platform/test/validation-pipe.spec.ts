import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ValidationError, createValidationPipe } from '../src/http';

class ListQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\d+\.\d+\.\d+$/)
  app_version?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : [value]))
  @IsIn(['open', 'closed'], { each: true })
  status?: string[];
}

const asQuery = { type: 'query' as const, metatype: ListQuery, data: undefined };

describe('The global validation pipe', () => {
  it('answers a repeated query with a fresh copy of the same validated DTO', async () => {
    const pipe = createValidationPipe();
    const query = { app_version: ' 1.2.3 ', status: ['open'] };
    const first = (await pipe.transform({ ...query }, asQuery)) as ListQuery;
    expect(first).toBeInstanceOf(ListQuery);
    expect(first).toEqual({ app_version: '1.2.3', status: ['open'] });

    first.status!.push('closed');
    const second = (await pipe.transform({ ...query }, asQuery)) as ListQuery;
    expect(second).toBeInstanceOf(ListQuery);
    expect(second).not.toBe(first);
    expect(second).toEqual({ app_version: '1.2.3', status: ['open'] });
  });

  it('refuses a bad query every time it comes, with its field', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await pipe.transform({ app_version: 'última' }, asQuery).catch((e) => e);
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).details).toMatchObject([{ field: 'app_version' }]);
    }
    const unknown = await pipe.transform({ borrar: '1' }, asQuery).catch((e) => e);
    expect((unknown as ValidationError).details).toMatchObject([
      { field: 'borrar', code: 'whitelistValidation' },
    ]);
  });

  it('validates a body every time, even the same one', async () => {
    const pipe = createValidationPipe();
    const asBody = { ...asQuery, type: 'body' as const };
    const body = await pipe.transform({ app_version: '1.0.0' }, asBody);
    expect(body).toBeInstanceOf(ListQuery);
    const bad = await pipe.transform({ app_version: 'x' }, asBody).catch((e) => e);
    expect(bad).toBeInstanceOf(ValidationError);
  });
});
