/**
 * Who reads which orders of a showroom (issue 21): the owner reads every order; a manager every
 * order when the owner allows it (managers_see_all_orders), else only their own, like every other
 * team role. "Own" means the orders the member placed.
 */
export function seesAllShowroomOrders(role: string, managersSeeAllOrders: boolean): boolean {
  if (role === 'owner') return true;
  if (role === 'manager') return managersSeeAllOrders;
  return false;
}
