import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { __NOUN___NAME_MAX_LENGTH } from '../domain/__noun__-rules';

/**
 * POST /api/__name__. The DTO checks shapes (the global pipe answers 400 with Spanish field
 * details); the domain rule in `domain/__noun__-rules.ts` checks meaning.
 */
export class Create__Noun__Dto {
  @ApiProperty({ maxLength: __NOUN___NAME_MAX_LENGTH })
  @IsString()
  name!: string;
}
