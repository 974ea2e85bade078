import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config';
import { DomainError } from '../http/domain-error';
import { Authenticator } from './authenticator';
import {
  ACCESS_RULE,
  type AccessRule,
  type AuthenticatedRequest,
  OPEN_BEFORE_PASSWORD_CHANGE,
} from './authorization.decorators';
import { PermissionResolver } from './principal';

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Tu sesión no es válida o ha caducado: inicia sesión de nuevo.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class PasswordChangeRequiredError extends DomainError {
  constructor() {
    super(403, 'FORBIDDEN', 'Debes cambiar tu contraseña temporal antes de continuar.', {
      reason: 'password_change_required',
    });
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'No tienes permisos para realizar esta acción.') {
    super(403, 'FORBIDDEN', message);
  }
}

/**
 * The one global guard (DESIGN §6): authenticates the bearer token against the live user record
 * and enforces the route's declared rule. Administrator roles pass every permission check.
 */
@Injectable()
export class AuthorizationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
    private readonly permissions: PermissionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind === 'public') return true;
    if (rule?.kind === 'operators' && this.config.nodeEnv !== 'production') return true;

    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const principal = await this.authenticator.principalOf(request.headers.authorization);
    if (!principal) throw new UnauthenticatedError();
    request.principal = principal;
    if (
      principal.mustChangePassword &&
      !this.reflector.get<boolean | undefined>(OPEN_BEFORE_PASSWORD_CHANGE, context.getHandler())
    )
      throw new PasswordChangeRequiredError();
    if (rule?.kind === 'authenticated') return true;

    const granted = await this.permissions.resolve(principal.userId);
    if (granted.isAdmin) return true;
    if (
      rule?.kind === 'permission' &&
      rule.permissions.some((name) => granted.permissions.has(name))
    )
      return true;
    throw new ForbiddenError();
  }
}
