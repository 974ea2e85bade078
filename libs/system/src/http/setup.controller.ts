import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type ServiceTypeOption, type SetupResult } from '@px/contracts';
import { Authenticated, RequirePermission } from '@px/platform';
import { CompleteSetupCommand } from '../commands/complete-setup.command';
import { GetServiceTypeOptionsQuery } from '../queries/service-type-options.query';

@ApiTags('setup')
@ApiBearerAuth()
@Controller()
export class SetupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** SPEC §7: a non-empty list means setup is complete. */
  @Get('service-types/dropdown')
  @Authenticated()
  @ApiOperation({ summary: 'The workshop’s active service types, as dropdown options' })
  dropdown(): Promise<ServiceTypeOption[]> {
    return this.queries.execute(new GetServiceTypeOptionsQuery());
  }

  /** Writes the workshop's defaults: an administrator's act, not any account's (issue 17). */
  @Post('setup/complete')
  @RequirePermission(PERMISSIONS.system.settings.admin)
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates the missing defaults (idempotent) and says what it did' })
  complete(): Promise<SetupResult> {
    return this.commands.execute(new CompleteSetupCommand());
  }
}
