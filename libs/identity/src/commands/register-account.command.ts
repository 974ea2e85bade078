import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RegistrationReceipt } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import { passwordProblem } from '../domain/password-policy';
import { User } from '../domain/user.entity';
import { UserRegistered } from '../events/user.events';
import { PasswordHasher } from '../password-hasher';
import { findUserByEmail } from './user-lookup';

export interface RegisterFields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

const RECEIPT: RegistrationReceipt = { status: 'pending_approval' };

/**
 * A self-registered account: inactive and without a role until an administrator activates it
 * (DOMAIN: staff accounts are the workshop's to grant). The answer is the same whether the address
 * was free or already had an account, and takes as long (the password is hashed either way), so
 * registration never tells a stranger which e-mails exist; signing in fails alike for both until
 * the approval.
 */
export class RegisterAccountCommand extends Command<RegistrationReceipt> {
  constructor(readonly fields: RegisterFields) {
    super();
  }
}

@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<
  RegisterAccountCommand,
  RegistrationReceipt
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ fields }: RegisterAccountCommand): Promise<RegistrationReceipt> {
    const problem = passwordProblem(fields.password);
    if (problem)
      throw new ValidationError([{ field: 'password', code: 'passwordPolicy', message: problem }]);
    const email = fields.email.trim();
    const passwordHash = await this.hasher.hash(fields.password);
    try {
      await this.commands.run(async (em: EntityManager, events) => {
        if (await findUserByEmail(em, email)) return;
        const user = em.create(User, {
          email,
          passwordHash,
          firstName: fields.first_name.trim(),
          lastName: fields.last_name.trim(),
          active: false,
          awaitingApproval: true,
        });
        events.record(new UserRegistered(user.id, { email }, user.id));
      });
    } catch (error) {
      // Two registrations of one address at once: the second meets the unique index. Its answer
      // must not differ from the first's.
      if ((error as { name?: string }).name !== 'UniqueConstraintViolationException') throw error;
    }
    return RECEIPT;
  }
}
