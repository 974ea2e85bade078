export * from './demo.manifest';
export { DEMO_STAFF, DEFAULT_DEMO_PASSWORD } from './seeders/demo-staff.seeder';
