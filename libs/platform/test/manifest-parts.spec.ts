import { type MigrationObject } from '@mikro-orm/core';
import { type AppConfig } from '../src/config';
import {
  type ModuleManifest,
  defineJob,
  jobHandledBy,
  jobsOf,
  migrationsOf,
  notificationTypesOf,
  queueNamesOf,
  realtimeRoomsOf,
  scheduleOf,
  schedulesOf,
} from '../src';

class Orders {}
class Stock {}
const recount = defineJob<{ part: string }>('stock', 'recount');
class RecountHandler {
  run(payload: { part: string }): Promise<string> {
    return Promise.resolve(payload.part);
  }
}
const migration = (name: string): MigrationObject => ({ name, class: class {} as never });

const orders = { name: 'orders', module: Orders, migrations: [migration('Migration3_orders')] };
const stock: ModuleManifest = {
  name: 'stock',
  module: Stock,
  migrations: [migration('Migration2_stock')],
  jobs: [jobHandledBy(recount, RecountHandler)],
  schedules: () => [
    scheduleOf({ id: 'stock-nightly', pattern: '0 3 * * *', job: recount, payload: { part: '*' } }),
  ],
  realtimeRooms: [{ room: 'stock', permission: 'stock.parts.read' }],
  notificationTypes: ['inventory_low_stock'],
};

describe('what composition reads from the manifests', () => {
  it("merges every module's migrations with the baseline in name order", () => {
    const names = migrationsOf([orders, stock], [migration('Migration1_base')]).map((m) => m.name);
    expect(names).toEqual(['Migration1_base', 'Migration2_stock', 'Migration3_orders']);
  });

  it('refuses a migration listed twice', () => {
    expect(() => migrationsOf([orders, orders])).toThrow('Migration3_orders is listed twice');
  });

  it("runs the platform's maintenance job next to the modules' jobs, on their queues", () => {
    expect(jobsOf([stock]).map(({ job }) => `${job.queue}/${job.name}`)).toEqual([
      'maintenance/purge-expired-data',
      'stock/recount',
    ]);
    expect(queueNamesOf([orders, stock])).toEqual(['maintenance', 'stock']);
    expect(queueNamesOf([])).toEqual(['maintenance']);
  });

  it("schedules the platform's nightly clean-up and each module's schedules", () => {
    const config = { maintenanceCron: '30 2 * * *' } as AppConfig;
    expect(schedulesOf([orders, stock], config)).toEqual([
      {
        id: 'maintenance-nightly',
        pattern: '30 2 * * *',
        job: { queue: 'maintenance', name: 'purge-expired-data' },
        payload: { trigger: 'schedule' },
      },
      { id: 'stock-nightly', pattern: '0 3 * * *', job: recount, payload: { part: '*' } },
    ]);
  });

  it('collects realtime rooms and notification types', () => {
    expect(realtimeRoomsOf([orders, stock])).toEqual([
      { room: 'stock', permission: 'stock.parts.read' },
    ]);
    expect([...notificationTypesOf([orders, stock])]).toEqual(['inventory_low_stock']);
  });
});
