import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { MAINTENANCE_TASK, type MaintenanceTask } from './maintenance-task';

export type MaintenanceReport = Record<string, number>;

/** Runs every registered maintenance task, each in its own transaction. */
@Injectable()
export class MaintenanceRunner implements OnModuleInit {
  private readonly logger = new Logger('MaintenanceRunner');
  private readonly tasks = new Map<string, MaintenanceTask>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const name = this.reflector.get<string | undefined>(MAINTENANCE_TASK, wrapper.metatype);
      if (name) this.tasks.set(name, wrapper.instance as MaintenanceTask);
    }
  }

  taskNames(): string[] {
    return [...this.tasks.keys()].sort();
  }

  async runAll(now = new Date()): Promise<MaintenanceReport> {
    const report: MaintenanceReport = {};
    for (const [name, task] of this.tasks) {
      const em = this.orm.em.fork() as EntityManager;
      report[name] = await em.transactional((tx) => task.run(tx, now));
    }
    this.logger.log({ report }, 'Maintenance finished');
    return report;
  }
}
