import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PublicAppointmentView } from '@px/contracts';
import { Public, SensitiveRateLimit } from '@px/platform';
import { AnswerAppointmentLinkCommand } from '../commands/answer-appointment-link.command';
import { GetAppointmentLinkQuery } from '../queries/appointment-link.query';

/**
 * /api/public/appointments/{token}: the reminder's link, without a session. GET only shows (a mail
 * scanner following the link changes nothing); POST confirms or cancels. Rate-limited as the
 * sensitive routes are; every invalid link is the same 404.
 */
@ApiTags('appointments')
@Controller('public/appointments')
@Public()
@SensitiveRateLimit()
export class AppointmentLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'The booking a reminder link opens' })
  async show(@Param('token') token: string): Promise<PublicAppointmentView> {
    const { id: _id, ...view } = await this.queries.execute(new GetAppointmentLinkQuery(token));
    return view;
  }

  @Post(':token/confirm')
  @HttpCode(200)
  async confirm(@Param('token') token: string): Promise<PublicAppointmentView> {
    await this.commands.execute(new AnswerAppointmentLinkCommand(token, 'confirm'));
    return this.show(token);
  }

  @Post(':token/cancel')
  @HttpCode(200)
  async cancel(@Param('token') token: string): Promise<PublicAppointmentView> {
    await this.commands.execute(new AnswerAppointmentLinkCommand(token, 'cancel'));
    return this.show(token);
  }
}
