import { useAppSelector } from '@/app/hooks';
import { adminAdmins } from '@/features/admin-admins/admin-admins-slice';
import { adminOrders } from '@/features/admin-orders/admin-orders-slice';
import { adminProducts } from '@/features/admin-products/admin-products-slice';
import { adminUsers } from '@/features/admin-users/admin-users-slice';

/** A live list that failed, said above every admin page until it answers again. */
export function LiveDataBanner() {
  const failures = [
    ['Admins', useAppSelector(adminAdmins.selectors.selectError)],
    ['Orders', useAppSelector(adminOrders.selectors.selectError)],
    ['Products', useAppSelector(adminProducts.selectors.selectError)],
    ['Users', useAppSelector(adminUsers.selectors.selectError)],
  ] as const;
  const failed = failures.filter(([, error]) => error !== null);
  if (!failed.length) return null;
  return (
    <div className="admin-banner" role="alert">
      {failed.map(([list, error]) => (
        <p key={list}>
          {list}: {error}
        </p>
      ))}
    </div>
  );
}
