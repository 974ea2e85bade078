import { Writable } from 'node:stream';
import { type Logger } from 'pino';
import { createRootLogger } from '../../../libs/platform/src/logging';

/** A real pino logger writing into memory, so tests can read what operators would see. */
export class LogCapture {
  readonly lines: string[] = [];
  readonly logger: Logger;

  constructor(level = 'info', processName = 'api-test') {
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    this.logger = createRootLogger(level, processName, sink);
  }

  text(): string {
    return this.lines.join('\n');
  }

  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
