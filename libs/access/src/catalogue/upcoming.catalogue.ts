import { type AccessCatalogue } from '@px/platform';

/**
 * The permissions and pages (SPEC §2, §5) of the modules that have no lib yet: seeded now so roles
 * and the menu are complete from the first day. When a module is built, its entries move to its own
 * catalogue, listed in its manifest.
 */
export const UPCOMING_MODULES_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'tasks',
      display_name: 'Tareas internas',
      icon: 'check-square',
      resources: {
        tasks: {
          display_name: 'Tareas',
          actions: {
            read: 'Ver',
            create: 'Crear',
            assign: 'Asignar',
            update: 'Editar',
          },
        },
      },
      sort_order: 100,
    },
    {
      name: 'productivity',
      display_name: 'Productividad',
      icon: 'rise',
      resources: {
        dashboard: {
          display_name: 'Panel de productividad',
          actions: {
            read: 'Ver',
          },
        },
        incentives: {
          display_name: 'Incentivos',
          actions: {
            read: 'Ver',
            admin: 'Administrar',
          },
        },
        audit: {
          display_name: 'Auditoría',
          actions: {
            read: 'Ver',
          },
        },
        ai: {
          display_name: 'Productividad IA',
          actions: {
            read: 'Ver',
            admin: 'Administrar',
          },
        },
      },
      sort_order: 110,
    },
    {
      name: 'kpis',
      display_name: 'KPI y análisis',
      icon: 'line-chart',
      resources: {
        kpis: {
          display_name: 'KPI',
          actions: {
            read: 'Ver',
            admin: 'Administrar',
          },
        },
        analytics: {
          display_name: 'Analítica',
          actions: {
            read: 'Ver',
          },
        },
        workload: {
          display_name: 'Predicción de carga',
          actions: {
            read: 'Ver',
          },
        },
      },
      sort_order: 120,
    },
    {
      name: 'surveys',
      display_name: 'Encuestas',
      icon: 'smile',
      resources: {
        surveys: {
          display_name: 'Encuestas',
          actions: {
            read: 'Ver',
            admin: 'Administrar',
          },
        },
      },
      sort_order: 130,
    },
    {
      name: 'planner',
      display_name: 'Planificador',
      icon: 'schedule',
      resources: {
        planner: {
          display_name: 'Planificador visual',
          actions: {
            read: 'Ver',
            update: 'Planificar',
          },
        },
        lifts: {
          display_name: 'Elevadores y puestos',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 140,
    },
  ],
  pages: [
    {
      path: '/my-tasks',
      display_name: 'Mis tareas',
      category: 'principal',
      icon: 'carry-out',
      sort_order: 20,
      permission: null,
    },
    {
      path: '/visual-planner',
      display_name: 'Planificador visual',
      category: 'taller',
      icon: 'schedule',
      sort_order: 50,
      permission: 'planner.planner.read',
    },
    {
      path: '/surveys',
      display_name: 'Encuestas',
      category: 'clientes',
      icon: 'smile',
      sort_order: 30,
      permission: 'surveys.surveys.read',
    },
    {
      path: '/internal-tasks',
      display_name: 'Tareas internas',
      category: 'tareas',
      icon: 'check-square',
      sort_order: 10,
      permission: 'tasks.tasks.read',
    },
    {
      path: '/internal-task-registration',
      display_name: 'Registro de tareas',
      category: 'tareas',
      icon: 'form',
      sort_order: 20,
      permission: 'tasks.tasks.create',
    },
    {
      path: '/internal-task-assignment',
      display_name: 'Asignación de tareas',
      category: 'tareas',
      icon: 'user-switch',
      sort_order: 30,
      permission: 'tasks.tasks.assign',
    },
    {
      path: '/internal-task-summary',
      display_name: 'Resumen de tareas',
      category: 'tareas',
      icon: 'ordered-list',
      sort_order: 40,
      permission: 'tasks.tasks.read',
    },
    {
      path: '/productivity/dashboard',
      display_name: 'Productividad',
      category: 'productividad',
      icon: 'rise',
      sort_order: 10,
      permission: null,
    },
    {
      path: '/productivity/mechanics',
      display_name: 'Mecánicos',
      category: 'productividad',
      icon: 'team',
      sort_order: 20,
      permission: null,
    },
    {
      path: '/productivity/projections',
      display_name: 'Proyecciones',
      category: 'productividad',
      icon: 'fund',
      sort_order: 30,
      permission: null,
    },
    {
      path: '/productivity/incentives',
      display_name: 'Incentivos',
      category: 'productividad',
      icon: 'trophy',
      sort_order: 40,
      permission: null,
    },
    {
      path: '/productivity/audit',
      display_name: 'Auditoría',
      category: 'productividad',
      icon: 'audit',
      sort_order: 50,
      permission: null,
    },
    {
      path: '/ai-productivity',
      display_name: 'Productividad IA',
      category: 'productividad',
      icon: 'robot',
      sort_order: 60,
      permission: 'productivity.ai.read',
    },
    {
      path: '/kpis',
      display_name: 'KPI',
      category: 'analisis',
      icon: 'line-chart',
      sort_order: 10,
      permission: 'kpis.kpis.read',
    },
    {
      path: '/kpi-dashboard',
      display_name: 'Panel de KPI',
      category: 'analisis',
      icon: 'dashboard',
      sort_order: 20,
      permission: 'kpis.kpis.read',
    },
    {
      path: '/kpi-test',
      display_name: 'Prueba de KPI',
      category: 'analisis',
      icon: 'experiment',
      sort_order: 25,
      permission: 'kpis.kpis.admin',
      hidden: true,
    },
    {
      path: '/analytics',
      display_name: 'Analítica',
      category: 'analisis',
      icon: 'bar-chart',
      sort_order: 30,
      permission: 'kpis.analytics.read',
    },
    {
      path: '/workload-prediction',
      display_name: 'Predicción de carga',
      category: 'analisis',
      icon: 'area-chart',
      sort_order: 40,
      permission: 'kpis.workload.read',
    },
    {
      path: '/admin/kpis',
      display_name: 'KPI (administración)',
      category: 'administracion',
      icon: 'line-chart',
      sort_order: 50,
      permission: null,
      admin_only: true,
    },
    {
      path: '/lift-configuration',
      display_name: 'Elevadores y puestos',
      category: 'administracion',
      icon: 'build',
      sort_order: 140,
      permission: null,
      admin_only: true,
    },
    {
      path: '/ai-productivity-admin',
      display_name: 'Productividad IA (administración)',
      category: 'administracion',
      icon: 'robot',
      sort_order: 150,
      permission: null,
      admin_only: true,
    },
  ],
};
