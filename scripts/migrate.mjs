#!/usr/bin/env node
// `npm run migrate`: apply pending migrations to the app database (px_taller on the embedded
// cluster of `npm start`, or DATABASE_URL). Builds the server first when it is stale; starts the
// embedded PostgreSQL when it is not running and stops it again afterwards.
import { DIST, runDatabaseCommand } from './lib/app.mjs';

runDatabaseCommand({ name: 'migrate', entry: DIST.migrate });
