import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type NavigationMenuCategory, type PageCategoryInfo } from '@px/contracts';
import {
  Authenticated,
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { NavigationHandler } from '../commands/navigation.handler';
import { AccessQueries } from '../queries/access-queries';
import { AccessReader } from '../queries/access-reader';
import { CategoryDto, ReorderCategoriesDto, UpdateCategoryDto } from './access.dto';

const MANAGE_PAGES = 'administration.pages.admin';

@ApiTags('navigation')
@ApiBearerAuth()
@Controller()
export class NavigationController {
  constructor(
    private readonly reader: AccessReader,
    private readonly queries: AccessQueries,
    private readonly navigation: NavigationHandler,
  ) {}

  @Get('navigation/menu')
  @Authenticated()
  @ApiOperation({ summary: 'The sidebar menu: categories with the pages the caller may open.' })
  menu(@CurrentPrincipal() principal: Principal): Promise<NavigationMenuCategory[]> {
    return this.queries.menu(principal.userId);
  }

  @Get('permissions/user/page/*')
  @Authenticated()
  @ApiOperation({ summary: 'May the caller open this SPA path? (SPEC §5 rules)' })
  async pageAccess(
    @CurrentPrincipal() principal: Principal,
    @Param('*') path: string,
  ): Promise<{ canAccess: boolean }> {
    return {
      canAccess: await this.queries.canAccessPath(principal.userId, decodeURIComponent(path)),
    };
  }

  @Get('page-categories')
  @RequirePermission(MANAGE_PAGES)
  categories(): Promise<PageCategoryInfo[]> {
    return this.reader.categories();
  }

  @Get('page-categories/:id')
  @RequirePermission(MANAGE_PAGES)
  async category(@Param('id', ParseIdPipe) id: string): Promise<PageCategoryInfo> {
    const category = await this.reader.category(id);
    if (!category) throw new NotFoundError('La categoría no existe.');
    return category;
  }

  @Post('page-categories')
  @RequirePermission(MANAGE_PAGES)
  createCategory(@Body() body: CategoryDto): Promise<PageCategoryInfo> {
    return this.navigation.createCategory(body);
  }

  @Post('page-categories/reorder')
  @HttpCode(200)
  @RequirePermission(MANAGE_PAGES)
  reorder(@Body() body: ReorderCategoriesDto): Promise<PageCategoryInfo[]> {
    return this.navigation.reorderCategories(body.categories);
  }

  @Put('page-categories/:id')
  @RequirePermission(MANAGE_PAGES)
  updateCategory(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<PageCategoryInfo> {
    return this.navigation.updateCategory(id, body);
  }

  @Delete('page-categories/:id')
  @RequirePermission(MANAGE_PAGES)
  async deleteCategory(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.navigation.deleteCategory(id);
    return null;
  }
}
