import WorkOrdersListPage from './work-orders-list-page';

/** /assigned-orders (SPEC §2, always accessible): the orders list, only one's own orders. */
export default function AssignedOrdersPage() {
  return <WorkOrdersListPage mine />;
}
