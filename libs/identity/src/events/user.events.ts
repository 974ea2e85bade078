import { DomainEvent } from '@px/platform';

export class UserRegistered extends DomainEvent<{ email: string }> {
  static readonly TYPE = 'UserRegistered';
  readonly type = UserRegistered.TYPE;
  readonly aggregateType = 'user';
}

export class UserCreated extends DomainEvent<{ email: string; role_ids: string[] }> {
  static readonly TYPE = 'UserCreated';
  readonly type = UserCreated.TYPE;
  readonly aggregateType = 'user';
}

export class UserPasswordChanged extends DomainEvent<{ by_administrator: boolean }> {
  static readonly TYPE = 'UserPasswordChanged';
  readonly type = UserPasswordChanged.TYPE;
  readonly aggregateType = 'user';
}

export class UserActivationChanged extends DomainEvent<{ active: boolean }> {
  static readonly TYPE = 'UserActivationChanged';
  readonly type = UserActivationChanged.TYPE;
  readonly aggregateType = 'user';
}
