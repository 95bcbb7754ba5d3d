import { translateKnown } from '@/i18n';
import './form-failure.css';

/** Why the last submit of a form failed, beside it (role="alert") until the next submit. */
export function FormFailure({ failure }: { failure: string | undefined }) {
  if (!failure) return null;
  return (
    <p className="form-failure" role="alert">
      {translateKnown(failure)}
    </p>
  );
}
