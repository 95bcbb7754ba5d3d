import { useNavigation } from 'react-router-dom';
import { layoutMessages } from '@/components/layouts/messages';
import { translate } from '@/i18n';
import './navigation-progress.css';

/** A thin bar at the top while the next page's code or data loads (the old page stays meanwhile). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={translate(layoutMessages.loadingPage)}
    >
      <span className="navigation-progress__bar" />
    </div>
  );
}
