import { Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import {
  type BillingCertificateState,
  type BillingCertificateView,
  type CertificateConnectionCheck,
} from '@px/contracts';
import { CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { BILLING_PERMISSIONS } from '../billing.catalogue';
import { DeleteBillingCertificateCommand } from '../commands/delete-billing-certificate.command';
import { UploadBillingCertificateCommand } from '../commands/upload-billing-certificate.command';
import { GetBillingCertificateQuery } from '../queries/billing-certificate.query';
import { CheckCertificateConnectionQuery } from '../queries/certificate-connection.query';
import { readCertificateUpload } from './certificate-upload';

/**
 * /api/billing/certificate: the workshop's certificate for VERI*FACTU (/admin/billing-certificate).
 * Its key and password go in and never come out: answers carry only its public facts.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/certificate')
export class BillingCertificateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: "The certificate's public facts and where records are sent" })
  get(): Promise<BillingCertificateState> {
    return this.queries.execute(new GetBillingCertificateQuery());
  }

  /** multipart/form-data: `file` (.p12/.pfx, checked by content) and `password`, any order. */
  @Put()
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Uploads the certificate (replacing the previous one), stored encrypted',
  })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<BillingCertificateView> {
    const { file, password } = await readCertificateUpload(request);
    await this.commands.execute(
      new UploadBillingCertificateCommand(file, password, principal.userId),
    );
    const state = await this.queries.execute(new GetBillingCertificateQuery());
    return state.certificate as BillingCertificateView;
  }

  @Delete()
  @HttpCode(204)
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: 'Removes the certificate (records wait, pending, for another)' })
  async remove(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.commands.execute(new DeleteBillingCertificateCommand(principal.userId));
  }

  @Post('test')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: '"Probar conexión": mutual TLS to the configured endpoint' })
  test(): Promise<CertificateConnectionCheck> {
    return this.queries.execute(new CheckCertificateConnectionQuery());
  }
}
