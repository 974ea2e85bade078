import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, type EventRecorder, ValidationError } from '@px/platform';
import { __nounCamel__NameProblems, normalize__Noun__Name } from '../domain/__noun__-rules';
import { __Noun__Record } from '../domain/__noun__.entity';
import { __Noun__Created } from '../events/__noun__-created.event';

/** Creates a __noun_words__; returns its id. */
export class Create__Noun__Command extends Command<string> {
  constructor(
    readonly name: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(Create__Noun__Command)
export class Create__Noun__Handler implements ICommandHandler<Create__Noun__Command, string> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ name, actorId }: Create__Noun__Command): Promise<string> {
    const normalized = normalize__Noun__Name(name);
    const problems = __nounCamel__NameProblems(normalized);
    if (problems.length) throw new ValidationError(problems);
    // The row and its event commit together, or neither does (the outbox, DESIGN §5).
    return this.commands.run(async (em: EntityManager, events: EventRecorder) => {
      const record = new __Noun__Record();
      record.name = normalized;
      em.persist(record);
      events.record(new __Noun__Created(record.id, { id: record.id, name: normalized }, actorId));
      return record.id;
    });
  }
}
