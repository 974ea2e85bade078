import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { type HealthDetails } from '@px/contracts';
import { OperatorsOnly, Public } from '../auth/authorization.decorators';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  // Load balancers and orchestrators probe it every few seconds from one address.
  @SkipThrottle({ api: true })
  @ApiOperation({ summary: 'Liveness and readiness: true when the API can reach its database.' })
  @ApiOkResponse({ description: '`{ success: true, data: true }`' })
  @ApiServiceUnavailableResponse({ description: 'ApiError SERVICE_UNAVAILABLE (retryable).' })
  async check(): Promise<boolean> {
    const database = await this.health.checkDatabase();
    if (database.status === 'down') throw new ServiceUnavailableException();
    return true;
  }

  @Get('details')
  @OperatorsOnly()
  @ApiOperation({
    summary:
      'Operators’ report: database, Redis, queues, outbox backlog, version and uptime ' +
      '(administrators only in production).',
  })
  @ApiOkResponse({ description: '`{ success: true, data: HealthDetails }`' })
  details(): Promise<HealthDetails> {
    return this.health.details();
  }
}
