import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';

/** POST /logout — filled in by the accounts work. */
export function action() {
  return redirect(paths.login);
}

export function loader() {
  return redirect(paths.home);
}
