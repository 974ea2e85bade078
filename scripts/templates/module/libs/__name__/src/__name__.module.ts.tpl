import { Module } from '@nestjs/common';
import { Create__Noun__Handler } from './commands/create-__noun__.command';
import { __Name__Controller } from './http/__name__.controller';
import { Get__Noun__Handler } from './queries/get-__noun__.query';
import { List__Nouns__Handler } from './queries/list-__nouns__.query';
import { __Noun__CreatedSubscriber } from './subscribers/__noun__-created.subscriber';

/** __Title__: the controller, one handler per command and query, and the subscribers. */
@Module({
  controllers: [__Name__Controller],
  providers: [
    Create__Noun__Handler,
    List__Nouns__Handler,
    Get__Noun__Handler,
    __Noun__CreatedSubscriber,
  ],
})
export class __Name__Module {}
