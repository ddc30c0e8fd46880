import { Suspense, use } from 'react';
import CIcon from '@coreui/icons-react';
import { isFirstNavIcon, navIcons, type NavIconName, type SettingsNavIconName } from '@/components/routing/navIcons';

let settingsIcons: Promise<typeof import('@/components/routing/settingsNavIcons').settingsNavIcons> | undefined;
const loadSettingsIcons = () => (settingsIcons ??= import('@/components/routing/settingsNavIcons').then((m) => m.settingsNavIcons));

function SettingsIcon({ name }: { name: SettingsNavIconName }) {
  return <CIcon icon={use(loadSettingsIcons())[name]} customClassName="nav-icon" aria-hidden="true" />;
}

/**
 * A menu entry's icon. The settings section's icons come in their own small chunk when one of its
 * entries first shows (`shown`: its section is open); until then an empty box of the icon's size
 * keeps the label in place.
 */
export function NavIcon({ name, shown }: { name: NavIconName; shown: boolean }) {
  const placeholder = <span className="nav-icon" aria-hidden="true" />;
  if (isFirstNavIcon(name)) return <CIcon icon={navIcons[name]} customClassName="nav-icon" aria-hidden="true" />;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SettingsIcon name={name} />
    </Suspense>
  );
}
