import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type RequestOrigin } from '../commands/record-quote-approval.command';

/**
 * Where the request came from (its address as TRUST_PROXY reads it, its user agent), kept with a
 * customer's answer to a quote as evidence of who answered, from where.
 */
export const RequestOriginOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestOrigin => {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const agent = req.headers['user-agent'];
    return {
      ip: req.ip ? req.ip.slice(0, 64) : null,
      userAgent: typeof agent === 'string' && agent ? agent.slice(0, 300) : null,
    };
  },
);
