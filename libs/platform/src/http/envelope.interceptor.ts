import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Observable, map } from 'rxjs';
import { type ApiSuccess } from '@px/contracts';

const RAW_RESPONSE = 'px:raw-response';

/** Opt a handler out of the envelope (files, health probes read by machines, 304 answers). */
export const RawResponse = (): MethodDecorator & ClassDecorator => SetMetadata(RAW_RESPONSE, true);

/** Wraps every successful handler result as `{ success: true, data }` (DESIGN §6). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (raw) return next.handle();
    return next
      .handle()
      .pipe(
        map((data: unknown): unknown =>
          data instanceof StreamableFile
            ? data
            : ({ success: true, data: data ?? null } satisfies ApiSuccess<unknown>),
        ),
      );
  }
}
