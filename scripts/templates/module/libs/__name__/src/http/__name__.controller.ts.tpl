import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { __NAME___PERMISSIONS } from '../__name__.catalogue';
import { Create__Noun__Command } from '../commands/create-__noun__.command';
import { Get__Noun__Query } from '../queries/get-__noun__.query';
import { List__Nouns__Query } from '../queries/list-__nouns__.query';
import { type __Noun__View } from '../queries/__noun__-view';
import { Create__Noun__Dto } from './__name__.dto';

/**
 * /api/__name__. Thin: builds a command or query from the DTO and the caller, dispatches it. Every
 * route names its permission (`__name__.catalogue.ts`); administrator roles pass them all.
 */
@ApiTags('__name__')
@ApiBearerAuth()
@Controller('__name__')
export class __Name__Controller {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(__NAME___PERMISSIONS.read)
  @ApiOperation({ summary: 'Every __noun_words__, newest first' })
  list(): Promise<__Noun__View[]> {
    return this.queries.execute(new List__Nouns__Query());
  }

  @Get(':id')
  @RequirePermission(__NAME___PERMISSIONS.read)
  @ApiOperation({ summary: 'One __noun_words__' })
  get(@Param('id', ParseIdPipe) id: string): Promise<__Noun__View> {
    return this.queries.execute(new Get__Noun__Query(id));
  }

  @Post()
  @RequirePermission(__NAME___PERMISSIONS.create)
  @ApiOperation({ summary: 'Creates a __noun_words__' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: Create__Noun__Dto,
  ): Promise<__Noun__View> {
    const id = await this.commands.execute(new Create__Noun__Command(body.name, principal.userId));
    return this.queries.execute(new Get__Noun__Query(id));
  }
}
