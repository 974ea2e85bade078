import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type AuthSession,
  type AuthUser,
  type RefreshedToken,
  type RegistrationReceipt,
} from '@px/contracts';
import {
  Authenticated,
  CurrentPrincipal,
  OpenBeforePasswordChange,
  type Principal,
  Public,
  SensitiveRateLimit,
} from '@px/platform';
import { ChangePasswordCommand } from '../commands/change-password.command';
import { LogInCommand } from '../commands/log-in.command';
import { LogOutCommand } from '../commands/log-out.command';
import { RefreshSessionCommand } from '../commands/refresh-session.command';
import { RegisterAccountCommand } from '../commands/register-account.command';
import { UpdateProfileCommand } from '../commands/update-profile.command';
import { GetCurrentUserQuery } from '../queries/current-user.query';
import { type ClientInfo } from '../sessions';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { ChangePasswordDto, LoginDto, RegisterDto, UpdateProfileDto } from './identity.dto';

function clientOf(req: FastifyRequest): ClientInfo {
  return { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('login')
  @Public()
  @SensitiveRateLimit()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in: access token in the body, refresh token in an httpOnly cookie.',
  })
  async logIn(
    @Body() body: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AuthSession> {
    const result = await this.commands.execute(
      new LogInCommand(body.email, body.password, clientOf(req)),
    );
    setRefreshCookie(req, res, result.refresh);
    return result.session;
  }

  @Post('register')
  @Public()
  @SensitiveRateLimit()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Ask for an account: created inactive, without a role, until an administrator activates it. ' +
      'The answer is the same whether the e-mail already had an account.',
  })
  signUp(@Body() body: RegisterDto): Promise<RegistrationReceipt> {
    return this.commands.execute(new RegisterAccountCommand(body));
  }

  @Post('refresh')
  @Public()
  @SensitiveRateLimit()
  @HttpCode(200)
  @ApiOperation({ summary: 'Rotate the refresh cookie and get a new access token.' })
  async renew(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<RefreshedToken> {
    try {
      const result = await this.commands.execute(
        new RefreshSessionCommand(readRefreshCookie(req), clientOf(req)),
      );
      setRefreshCookie(req, res, result.refresh);
      return result.token;
    } catch (error) {
      clearRefreshCookie(req, res);
      throw error;
    }
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session and clear its cookie.' })
  async logOut(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<null> {
    await this.commands.execute(
      new LogOutCommand(readRefreshCookie(req), req.headers.authorization),
    );
    clearRefreshCookie(req, res);
    return null;
  }

  @Get('me')
  @Authenticated()
  @OpenBeforePasswordChange()
  @ApiBearerAuth()
  me(@CurrentPrincipal() principal: Principal): Promise<AuthUser> {
    return this.queries.execute(new GetCurrentUserQuery(principal.userId));
  }

  @Patch('me')
  @Authenticated()
  @ApiBearerAuth()
  updateMe(
    @CurrentPrincipal() principal: Principal,
    @Body() body: UpdateProfileDto,
  ): Promise<AuthUser> {
    return this.commands.execute(new UpdateProfileCommand(principal.userId, body));
  }

  @Post('change-password')
  @Authenticated()
  @OpenBeforePasswordChange()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password; every other session of the user ends.' })
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ChangePasswordDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AuthSession> {
    const result = await this.commands.execute(
      new ChangePasswordCommand(
        principal.userId,
        body.current_password,
        body.new_password,
        clientOf(req),
      ),
    );
    setRefreshCookie(req, res, result.refresh);
    return result.session;
  }
}
