import { DomainEvent } from '@px/platform';

export interface __Noun__CreatedPayload {
  id: string;
  name: string;
}

/** A __noun_words__ was created. Subscribers name it by `__Noun__Created.TYPE`, never a string. */
export class __Noun__Created extends DomainEvent<__Noun__CreatedPayload> {
  static readonly TYPE = '__Noun__Created';
  readonly type = __Noun__Created.TYPE;
  readonly aggregateType = '__noun_snake__';
}
