import { EventEmitter2 } from '@nestjs/event-emitter';
import { type AppConfig } from '../src/config';
import { DatabaseSignals, SignalEvents, type SignalListener } from '../src/database';

function recorder(): SignalListener & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    onSignal: (payload) => seen.push(`signal:${payload}`),
    onReset: () => seen.push('reset'),
    onLocalCommit: () => seen.push('local-commit'),
  };
}

describe('DatabaseSignals fan-out (in-process events)', () => {
  const config = { databaseUrl: 'postgres://unused' } as AppConfig;

  it("hands each channel's signals and resets to its listeners only, and local commits to all", () => {
    const events = new EventEmitter2();
    const signals = new DatabaseSignals(config, events);
    const users = recorder();
    const roles = recorder();
    signals.subscribe('px_user', users);
    signals.subscribe('px_role', roles);

    events.emit(SignalEvents.signal('px_user'), 'u1');
    events.emit(SignalEvents.reset('px_role'));
    signals.announceLocalCommit();

    expect(users.seen).toEqual(['signal:u1', 'local-commit']);
    expect(roles.seen).toEqual(['reset', 'local-commit']);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const events = new EventEmitter2();
    const signals = new DatabaseSignals(config, events);
    const listener = recorder();
    const unsubscribe = signals.subscribe('px_user', listener);
    unsubscribe();
    events.emit(SignalEvents.signal('px_user'), 'u1');
    signals.announceLocalCommit();
    expect(listener.seen).toEqual([]);
  });

  it('refuses a channel name that could not be LISTENed to safely', () => {
    const signals = new DatabaseSignals(config, new EventEmitter2());
    expect(() => signals.subscribe('px_user; drop table x', recorder())).toThrow(
      'Bad signal channel',
    );
  });
});
