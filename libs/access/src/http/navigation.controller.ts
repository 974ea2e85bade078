import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type NavigationMenuCategory,
  type PageAccessResult,
  type PageCategoryInfo,
  PERMISSIONS,
} from '@px/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  Authenticated,
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  ValidationError,
} from '@px/platform';
import { CreatePageCategoryCommand } from '../commands/create-page-category.command';
import { DeletePageCategoryCommand } from '../commands/delete-page-category.command';
import { ReorderPageCategoriesCommand } from '../commands/reorder-page-categories.command';
import { UpdatePageCategoryCommand } from '../commands/update-page-category.command';
import { GetNavigationMenuQuery } from '../queries/navigation-menu.query';
import { GetPageAccessQuery } from '../queries/page-access.query';
import { ListPageCategoriesQuery } from '../queries/page-categories.query';
import { GetPageCategoryQuery } from '../queries/page-category.query';
import { CategoryDto, ReorderCategoriesDto, UpdateCategoryDto } from './access.dto';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller()
export class NavigationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('navigation/menu')
  @Authenticated()
  @ApiOperation({ summary: 'The sidebar menu: categories with the pages the caller may open.' })
  menu(@CurrentPrincipal() principal: Principal): Promise<NavigationMenuCategory[]> {
    return this.queries.execute(new GetNavigationMenuQuery(principal.userId));
  }

  @Get('permissions/user/page/*')
  @Authenticated()
  @ApiOperation({ summary: 'May the caller open this SPA path? (SPEC §5 rules)' })
  async pageAccess(
    @CurrentPrincipal() principal: Principal,
    @Param('*') path: string,
  ): Promise<PageAccessResult> {
    return {
      canAccess: await this.queries.execute(
        new GetPageAccessQuery(principal.userId, decodedPath(path)),
      ),
    };
  }

  @Get('page-categories')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  categories(): Promise<PageCategoryInfo[]> {
    return this.queries.execute(new ListPageCategoriesQuery());
  }

  @Get('page-categories/:id')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  category(@Param('id', ParseIdPipe) id: string): Promise<PageCategoryInfo> {
    return this.queries.execute(new GetPageCategoryQuery(id));
  }

  @Post('page-categories')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  createCategory(@Body() body: CategoryDto): Promise<PageCategoryInfo> {
    return this.commands.execute(new CreatePageCategoryCommand(body));
  }

  @Post('page-categories/reorder')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  reorder(@Body() body: ReorderCategoriesDto): Promise<PageCategoryInfo[]> {
    return this.commands.execute(new ReorderPageCategoriesCommand(body.categories));
  }

  @Put('page-categories/:id')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  updateCategory(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<PageCategoryInfo> {
    return this.commands.execute(new UpdatePageCategoryCommand(id, body));
  }

  @Delete('page-categories/:id')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  async deleteCategory(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.commands.execute(new DeletePageCategoryCommand(id));
    return null;
  }
}

/**
 * The wildcard as the SPA sent it, decoded once more when it was encoded twice (`%252F`): a `%`
 * that starts no escape (`/api/permissions/user/page/%25`) is a 400, not a URIError.
 */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ValidationError([
      { field: 'path', code: 'format', message: 'La ruta indicada no es válida.' },
    ]);
  }
}
