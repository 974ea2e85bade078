export * from './queues';
export * from './job-queues';
export * from './queue.module';
