import { Injectable, type PipeTransform, type ArgumentMetadata } from '@nestjs/common';
import { ValidationError } from './domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route ids are uuids: anything else is a 400 naming the parameter, before any query runs. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    const field = metadata.data ?? 'id';
    throw new ValidationError(
      [
        {
          field,
          code: 'isUUID',
          message: `El parámetro «${field}» debe ser un identificador válido.`,
        },
      ],
      'El identificador de la dirección no es válido.',
    );
  }
}
