export * from './queues';
export * from './job-definition';
export * from './job-queues';
export * from './job-handlers';
export * from './queue.module';
