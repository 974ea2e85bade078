import { type MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_platform } from './Migration20261121000000_platform';
import { Migration20261121000100_workshop } from './Migration20261121000100_workshop';
import { Migration20261121010000_identity_access } from './Migration20261121010000_identity_access';
import { Migration20261121020000_customers_vehicles } from './Migration20261121020000_customers_vehicles';
import { Migration20261121030000_search_indexes } from './Migration20261121030000_search_indexes';
import { Migration20261121030100_list_versions } from './Migration20261121030100_list_versions';
import { Migration20261121040000_search_columns } from './Migration20261121040000_search_columns';
import { Migration20261121050000_work_orders } from './Migration20261121050000_work_orders';
import { Migration20261122000000_work_order_party_labels } from './Migration20261122000000_work_order_party_labels';
import { Migration20261122005000_deferred_list_versions } from './Migration20261122005000_deferred_list_versions';
import { Migration20261122010000_notifications } from './Migration20261122010000_notifications';
import { Migration20261122020000_announcements } from './Migration20261122020000_announcements';
import { Migration20261122030000_service_types } from './Migration20261122030000_service_types';
import { Migration20261122040000_customer_surname_key } from './Migration20261122040000_customer_surname_key';
import { Migration20261122050000_cache_signals } from './Migration20261122050000_cache_signals';
import { Migration20261122060000_work_order_walk_index } from './Migration20261122060000_work_order_walk_index';
import { Migration20261122070000_list_version_signals } from './Migration20261122070000_list_version_signals';
import { Migration20261122080000_vehicle_plate_sort_filters } from './Migration20261122080000_vehicle_plate_sort_filters';
import { Migration20261122090000_publication_claim_check } from './Migration20261122090000_publication_claim_check';
import { Migration20261122100000_work_order_label } from './Migration20261122100000_work_order_label';
import { Migration20261122110000_announcement_receipt_signals } from './Migration20261122110000_announcement_receipt_signals';

/**
 * Every migration, in order. Listed explicitly (no folder globbing) so compiled builds, jest and
 * the CLI all see the same set. Append new ones; never edit one that has landed.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_platform', class: Migration20261121000000_platform },
  { name: 'Migration20261121000100_workshop', class: Migration20261121000100_workshop },
  {
    name: 'Migration20261121010000_identity_access',
    class: Migration20261121010000_identity_access,
  },
  {
    name: 'Migration20261121020000_customers_vehicles',
    class: Migration20261121020000_customers_vehicles,
  },
  { name: 'Migration20261121030000_search_indexes', class: Migration20261121030000_search_indexes },
  { name: 'Migration20261121030100_list_versions', class: Migration20261121030100_list_versions },
  { name: 'Migration20261121040000_search_columns', class: Migration20261121040000_search_columns },
  { name: 'Migration20261121050000_work_orders', class: Migration20261121050000_work_orders },
  {
    name: 'Migration20261122000000_work_order_party_labels',
    class: Migration20261122000000_work_order_party_labels,
  },
  {
    name: 'Migration20261122005000_deferred_list_versions',
    class: Migration20261122005000_deferred_list_versions,
  },
  { name: 'Migration20261122010000_notifications', class: Migration20261122010000_notifications },
  { name: 'Migration20261122020000_announcements', class: Migration20261122020000_announcements },
  { name: 'Migration20261122030000_service_types', class: Migration20261122030000_service_types },
  {
    name: 'Migration20261122040000_customer_surname_key',
    class: Migration20261122040000_customer_surname_key,
  },
  { name: 'Migration20261122050000_cache_signals', class: Migration20261122050000_cache_signals },
  {
    name: 'Migration20261122060000_work_order_walk_index',
    class: Migration20261122060000_work_order_walk_index,
  },
  {
    name: 'Migration20261122070000_list_version_signals',
    class: Migration20261122070000_list_version_signals,
  },
  {
    name: 'Migration20261122080000_vehicle_plate_sort_filters',
    class: Migration20261122080000_vehicle_plate_sort_filters,
  },
  {
    name: 'Migration20261122090000_publication_claim_check',
    class: Migration20261122090000_publication_claim_check,
  },
  {
    name: 'Migration20261122100000_work_order_label',
    class: Migration20261122100000_work_order_label,
  },
  {
    name: 'Migration20261122110000_announcement_receipt_signals',
    class: Migration20261122110000_announcement_receipt_signals,
  },
];
