import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { VERIFACTU_SUBMISSION_STATUSES, type VerifactuSubmissionStatus } from '@px/contracts';
import { PageQueryDto, emptyToNull } from '@px/platform';

/** GET /api/billing/verifactu/records?status=&page=&limit= */
export class VerifactuRecordListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: VERIFACTU_SUBMISSION_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(VERIFACTU_SUBMISSION_STATUSES)
  status?: VerifactuSubmissionStatus | null;
}
