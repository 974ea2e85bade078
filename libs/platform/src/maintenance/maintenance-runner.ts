import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { maintenanceTasksOf } from '../modules/manifest-parts';
import { MODULE_MANIFESTS, type ModuleManifest } from '../modules/module-manifest';
import { MAINTENANCE_TASK, type MaintenanceTask } from './maintenance-task';

export type MaintenanceReport = Record<string, number>;

/** Runs every maintenance task the manifests declare, each in its own transaction. */
@Injectable()
export class MaintenanceRunner implements OnModuleInit {
  private readonly logger = new Logger('MaintenanceRunner');
  private readonly tasks = new Map<string, MaintenanceTask>();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(MODULE_MANIFESTS) private readonly manifests: ModuleManifest[],
  ) {}

  onModuleInit(): void {
    for (const type of maintenanceTasksOf(this.manifests)) {
      const name = this.reflector.get<string | undefined>(MAINTENANCE_TASK, type);
      if (!name)
        throw new Error(
          `${type.name} is listed as a maintenance task without @RegisterMaintenanceTask`,
        );
      this.tasks.set(name, this.moduleRef.get(type, { strict: false }));
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
