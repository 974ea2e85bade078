#!/usr/bin/env node
// `npm run seed [-- flags]`: run the seeder against the app database (px_taller on the embedded
// cluster of `npm start`, or DATABASE_URL). Flags are passed through; default `--demo`.
// Builds the server first when it is stale; starts the embedded PostgreSQL when it is not running
// and stops it again afterwards. Redis is provisioned too (the seeder may enqueue work).
import { DIST, runDatabaseCommand } from './lib/app.mjs';

runDatabaseCommand({ name: 'seed', entry: DIST.seed, defaultArgs: ['--demo'], redis: true });
